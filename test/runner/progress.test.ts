// Progress of a long run as the user watches it: a bar redrawn in place on a terminal, and in a CI
// log a line per tenth of the run or per interval, with the failures so far and an ETA. The clock
// is injected.
import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../src/runner/progress.ts';

function reporter(isTty: boolean) {
  let now = 0;
  const out: string[] = [];
  const progress = progressReporter({ isTty, write: (t) => out.push(t), now: () => now, intervalMs: 10_000 });
  return { progress, out, advance: (ms: number) => (now += ms) };
}

describe('progressReporter', () => {
  it('writes a line in a log per tenth of the run, with the failures and the time left', () => {
    const { progress, out, advance } = reporter(false);
    advance(30_000);
    progress.update({ done: 25, total: 100, failed: 2, errored: 1 });
    progress.update({ done: 26, total: 100, failed: 2, errored: 1 }); // same tenth, within the interval: quiet
    advance(10_000);
    progress.update({ done: 27, total: 100, failed: 2, errored: 1 }); // the interval passed
    progress.done();
    expect(out).toEqual([
      'progress: 25/100 conversations, 2 failed, 1 errored, elapsed 30s, ETA 1m30s\n',
      'progress: 27/100 conversations, 2 failed, 1 errored, elapsed 40s, ETA 1m48s\n',
    ]);
  });

  it('always writes the last line of the run', () => {
    const { progress, out } = reporter(false);
    progress.update({ done: 1, total: 3, failed: 0, errored: 0 });
    progress.update({ done: 3, total: 3, failed: 0, errored: 0 });
    expect(out.at(-1)).toBe('progress: 3/3 conversations, elapsed 0s, ETA --\n');
  });

  it('redraws a bar in place on a terminal and ends it with a newline', () => {
    const { progress, out } = reporter(true);
    progress.update({ done: 12, total: 24, failed: 0, errored: 0 });
    progress.done();
    expect(out).toEqual([`\r[${'#'.repeat(12)}${'-'.repeat(12)}] 12/24 conversations, elapsed 0s, ETA 0s\u001b[K`, '\n']);
  });
});
