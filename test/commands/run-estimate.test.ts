// `agent-eval run --estimate`, in-process: what it prints from a stored baseline, and that it calls nothing.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeResults } from '../helpers/results.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const SUITE = `version: v1
suite_id: billing
tests:
  - test_id: refund
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: I want a refund
`;

describe('agent-eval run --estimate', () => {
  it('prints the planned requests and the cost the baseline predicts, calling nothing and writing nothing', async () => {
    const dir = await tempDir('estimate');
    await writeFile(join(dir, 'billing.yaml'), SUITE);
    const base = makeResults('a'.repeat(40), [{ suite_id: 'billing', tests: { refund: ['passed', 'passed'] } }]);
    for (const run of base.suites[0]!.tests[0]!.runs)
      for (const turn of run.turns)
        turn.usage = {
          input_tokens: 100_000,
          output_tokens: 0,
          by_model: [{ model: 'gpt-4o', calls: 1, input_tokens: 100_000, output_tokens: 0 }],
        };
    await writeFile(join(dir, 'base.json'), JSON.stringify(base));
    // An agent URL nothing listens on: any call would fail the command.
    const r = await agentEval(
      ['run', '--estimate', '--baseline', 'base.json', '--target', 'http://127.0.0.1:9', '--repeats', '4', 'billing.yaml'],
      { cwd: dir },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('planned: 4 runs, 4 agent requests');
    // 4 requests × 100,000 input tokens of gpt-4o at $2.50 per million.
    expect(r.stdout).toContain('agent: 400.0k tokens · $1.00');
    expect(r.stdout).toContain('judge: — (no judge tokens in the baseline)');
    expect(await readdir(dir)).toEqual(['base.json', 'billing.yaml']);
  });

  it('needs a baseline to estimate from', async () => {
    const dir = await tempDir('estimate');
    await writeFile(join(dir, 'billing.yaml'), SUITE);
    const r = await agentEval(['run', '--estimate', 'billing.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--estimate needs --baseline FILE');
  });
});
