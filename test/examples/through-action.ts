// An example agent through the built action (`node dist/index.js`, or AGENT_EVAL_ACTION_BUNDLE), the
// GitHub API at a loopback fake: a push stores the example's baseline, a pull request that changes
// only the agent, against the same agent, passes, and one against the agent started with
// EXAMPLE_FAULT=misroute fails the check, naming the test, the turn and the code. One file per
// example (examples/<folder>.action.int.test.ts), so the three run side by side.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { BUNDLE, inRepo, makeWorkspace, pullRequestPayload, runBundle, webhookExample, type Workspace } from '../action/helpers.ts';
import { ROOT } from '../helpers/cli.ts';
import { startExample } from './start-example.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;

export const EXAMPLES = [
  {
    folder: 'openai-chat',
    agent: 'openai-chat/agent.mjs',
    protocol: 'openai-chat',
    broke: ['refund_started`: 6/6 → 0/6, p = ', ' · turn `ask_refund` · `TOOL_ARGS_MISMATCH`'],
  },
  {
    folder: 'a2a-agent',
    agent: 'a2a-agent/agent.mjs',
    protocol: 'a2a',
    broke: ['router_ticket`: 6/6 → 0/6, p = ', ' · turn `broken` · `NODE_MISMATCH` · expected next node "troubleshoot", got "billing"'],
  },
  {
    folder: 'langgraph-ag-ui',
    agent: 'langgraph-ag-ui/server.mjs',
    protocol: 'ag-ui',
    broke: ['billing_refund`: 6/6 → 0/6, p = ', ' · turn `charged` · `NODE_MISMATCH`'],
  },
] as const;

export function describeThroughAction(example: (typeof EXAMPLES)[number]): void {
  describe('the example through the built action', () => {
    // Per file, inside its describe: the dist tier shares modules between files (isolate: false), so
    // hooks at this module's top level would be registered for the first file that imports it only.
    let fake: FakeGitHub;
    let workspace: Workspace;

    beforeEach(async () => {
      if (!existsSync(BUNDLE)) throw new Error(`No bundle at ${BUNDLE}: build it (npm run build) or set AGENT_EVAL_ACTION_BUNDLE to one.`);
      fake = await startFakeGitHub({ identity: BOT });
      workspace = await makeWorkspace();
    });

    afterEach(async () => {
      await Promise.all([fake.close(), workspace.close()]);
    });

    it(`examples/${example.folder}: a push stores the baseline, an unchanged agent passes, a misrouting one fails the check`, async () => {
      const { folder, agent, protocol, broke } = example;
      const suite = `examples/${folder}/suite.yaml`;
      await cp(join(ROOT, suite), join(workspace.dir, suite));
      const changed = `examples/${agent}`;
      const mainSha = fake.git.commit({ files: { [changed]: 'v1\n' }, branch: 'main' });
      const headSha = fake.git.commit({ files: { [changed]: 'v2\n' }, parents: [mainSha], branch: 'feature' });
      fake.setPullFiles(7, [{ filename: changed, status: 'modified' }]);
      // 6 runs per test: the fewest at which a test that goes from always passing to always failing
      // fails the check on its own. An example's few tests at 6 runs rule out a 20-point drop of the
      // suite, not the default 5: an unchanged agent passes only at a min-effect they can rule out.
      const inputs = (target: string) => ({
        'github-token': fake.token,
        'target-url': target,
        protocol,
        suites: suite,
        repeats: '6',
        concurrency: '6',
        'min-effect': '0.2',
      });

      const healthy = await startExample(agent);
      const push = await runBundle({
        fake,
        workspace: workspace.dir,
        event: 'push',
        payload: Object.assign(inRepo(webhookExample('push', null), fake), { ref: 'refs/heads/main', after: mainSha }),
        inputs: inputs(healthy),
        env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
      });
      expect(push.code, push.stdout).toBe(0);
      expect(push.outputs['pass-rate']).toBe('1');

      const pullRequest = (target: string) =>
        runBundle({
          fake,
          workspace: workspace.dir,
          event: 'pull_request',
          payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
          inputs: inputs(target),
        });
      // The same agent again: every run is a conversation (a thread) of its own.
      const same = await pullRequest(healthy);
      expect(same.code, same.stdout).toBe(0);
      expect(same.outputs['verdict']).toBe('pass');
      expect(same.outputs['pass-rate']).toBe('1');
      expect(same.stdout).not.toContain('unknown type');

      const broken = await pullRequest(await startExample(agent, { EXAMPLE_FAULT: 'misroute' }));
      expect(broken.outputs['verdict'], broken.stdout).toBe('fail');
      expect(broken.code).not.toBe(0);
      const check = fake.checkRuns.filter((c) => c.head_sha === headSha && c.name === 'agent-eval').at(-1)!;
      expect(check.conclusion).toBe('failure');
      // The broken test as the comment lists it: its runs, its p, and where it first failed.
      for (const part of broke) expect(check.output.summary).toContain(part);
    }, 120_000);
  });
}
