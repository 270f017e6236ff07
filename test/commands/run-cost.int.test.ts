// A run without a baseline says what it used and cost: on the terminal and in report.md, from the
// usage a loopback agent reports, priced with the built-in table.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const SUITE =
  'version: v1\nsuite_id: billing\ndefaults: { repeats: 4 }\ntests:\n  - test_id: refund\n    initial_node_id: start\n    turns:\n      - turn_id: t1\n        user_input: refund please\n';

describe('agent-eval run without a baseline', () => {
  it('prints the total the run used and cost, and report.md shows the cost table of the run', async () => {
    const agent = await startFakeAgent();
    closers.push(agent.close);
    // Each turn: 1000 input and 500 output tokens of gpt-4.1-mini ($0.40 and $1.60 per million).
    agent.reply(
      ...Array.from({ length: 4 }, () => ({
        body: okResult({ usage: { model: 'gpt-4.1-mini', input_tokens: 1000, output_tokens: 500 } }),
      })),
    );
    const dir = await tempDir('run-cost');
    await writeFile(join(dir, 'billing.yaml'), SUITE);
    const r = await agentEval(['run', '--target', agent.url, '--out', 'out', 'billing.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    // 4 runs x 1500 tokens; 4 x (1000 x 0.4 + 500 x 1.6) / 1e6 = $0.0048.
    expect(r.stdout).toContain('cost: 6000 tokens · $0.0048');
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('### 💰 Cost\n\n| | Run |');
    expect(report).toContain('| Agent | 4 requests · 4 model calls · 4000 in / 2000 out · $0.0048 |');
    expect(report).toContain('| **Total** | 6000 tokens · $0.0048 |');
  });

  it('says the agent reported nothing rather than showing a zero', async () => {
    const agent = await startFakeAgent();
    closers.push(agent.close);
    agent.reply(...Array.from({ length: 4 }, () => ({ body: okResult() })));
    const dir = await tempDir('run-cost-none');
    await writeFile(join(dir, 'billing.yaml'), SUITE);
    const r = await agentEval(['run', '--target', agent.url, '--out', 'out', 'billing.yaml'], { cwd: dir });
    expect(r.stdout).toContain('cost: nothing reported');
    expect(r.stdout).not.toMatch(/cost: 0 tokens|\$0\.00/);
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('| Agent | 4 requests · tokens not reported |');
  });
});
