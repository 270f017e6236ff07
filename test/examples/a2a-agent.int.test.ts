// examples/a2a-agent as a team runs it: the agent on @a2a-js/sdk's server classes started with
// `node examples/a2a-agent/agent.mjs` (PORT=0), its suite played with the command of its README,
// twice in a row; the same agent with EXAMPLE_FAULT=misroute, failing with the codes that name the
// fault; and a target that serves no Agent Card, stopped before the first turn (exit 2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { startExample } from './start-example.ts';

const EXAMPLE = join(ROOT, 'examples', 'a2a-agent');
const README_TARGET = 'http://127.0.0.1:41241';
const tempDir = useTempDir('example-a2a-agent');

/** The `npx agent-eval run ...` line of the example's README, as argv after `agent-eval`. */
function readmeCommand(): string[] {
  const readme = readFileSync(join(EXAMPLE, 'README.md'), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('npx agent-eval run '));
  if (!line) throw new Error('examples/a2a-agent/README.md has no `npx agent-eval run` line');
  return line.split(/\s+/).slice(2);
}

interface Turn {
  turn_id: string;
  assistant_message: string | null;
  node_after: string | null;
  warnings: string[];
}

/** The README's command against `target`, writing to a fresh report folder. */
async function runReadmeCommand(target: string) {
  const argv = readmeCommand().map((arg) => (arg === README_TARGET ? target : arg));
  expect(argv).toContain(target);
  const out = await tempDir();
  const result = await agentEval([...argv, '--out', out]);
  return { ...result, out };
}

function resultsOf(out: string) {
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
    counts: { planned: number; passed: number; failed: number };
    suites: { tests: { test_id: string; runs: { outcome: string; codes: string[]; turns: Turn[] }[] }[] }[];
  };
  const tests = Object.fromEntries(results.suites.flatMap((s) => s.tests).map((t) => [t.test_id, t.runs]));
  return { counts: results.counts, tests };
}

describe('examples/a2a-agent', () => {
  it('passes its suite twice in a row with the README command, the working text kept as progress and never the reply', async () => {
    const url = await startExample('a2a-agent/agent.mjs');
    const verdicts = [];
    for (const _ of [1, 2]) {
      const run = await runReadmeCommand(url);
      expect(run.code, run.output).toBe(0);
      const { counts, tests } = resultsOf(run.out);
      expect(counts).toMatchObject({ planned: 9, passed: 9, failed: 0 });
      expect(run.stdout).not.toMatch(/warning/i);
      const turns = tests['router_ticket']![0]!.turns;
      expect(turns.map((t) => t.node_after)).toEqual(['menu', 'troubleshoot', 'ticket']);
      // The artifact's text and the input-required question, not "Processing your question".
      expect(turns[1]!.assistant_message).toBe("Sorry your connection is down. Let's get it back.\nHave you restarted the router?");
      for (const t of Object.values(tests).flatMap((runs) => runs.flatMap((r) => r.turns))) {
        expect(t.assistant_message).not.toContain('Processing your question');
        expect(t.warnings).toEqual([]);
      }
      // The turn's record in the artifacts keeps the progress.
      const records = readFileSync(join(run.out, 'artifacts', 'a2a_example.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { turn_id: string; response: { progress: { state: string; text: string }[] } });
      const greet = records.find((r) => r.turn_id === 'greet')!;
      expect(greet.response.progress).toEqual([expect.objectContaining({ state: 'TASK_STATE_WORKING', text: 'Processing your question' })]);
      verdicts.push(Object.fromEntries(Object.entries(tests).map(([id, runs]) => [id, runs.map((r) => r.outcome)])));
    }
    expect(verdicts[1]).toEqual(verdicts[0]);
  });

  it('fails a misrouting agent (exit 1) with NODE_MISMATCH and FACT_DRIFT on the router test alone', async () => {
    const run = await runReadmeCommand(await startExample('a2a-agent/agent.mjs', { EXAMPLE_FAULT: 'misroute' }));
    expect(run.code, run.output).toBe(1);
    const { tests } = resultsOf(run.out);
    const codes = new Set(tests['router_ticket']!.flatMap((r) => r.codes));
    expect(codes).toContain('NODE_MISMATCH');
    expect(codes).toContain('FACT_DRIFT');
    expect(tests['router_ticket']!.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(tests['router_ticket']![0]!.turns[1]!.node_after).toBe('billing');
    for (const test of ['billing_question', 'unclear_request_stays'])
      expect(
        tests[test]!.map((r) => r.outcome),
        test,
      ).toEqual(['passed', 'passed', 'passed']);
  });

  it('stops before the first turn (exit 2) when the target serves no Agent Card, naming the refusal, not an agent out of reach', async () => {
    const url = await startExample('a2a-agent/agent.mjs');
    const run = await runReadmeCommand(`${url}/support`);
    expect(run.code, run.output).toBe(2);
    expect(run.stderr).toContain(`the Agent Card was refused: GET ${url}/support/.well-known/agent-card.json answered 404`);
    expect(run.output).not.toMatch(/could not be reached/);
  });

  it('refuses an unknown EXAMPLE_FAULT at start, naming the one there is', async () => {
    await expect(startExample('a2a-agent/agent.mjs', { EXAMPLE_FAULT: 'slow' })).rejects.toThrow(
      /EXAMPLE_FAULT must be misroute, not "slow"/,
    );
  });
});
