// command: capture over the hostile support-queue corpus (test/fixtures/capture-hostile/), with
// the in-memory GitHub and the built-in reference agent on 127.0.0.1 as the target: no committed
// file and no request sent holds a value the corpus marks, and the comment counts what was scrubbed
// and says what a reviewer must still check. A secret the scrub misses (its secretlint pass stood
// in by one that finds nothing) is caught by the final scan: nothing is replayed or committed, and
// the error names file, line and kind, never the value.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureToPullRequest } from '../../src/action/capture.ts';
import { ConfigurationError } from '../../src/action/inputs.ts';
import { createAgentClient } from '../../src/agent/client.ts';
import type { AgentClientOptions } from '../../src/agent/types.ts';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { exportLine, reply } from '../capture/lines.ts';
import { ROOT } from '../helpers/cli.ts';
import { flowStep } from './flow-step.ts';

const CORPUS = join(ROOT, 'test', 'fixtures', 'capture-hostile');
const expected = JSON.parse(await readFile(join(CORPUS, 'expected.json'), 'utf8')) as { secret: string[]; personal: string[] };
const MARKED = [...expected.secret, ...expected.personal];
const leaks = (text: string) => MARKED.filter((v) => text.toLowerCase().includes(v.toLowerCase()));

let agent: ReferenceAgent;
beforeAll(async () => {
  agent = await startReferenceAgent();
});
afterAll(async () => {
  await agent.close();
});

/** A capture step whose agent client speaks to the reference agent, recording each request it sends. */
async function captureStep(exportText: string) {
  const f = await flowStep({
    event: 'workflow_dispatch',
    payload: { repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' } },
    files: { 'exports/queue.jsonl': exportText },
    inputs: { command: 'capture', 'capture-from': 'exports/queue.jsonl', 'capture-calibrate': '2' },
  });
  const sent: string[] = [];
  f.step.evaluatePorts = {
    ...f.step.evaluatePorts,
    createAgentClient: (options: AgentClientOptions) => {
      const client = createAgentClient({ ...options, target: agent.url });
      return {
        ...client,
        target: client.target,
        transport: client.transport,
        conversation: (id: string) => {
          const conversation = client.conversation(id);
          return {
            ...conversation,
            execute: (request, ...rest) => {
              sent.push(JSON.stringify(request));
              return conversation.execute(request, ...rest);
            },
            close: () => conversation.close(),
          };
        },
      };
    },
  };
  f.github.branches.branch('main', { 'README.md': 'shop\n' });
  return { ...f, sent };
}

describe('command: capture over the hostile corpus', () => {
  it('commits no marked value, sends none to the target, and the comment counts the scrub and says what to review', async () => {
    const f = await captureStep(await readFile(join(CORPUS, 'support-queue.jsonl'), 'utf8'));
    const outcome = await captureToPullRequest(f.step);

    expect(outcome.failure).toBeNull();
    const files = f.github.branches.files('agent-eval/captured').filter((p) => p.startsWith('suites/captured/'));
    expect(files.length).toBeGreaterThan(0);
    const committed = files.map((p) => f.github.branches.file('agent-eval/captured', p)!).join('\n');
    expect(leaks(committed)).toEqual([]);
    expect(committed).toContain("review: 'Read this draft before approving it");
    expect(f.sent.length).toBeGreaterThan(8);
    expect(leaks(f.sent.join('\n'))).toEqual([]);

    const [comment] = f.github.comments.on(100).map((c) => c.body);
    expect(leaks(comment!)).toEqual([]);
    expect(comment).toMatch(
      /Replaced by fakes before anything was derived, replayed or written \(distinct values, as detected\): .*\d+ secrets/,
    );
    expect(comment).toContain(
      '**Check before approving: secrets and personal data are found by the names of their keys and by patterns, which is no guarantee.',
    );
    expect(comment).not.toContain('personal data scrubbed');
    expect(leaks(f.logger.lines.join('\n'))).toEqual([]);
  });

  it('refuses to replay or commit when the final scan finds what the scrub missed, naming file, line and kind only', async () => {
    const key = 'SG.abcdefghij1234567890AB.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const exportText = exportLine('c-77', {
      node: 'start',
      user: `Hi, here is our mail key ${key} for billing`,
      reply: reply('conv_1', { current_node_id: 'start' }),
    });
    const f = await captureStep(exportText);
    const failing = captureToPullRequest(f.step, { scrubSecrets: async () => [] });

    await expect(failing).rejects.toThrow(ConfigurationError);
    const error = (await failing.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain(
      'The scrub left a value that the final scan detects, so nothing was replayed or committed: suites/captured/c-77.yaml:',
    );
    expect(error.message).toMatch(/c-77\.yaml:\d+: a secret \(secretlint sendgrid: SENDGRID_KEY\)/);
    expect(error.message).not.toContain('abcdefghij1234567890AB');
    expect(f.sent).toEqual([]);
    expect(f.github.branches.files('agent-eval/captured')).toEqual([]);
    expect(f.github.branches.pulls).toEqual([]);
  });
});
