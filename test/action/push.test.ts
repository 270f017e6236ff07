// The push flow with in-memory ports: what a push to the default branch stores as its baseline, what
// it carries over, and what the job says when storing fails.
import { describe, expect, it } from 'vitest';
import { onPush } from '../../src/action/push.ts';
import { BaselineStoreError } from '../../src/github/baseline-branch.ts';
import { resultsFixture } from '../github/helpers.ts';
import { flowStep, HEAD, PARENT, pushEvent, suiteYaml } from './flow-step.ts';

const FILES = {
  'suites/routing.yaml': suiteYaml('routing', { affects: ['src/agent/**'], repeats: 2 }),
  'suites/docs.yaml': suiteYaml('docs_only', { affects: ['docs/**'], repeats: 2 }),
};

const ZERO = '0'.repeat(40);

async function pushStep(before: string, after: string) {
  return flowStep({ event: 'push', payload: pushEvent(before, after), sha: after, files: FILES });
}

describe('a push to the default branch', () => {
  it('runs every suite the first time and stores the results as the baseline of the pushed commit', async () => {
    const f = await pushStep(ZERO, HEAD);
    const outcome = await onPush(f.step);

    expect(outcome.failure).toBeNull();
    expect(outcome.error).toBeUndefined();
    expect(
      f.github.baselines
        .stored(HEAD)
        ?.suites.map((s) => s.suite_id)
        .sort(),
    ).toEqual(['docs_only', 'routing']);
    expect(f.github.baselines.stored(HEAD)?.run).toMatchObject({ commit: HEAD, complete: true });
    expect(outcome.outputs).toMatchObject({ 'pass-rate': 1, 'results-path': expect.stringMatching(/results\.json$/) });
    expect(outcome.summary.at(-1)).toContain('📦 Stored as the baseline of `aaaaaaa` on branch `agent-eval-baselines`');
    expect(f.agent.requests).toHaveLength(4);
    expect(f.uploads).toHaveLength(1);
  });

  it('never runs or stores a captured draft suite', async () => {
    const draft = `metadata:\n  capture:\n    status: draft\n${suiteYaml('captured.refund', { repeats: 2 })}`;
    const f = await flowStep({
      event: 'push',
      payload: pushEvent(ZERO, HEAD),
      sha: HEAD,
      files: { ...FILES, 'suites/captured/refund.yaml': draft },
    });
    const outcome = await onPush(f.step);

    expect(outcome.failure).toBeNull();
    expect(
      f.github.baselines
        .stored(HEAD)
        ?.suites.map((s) => s.suite_id)
        .sort(),
    ).toEqual(['docs_only', 'routing']);
    expect(f.agent.requests.map((r) => r.test.suite_id)).not.toContain('captured.refund');
    expect(f.logger.lines).toContain('Not in the baseline: 1 captured draft suite(s) (captured.refund).');
  });

  it('runs only the suites the changes since the previous baseline affect, and carries the others over', async () => {
    // The previous baseline, as the push of PARENT stored it.
    const first = await pushStep(ZERO, PARENT);
    await onPush(first.step);
    const f = await pushStep(PARENT, HEAD);
    f.github.baselines.landNow(PARENT, first.github.baselines.stored(PARENT)!);
    f.github.baselines.history(HEAD, PARENT);
    f.github.repository.setRange(PARENT, HEAD, ['src/agent/flow.ts']);

    const outcome = await onPush(f.step);

    expect(outcome.failure).toBeNull();
    const stored = f.github.baselines.stored(HEAD)!;
    expect(stored.suites.find((s) => s.suite_id === 'routing')?.carried_from).toBeUndefined();
    expect(stored.suites.find((s) => s.suite_id === 'docs_only')?.carried_from).toMatchObject({ commit: PARENT });
    expect(f.agent.requests.map((r) => r.test.suite_id)).toEqual(['routing', 'routing']);
    expect(outcome.summary.join('\n')).toContain(
      'Carried over from earlier baselines (no change since affects them): docs\\_only (ddddddd).',
    );
    expect(f.logger.lines.filter((l) => l.startsWith('Carrying suite'))).toEqual([
      expect.stringMatching(/^Carrying suite docs_only over: /),
    ]);
  });

  it('runs a suite without affects on every push, where a suite whose affects match nothing is carried over', async () => {
    const files = { 'suites/agent.yaml': suiteYaml('agent_flow', { repeats: 2 }), 'suites/docs.yaml': FILES['suites/docs.yaml'] };
    const at = (before: string, after: string) => flowStep({ event: 'push', payload: pushEvent(before, after), sha: after, files });
    const first = await at(ZERO, PARENT);
    await onPush(first.step);
    const f = await at(PARENT, HEAD);
    f.github.baselines.landNow(PARENT, first.github.baselines.stored(PARENT)!);
    f.github.baselines.history(HEAD, PARENT);
    f.github.repository.setRange(PARENT, HEAD, ['agent/flow.py']);

    expect((await onPush(f.step)).failure).toBeNull();
    const stored = f.github.baselines.stored(HEAD)!;
    expect(stored.suites.find((s) => s.suite_id === 'agent_flow')?.carried_from).toBeUndefined();
    expect(stored.suites.find((s) => s.suite_id === 'docs_only')?.carried_from).toMatchObject({ commit: PARENT });
    expect(f.agent.requests.map((r) => r.test.suite_id)).toEqual(['agent_flow', 'agent_flow']);
    expect(f.logger.lines).toContain(
      `Running suite agent_flow: it declares no affects, so every change can affect it: 1 path changed since the baseline of ${PARENT.slice(0, 12)}.`,
    );
  });

  it('keeps both baselines when another job stores one while this one writes', async () => {
    const f = await pushStep(ZERO, HEAD);
    let raced = false;
    f.github.baselines.beforeLanding(async () => {
      if (!raced) f.github.baselines.landNow(PARENT, resultsFixture('other job', PARENT));
      raced = true;
    });

    const outcome = await onPush(f.step);

    expect(outcome.error).toBeUndefined();
    expect(f.github.baselines.commits()).toEqual([HEAD, PARENT]);
  });

  it('keeps the run and its reports when the baseline branch never stops moving, and fails with the fix', async () => {
    const f = await pushStep(ZERO, HEAD);
    let other = 0;
    f.github.baselines.beforeLanding(async () => f.github.baselines.landNow(`${++other}`.padStart(40, 'e'), resultsFixture('other job')));

    const outcome = await onPush(f.step);

    expect(outcome.error).toBeInstanceOf(BaselineStoreError);
    expect((outcome.error as Error).message).toBe(
      'The baseline branch "agent-eval-baselines" kept moving while storing the baseline of aaaaaaaaaaaa (5 attempts); re-run the job.',
    );
    expect(f.github.baselines.stored(HEAD)).toBeUndefined();
    // The run's outputs and job summary stand.
    expect(outcome.outputs['pass-rate']).toBe(1);
    expect(outcome.summary.length).toBeGreaterThan(0);
  });

  it('stores nothing for a push to another branch', async () => {
    const f = await flowStep({ event: 'push', payload: pushEvent(ZERO, HEAD), ref: 'refs/heads/feature', files: FILES });
    const outcome = await onPush(f.step);
    expect(outcome).toEqual({ failure: null, outputs: {}, summary: [] });
    expect(f.github.baselines.commits()).toEqual([]);
    expect(f.agent.requests).toHaveLength(0);
    expect(f.logger.lines.join('\n')).toContain('not the default branch');
  });
});
