// report.html links a turn to the prompt snapshot its artifact record holds, and only such a turn.
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/html.ts';
import type { ArtifactLookup } from '../../src/results/artifact-index.ts';
import { makeResults } from '../helpers/results.ts';

const head = makeResults(null, [{ suite_id: 'orders', tests: { refund: ['failed'] } }]);

/** Turn t1 is on line 1 and t2 on line 2; `withSnapshot` names the turns whose record holds a snapshot. */
const lookup =
  (withSnapshot: string[]): ArtifactLookup =>
  (_run, turnId) => ({
    path: 'artifacts/orders.jsonl',
    line: turnId === 't1' ? 1 : 2,
    ...(withSnapshot.includes(turnId) ? { prompt_snapshot: true } : {}),
  });

const snapshotLinks = (html: string) =>
  [
    ...html.matchAll(
      /<a class="artifact prompt-snapshot" href="([^"]*)" data-line="(\d+)"[^>]*data-turn-id="([^"]*)"[^>]*>prompt snapshot<\/a>/g,
    ),
  ].map((m) => ({ href: m[1], line: Number(m[2]), turn: m[3] }));

describe('renderHtml: prompt snapshots', () => {
  it('links the turn whose artifact record holds a prompt snapshot to that line', () => {
    const html = renderHtml(null, head, null, { artifacts: lookup(['t2']) });
    expect(snapshotLinks(html)).toEqual([{ href: 'artifacts/orders.jsonl', line: 2, turn: 't2' }]);
    // The turn's own record link is still there, next to it.
    expect(html).toContain('>artifact: artifacts/orders.jsonl line 2</a> · <a class="artifact prompt-snapshot"');
  });

  it('shows no snapshot link when the agent offered none, or when there are no artifacts', () => {
    expect(snapshotLinks(renderHtml(null, head, null, { artifacts: lookup([]) }))).toEqual([]);
    expect(renderHtml(null, head, null, { artifacts: lookup([]) })).not.toContain('prompt snapshot');
    expect(renderHtml(null, head, null, { artifacts: null })).not.toContain('prompt snapshot');
  });
});
