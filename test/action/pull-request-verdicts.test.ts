// The pull_request flow never ends green without evidence: a new suite whose tests fail, a renamed
// suite, and an agent that cannot be reached, each through the whole flow with in-memory ports.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { onPush } from '../../src/action/push.ts';
import { AgentCallError, type AgentClientOptions } from '../../src/agent/types.ts';
import { BASE, flowStep, HEAD, pullRequestEvent, pushEvent, suiteYaml, type FlowStep } from './flow-step.ts';

const PR = 7;
const ROUTING = suiteYaml('routing', { tests: ['a', 'b', 'c'], affects: ['src/agent/**'] });

/**
 * A repository whose main branch has a stored baseline of BASE with these suite files (every run
 * passed). Three tests at 6 runs rule out a drop of 20 points, not of the default 5.
 */
async function withBaseline(files: Record<string, string>): Promise<FlowStep> {
  const f = await flowStep({
    event: 'push',
    payload: pushEvent('0'.repeat(40), BASE),
    sha: BASE,
    files,
    inputs: { repeats: '6', 'min-effect': '0.2' },
  });
  expect((await onPush(f.step)).failure).toBeNull();
  f.github.baselines.setMergeBase(BASE);
  return f;
}

function openPullRequest(f: FlowStep, changed: string[]): void {
  f.setEvent('pull_request', pullRequestEvent(PR, HEAD), HEAD, `refs/pull/${PR}/merge`);
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: BASE });
  f.github.repository.setChangedFiles(PR, changed);
}

describe('a pull request that adds a suite whose every test fails', () => {
  it('is neutral, never a success, and lists the failing tests with turn, code and reason', async () => {
    const f = await withBaseline({ 'suites/routing.yaml': ROUTING });
    // The new suite expects a node the agent never moves to.
    const checkout = suiteYaml('checkout', { tests: ['pay', 'refund'] }).replaceAll('next_node_id: conv_1', 'next_node_id: conv_2');
    await writeFile(join(f.workspace, 'suites/checkout.yaml'), checkout);
    openPullRequest(f, ['src/agent/flow.ts', 'suites/checkout.yaml']);
    const outcome = await onPullRequest(f.step);

    const [check] = f.github.checks.runs;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check?.title).toBe('Regression ruled out in 1 of 2 suites; 1 new with 2 failing tests');
    expect(check?.annotations.map((a) => [a.path, a.annotation_level])).toEqual([
      ['suites/checkout.yaml', 'warning'],
      ['suites/checkout.yaml', 'warning'],
    ]);
    const comment = f.github.comments.on(PR)[0]?.body ?? '';
    expect(comment).toContain('## ⚠️ Regression ruled out in 1 of 2 suites; 1 new with 2 failing tests');
    expect(comment).toContain('2 failing tests in new suites (no baseline to compare them with)');
    expect(comment).toMatch(/\*\*checkout\*\* › `pay`: new: 0\/6 passed · turn `greet` · `NODE_MISMATCH` · .*conv\\_2/);
    expect(outcome.outputs.verdict).toBe('inconclusive');
    expect(outcome.failure).toBeNull();
  });
});

describe('a pull request whose agent cannot be reached', () => {
  const REFUSED = 'POST https://preview-aaaaaaa.example.com/execute failed: ECONNREFUSED';

  /** Every agent call is refused: the preflight's first request, and the runs not attempted after it. */
  function refuseEveryCall(f: FlowStep): void {
    f.step.evaluatePorts!.createAgentClient = (options: AgentClientOptions) => ({
      target: options.target,
      transport: options.transport,
      conversation: () => ({
        execute: async () => {
          throw new AgentCallError('ENGINE_ERROR', REFUSED, 3, [], [], 'unreachable');
        },
        close: async () => undefined,
      }),
    });
  }

  it('fails the check on a first pull request, saying first that the agent could not be reached and why', async () => {
    const f = await flowStep({
      event: 'pull_request',
      payload: pullRequestEvent(PR),
      files: { 'suites/routing.yaml': ROUTING },
      inputs: { repeats: '4' },
    });
    openPullRequest(f, ['src/agent/flow.ts']);
    refuseEveryCall(f);
    const outcome = await onPullRequest(f.step);

    const [check] = f.github.checks.runs;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check?.title).toBe('Nothing was evaluated: the agent could not be reached (12 of 12 runs errored)');
    const [, why, errored] = check?.summary?.split('\n\n') ?? [];
    expect(why).toMatch(
      /^\*\*Why:\*\* no run was scored \(12 of 12 runs errored\), so nothing was evaluated; check that the agent is running/,
    );
    expect(errored).toMatch(
      /^\*\*Errored runs:\*\* `ENGINE_ERROR` ×11: not attempted: the agent could not be reached .*ECONNREFUSED.* \(and 1 other cause\)$/,
    );
    const comment = f.github.comments.on(PR)[0]?.body ?? '';
    expect(comment.split('\n').find((line) => line.startsWith('## '))).toBe(
      '## ⛔ Nothing was evaluated: the agent could not be reached (12 of 12 runs errored)',
    );
    expect(comment).not.toContain('No baseline: nothing to compare with');
    expect(outcome.outputs.verdict).toBe('invalid');
    expect(outcome.failure).toMatch(/^The comparison is invalid: no run was scored .*\. Errored runs: ENGINE_ERROR .*ECONNREFUSED/);
  });

  it('fails the check with a baseline too, instead of "No suite could be judged"', async () => {
    const f = await withBaseline({ 'suites/routing.yaml': ROUTING });
    openPullRequest(f, ['src/agent/flow.ts']);
    refuseEveryCall(f);
    const outcome = await onPullRequest(f.step);

    expect(f.github.checks.runs[0]).toMatchObject({
      conclusion: 'failure',
      title: expect.stringMatching(/^Nothing was evaluated: the agent could not be reached/),
    });
    expect(outcome.outputs.verdict).toBe('invalid');
  });
});
