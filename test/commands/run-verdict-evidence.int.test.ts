// `agent-eval run` against an agent that cannot be reached: nothing is evaluated, so it fails and
// says why first, with or without a baseline.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { results, suite, tests } from '../helpers/results.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { startFakeAgent } from '../fakes/agent-server.ts';
import { suiteYaml } from '../action/flow-step.ts';

const tempDir = useTempDir('unreachable');

/** A loopback URL nothing listens at any more. */
async function closedTarget(): Promise<string> {
  const fake = await startFakeAgent();
  await fake.close();
  return fake.url;
}

describe('agent-eval run against an agent that cannot be reached', () => {
  it('fails, saying first that nothing was evaluated and the cause, without a baseline and with one', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'routing.yaml'), suiteYaml('routing', { tests: ['a', 'b', 'c'] }));
    await writeFile(join(dir, 'base.json'), JSON.stringify(results([suite('routing', tests('r', 3, 'P'))], 'a'.repeat(40))));
    const target = await closedTarget();
    const cause = /Nothing was evaluated: the agent could not be reached: 6 of 6 runs errored; first cause: ENGINE_ERROR: .*ECONNREFUSED/;

    const alone = await agentEval(['run', '--suites', 'routing.yaml', '--target', target, '--repeats', '2', '--out', 'out'], { cwd: dir });
    expect(alone.code).toBe(1);
    expect(alone.stdout).toMatch(cause);
    expect(alone.stdout.indexOf('Nothing was evaluated')).toBeLessThan(alone.stdout.indexOf('suite '));
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toMatch(
      /^## ⛔ Nothing was evaluated: the agent could not be reached: 6 of 6 runs errored \(`ENGINE_ERROR`: .*ECONNREFUSED/,
    );

    const compared = await agentEval(
      ['run', '--suites', 'routing.yaml', '--target', target, '--repeats', '2', '--baseline', 'base.json', '--out', 'out-base'],
      { cwd: dir },
    );
    expect(compared.code).toBe(1);
    expect(compared.stdout).toMatch(cause);
    expect(compared.output).not.toMatch(/No baseline|No suite could be judged/);
  });
});
