// What `/eval rerun` of named suites says it judged.
import { describe, expect, it } from 'vitest';
import { rerunMergedNote, rerunNamedOnlyNote } from '../../../src/report/wording/rerun.ts';

describe('the note of /eval rerun of named suites', () => {
  it('words what /eval rerun of named suites judged: the suites run again, those carried over and from which run', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
    expect(
      rerunMergedNote({
        rerun: ['routing'],
        carried: ids(7),
        from: { workflowRun: { id: 88, attempt: 2 }, finishedAt: '2026-03-01T11:58:31.020Z' },
      }),
    ).toBe(
      '/eval rerun: the whole check (8 suites) is compared with the baseline. Ran again now: routing. Carried over from the earlier run of this head (workflow run 88, attempt 2, finished 2026-03-01 11:58 UTC): s1, s2, s3, s4, s5 and 2 more.',
    );
    // A run without a stamp and a time that does not parse: neither is made up.
    expect(rerunMergedNote({ rerun: ids(2), carried: ['billing'], from: { workflowRun: null, finishedAt: 'yesterday' } })).toBe(
      '/eval rerun: the whole check (3 suites) is compared with the baseline. Ran again now: s1, s2. Carried over from the earlier run of this head: billing.',
    );
    expect(rerunNamedOnlyNote({ kind: 'no-earlier-run', reason: 'none is kept for #7 at aaaaaaa' })).toBe(
      '/eval rerun: only the named suites were judged: no earlier run of this head was found (none is kept for #7 at aaaaaaa); comment /eval rerun without suites to judge the whole check (a run keeps its results for this when its job has contents: write).',
    );
    expect(rerunNamedOnlyNote({ kind: 'fresh-baseline' })).toMatch(
      /^\/eval rerun: only the named suites were judged: .*not supported yet with baseline-target-url/,
    );
  });
});
