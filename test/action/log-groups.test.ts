// The action's log folds into groups a team can open one at a time: the setup, the run, each suite,
// the comparison and the publishing, each closed before the next opens, also when a step throws.
import { describe, expect, it } from 'vitest';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { onPush } from '../../src/action/push.ts';
import { BASE, flowStep, HEAD, pullRequestEvent, pushEvent, suiteYaml, type FlowStep } from './flow-step.ts';

const FILES = {
  'suites/routing.yaml': suiteYaml('routing', { tests: ['a', 'b'] }),
  'suites/billing.yaml': suiteYaml('billing', { tests: ['c'] }),
};
const PR = 7;

/**
 * The names of the groups in the order they opened, checking that each one ends before the next
 * begins (GitHub does not nest them) and that none is left open.
 */
function groupsOf(lines: readonly string[]): string[] {
  const names: string[] = [];
  let open: string | null = null;
  for (const line of lines) {
    const start = /^group: (.*)$/.exec(line)?.[1];
    const end = /^endgroup: (.*)$/.exec(line)?.[1];
    if (start !== undefined) {
      expect(open, `group "${start}" opened inside "${open}"`).toBeNull();
      open = start;
      names.push(start);
    } else if (end !== undefined) {
      expect(end).toBe(open);
      open = null;
    }
  }
  expect(open, 'a group is left open').toBeNull();
  return names;
}

/** Lines logged inside the group whose name starts with `prefix`. */
function inside(lines: readonly string[], prefix: string): string[] {
  const start = lines.findIndex((l) => l.startsWith(`group: ${prefix}`));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('endgroup: '));
  return start < 0 ? [] : lines.slice(start + 1, end);
}

async function pullRequestWithBaseline(inputs: Record<string, string> = {}): Promise<FlowStep> {
  const f = await flowStep({
    event: 'push',
    payload: pushEvent('0'.repeat(40), BASE),
    sha: BASE,
    files: FILES,
    inputs: { repeats: '2', ...inputs },
  });
  expect((await onPush(f.step)).error).toBeUndefined();
  f.github.baselines.setMergeBase(BASE);
  f.setEvent('pull_request', pullRequestEvent(PR, HEAD), HEAD, `refs/pull/${PR}/merge`);
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: BASE });
  f.github.repository.setChangedFiles(PR, ['src/agent/flow.ts']);
  f.logger.lines.length = 0;
  return f;
}

describe('the log groups of a pull request', () => {
  it('opens setup, the run, one group per suite, the comparison and the publishing, in that order, each closed', async () => {
    const f = await pullRequestWithBaseline();
    f.agent.answer((request) => (request.test.suite_id === 'billing' ? 'conv_9' : 'conv_1'));
    await onPullRequest(f.step);

    expect(groupsOf(f.logger.lines)).toEqual([
      `Setup: the suites pull request #${PR} affects`,
      'Run: 2 suite(s)',
      'Suite billing: 0 of 2 run(s) passed',
      'Suite routing: 4 of 4 run(s) passed',
      'Comparison',
      'Publishing: reports, check run and comment',
    ]);
    expect(inside(f.logger.lines, 'Setup')).toContain(
      'Selected suite routing: it declares no affects, so every change can affect it: 1 path changed.',
    );
    expect(inside(f.logger.lines, 'Suite billing')).toEqual(['Test c: 2 failed (NODE_MISMATCH)']);
    expect(inside(f.logger.lines, 'Suite routing')).toEqual(['Every run of its 2 test(s) passed.']);
    expect(inside(f.logger.lines, 'Comparison').join('\n')).toMatch(/^Verdict \w+: pass rate 66\.7%, the baseline's 100\.0%\.$/m);
  });

  it('closes the run group when the run throws, and opens no later group', async () => {
    const f = await pullRequestWithBaseline({ 'baseline-target-url': 'https://base-{sha}.example.com' });
    const event = pullRequestEvent(PR, HEAD);
    delete (event.pull_request as { base: { sha?: string } }).base.sha;
    f.setEvent('pull_request', event, HEAD, `refs/pull/${PR}/merge`);
    const outcome = await onPullRequest(f.step);

    expect(String(outcome.error)).toMatch(/baseline-target-url uses \{sha\}/);
    expect(groupsOf(f.logger.lines)).toEqual([`Setup: the suites pull request #${PR} affects`, 'Run: 2 suite(s)']);
  });

  it('closes the publishing group when publishing throws, and the step still reports the error', async () => {
    const f = await pullRequestWithBaseline();
    f.step.uploadReport = async () => {
      throw new Error('the artifact service is down');
    };
    const outcome = await onPullRequest(f.step);

    expect(String(outcome.error)).toContain('the artifact service is down');
    expect(groupsOf(f.logger.lines).at(-1)).toBe('Publishing: reports, check run and comment');
  });
});
