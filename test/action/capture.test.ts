// command: capture with in-memory ports: conversations of an export become draft suites, replayed
// against the target, committed to one branch with one pull request and a sticky comment listing
// the calibrated numbers; a second capture updates the same pull request.
import { describe, expect, it } from 'vitest';
import { captureToPullRequest } from '../../src/action/capture.ts';
import { ConfigurationError } from '../../src/action/inputs.ts';
import { exportLine, reply } from '../capture/lines.ts';
import { flowStep } from './flow-step.ts';

const plain = (node: string) => reply(node, {}, [], { tool_calls: [] });
const EXPORT = [
  // Routes as the agent does: written.
  exportLine('good', { node: 'start', user: 'Hello ada@example.org', reply: plain('conv_1') }),
  exportLine('good', { node: 'conv_1', user: 'Billing', reply: plain('billing') }),
  // Routed to refund then; the agent stays at conv_1 now: reported, not written.
  exportLine('gone', { node: 'start', user: 'Refund', reply: plain('refund') }),
  'not json',
].join('\n');

async function captureStep(inputs: Record<string, string> = {}) {
  const f = await flowStep({
    event: 'workflow_dispatch',
    payload: { repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' } },
    files: { 'exports/last-week.jsonl': EXPORT },
    inputs: { command: 'capture', 'capture-from': 'exports/last-week.jsonl', 'capture-calibrate': '3', ...inputs },
  });
  f.agent.answer((r) => (r.context.latest_user_message === 'Billing' ? 'billing' : 'conv_1'));
  f.github.branches.branch('main', { 'README.md': 'shop\n' });
  return f;
}

describe('command: capture', () => {
  it('commits the tests that held to one branch, opens one pull request and lists each with its calibrated numbers', async () => {
    const f = await captureStep();
    const outcome = await captureToPullRequest(f.step);

    expect(outcome.failure).toBeNull();
    expect(f.github.branches.files('agent-eval/captured')).toEqual(['README.md', 'suites/captured/good.yaml']);
    const suite = f.github.branches.file('agent-eval/captured', 'suites/captured/good.yaml')!;
    expect(suite).toContain('status: draft');
    expect(suite).toContain('calibrated:\n      runs: 3\n      pass_rate: 1\n');
    expect(suite).toContain('user_input: Hello person1@example.com');
    expect(suite).not.toContain('ada@example.org');
    expect(f.github.branches.pulls).toEqual([expect.objectContaining({ number: 100, head: 'agent-eval/captured', base: 'main' })]);
    const [comment] = f.github.comments.on(100).map((c) => c.body);
    expect(comment).toContain('1 conversation captured as draft tests, each replayed 3 times against `https://preview-');
    expect(comment).toContain('| captured.good | `suites/captured/good.yaml` | 3 of 3 | 100.0% (3 of 3) | 3 | 0 |');
    expect(comment).toContain('1 captured test not written');
    expect(comment).toContain('- captured.gone: only 1 of its 2 checks held');
    expect(comment).toContain('exports/last-week.jsonl:4: not JSON');
    expect(comment).toContain('/eval approve');
    expect(f.agent.requests).toHaveLength(9);
    expect(outcome.summary).toEqual([comment!.replace(/^<!--.*-->\n/, '')]);
  });

  it('captures a simulated user with capture-as: simulation', async () => {
    const f = await captureStep({ 'capture-as': 'simulation' });
    const outcome = await captureToPullRequest(f.step);
    expect(outcome.failure).toBeNull();
    // Derived as simulated users and replayed: this fake agent routes only on the exact words
    // "Billing", which the built-in simulated user does not say, so neither goal is reached and
    // both are reported, not written.
    expect(outcome.summary.join('\n')).toContain('captured.good: none of its success\\_when checks held often enough');
    expect(f.github.branches.files('agent-eval/captured')).toEqual([]);
  });

  it('updates the same pull request and its comment on the next capture', async () => {
    const f = await captureStep();
    await captureToPullRequest(f.step);
    const first = f.github.branches.file('agent-eval/captured', 'suites/captured/good.yaml');
    f.step.now = () => Date.parse('2026-03-08T12:00:00Z');
    await captureToPullRequest(f.step);

    expect(f.github.branches.pulls).toHaveLength(1);
    expect(f.github.comments.on(100)).toHaveLength(1);
    expect(f.github.branches.file('agent-eval/captured', 'suites/captured/good.yaml')).not.toBe(first);
    expect(f.github.branches.file('agent-eval/captured', 'suites/captured/good.yaml')).toContain('at: 2026-03-08T12:00:00.000Z');
  });

  it('opens the pull request without a comment when comment is false', async () => {
    const f = await captureStep({ comment: 'false' });
    const outcome = await captureToPullRequest(f.step);
    expect(f.github.branches.pulls).toHaveLength(1);
    expect(f.github.comments.on(100)).toEqual([]);
    expect(outcome.summary[0]).toContain('| captured.good |');
  });

  it('refuses shard and baseline-target-url', async () => {
    await expect(captureStep({ shard: '1/2' })).rejects.toThrow(
      '`command: capture` replays the captured tests against `target-url` in one job',
    );
  });

  it('needs capture-from, and a capture-out inside the repository', async () => {
    const empty = await captureStep({ 'capture-from': '' });
    await expect(captureToPullRequest(empty.step)).rejects.toThrow(ConfigurationError);
    const outside = await captureStep({ 'capture-out': '../elsewhere' });
    await expect(captureToPullRequest(outside.step)).rejects.toThrow('Input `capture-out` must be a folder inside the repository');
    expect(outside.agent.requests).toHaveLength(0);
  });
});
