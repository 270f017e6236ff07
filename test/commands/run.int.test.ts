// `agent-eval run` as a user runs it: its exit code, what it prints, its files. In-process; the
// spawned binary is covered by smoke.int.test.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { content, startFakeOpenAi, toolCall, type FakeOpenAiServer } from '../fakes/openai-server.ts';

const tempDir = useTempDir('run');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const run = (...argv: string[]) => agentEval(['run', ...argv]);

describe('agent-eval run', () => {
  it('refuses to start without a judge under --require-judge (exit 2, no agent call)', async () => {
    const out = await tempDir();
    const r = await run('--require-judge', '--target', 'http://127.0.0.1:9', '--out', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--require-judge: no judge is configured/);
    expect(existsSync(join(out, 'results.json'))).toBe(false);
  });

  it('exits 2 on an invalid suite, printing file:line:col, and on a bad flag', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'bad.yaml'), 'version: v1\nsuite_id: x\ntests:\n  - test_id: a\n    initial_node: start\n    turns: []\n');
    const r = await run('--suites', join(dir, 'bad.yaml'), '--target', 'http://127.0.0.1:9');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:5:5: .*did you mean 'initial_node_id'/);
    expect(r.stderr).toMatch(/nothing was run/);
    expect((await run('--transport', 'smoke')).code).toBe(2);
    expect((await run('--repeats', 'many')).stderr).toMatch(/--repeats must be a whole number/);
  });

  it('exits 2 before any agent call when a --resume file has a line that is not a run, naming file and line', async () => {
    const out = await tempDir();
    expect((await run('--suites', 'suites/demo-tools.yaml', '--out', out)).code).toBe(0);
    const log = join(out, 'results.jsonl');
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    // A hand edit that breaks a run: its turns are no longer a list.
    const edited = JSON.parse(lines[1]!);
    edited.run.turns = 'none';
    lines[1] = JSON.stringify(edited);
    writeFileSync(log, `${lines.join('\n')}\n`);
    const r = await run(
      '--suites',
      'suites/demo-tools.yaml',
      '--target',
      'http://127.0.0.1:9',
      '--out',
      join(out, 'again'),
      '--resume',
      log,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--resume ${log}:2: not a run of agent-eval run (run.turns: `);
    expect(existsSync(join(out, 'again', 'results.json'))).toBe(false);
  });

  it('fails the gate (exit 1) against a baseline when a branch of the flow is broken', async () => {
    const dir = await tempDir();
    const suite = ['--suites', 'suites/demo-routing.yaml', '--repeats', '5'];
    const good = await startReferenceAgent({});
    closers.push(good.close);
    const baseRun = await run(...suite, '--target', good.url, '--out', join(dir, 'base'));
    expect(baseRun.code, baseRun.stderr).toBe(0);
    const broken = await startReferenceAgent({ misroute: { opt_2: 'conv_1' } });
    closers.push(broken.close);
    const head = await run(...suite, '--target', broken.url, '--out', join(dir, 'head'), '--baseline', join(dir, 'base', 'results.json'));
    expect(head.code).toBe(1);
    const comparison = JSON.parse(readFileSync(join(dir, 'head', 'comparison.json'), 'utf8'));
    expect(comparison.verdict).toBe('fail');
    expect(comparison.suites[0].verdict).toBe('regressed');
    for (const f of ['report.md', 'report.html', 'junit.xml']) expect(existsSync(join(dir, 'head', f))).toBe(true);
  });

  it('--repeats auto: stable tests stop at the minimum, and every run is in results.json, results.jsonl and the summary', async () => {
    const out = await tempDir();
    const r = await run('--suites', 'suites/demo-routing.yaml', '--repeats', 'auto:2-8', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Adaptive repeats: 2 per test, up to 8 where the verdict is still open');
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.run.adaptive).toMatchObject({ min: 2, max: 8, rounds: 1 });
    // The reference agent is deterministic: every test agrees with itself after 2 runs, so none gets more.
    for (const t of results.suites[0].tests) expect(t.runs).toHaveLength(2);
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n')).toHaveLength(results.counts.planned);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/adaptive repeats 2 to 8 \(1 round, \d+ agent calls\)/);
  });

  it('refuses --repeats auto with --shard, and a malformed --repeats, with exit 2', async () => {
    const shard = await run('--repeats', 'auto', '--shard', '1/2');
    expect(shard.code).toBe(2);
    expect(shard.stderr).toMatch(/--repeats auto cannot be combined with --shard/);
    const bad = await run('--repeats', 'auto:5-2');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/auto:MIN-MAX/);
  });
});

// A model-backed simulated user: the demo's simulated suite against the built-in reference agent,
// the simulator a loopback OpenAI-compatible server reached through --simulator-* (or the
// AGENT_EVAL_SIMULATOR_* variables). The key never reaches a report.
const KEY = 'sk-simulator-secret-0123456789';
let server: FakeOpenAiServer;

/** A scripted user: the option toward each demo test's goal, by what the agent just said. */
function scriptedUser(body: { messages: { role: string; content: string }[] }) {
  const last = body.messages.at(-1)!.content;
  if (last.startsWith('(The conversation starts')) return content('Hello');
  if (/closed the conversation/.test(last)) return toolCall('end_conversation', { reason: 'done' });
  if (/How can I help/.test(last))
    return content(
      /refund/i.test(body.messages[0]!.content)
        ? 'Billing'
        : /technician/i.test(body.messages[0]!.content)
          ? 'Technical support'
          : 'Cancel my subscription',
    );
  if (/Technical support here/.test(last)) return content('Book a technician');
  if (/Shall I book the visit/.test(last)) return content('Yes, book it');
  if (/Billing here/.test(last)) return content('Refund an order');
  if (/order number/.test(last)) return content('My order number is AB-12345 and my email is ana@example.com');
  if (/50% off/.test(last)) return content('Accept the discount');
  return toolCall('end_conversation', { reason: 'lost' });
}

describe('agent-eval run with a model-backed simulator', () => {
  beforeEach(async () => {
    server = await startFakeOpenAi({ chat: scriptedUser });
  });
  afterEach(async () => {
    await server.close();
  });

  it('plays the simulated tests through the model named by --simulator-model, counts its tokens apart, and never shows its key', async () => {
    const out = await tempDir();
    const run = await agentEval(
      [
        'run',
        '--suites',
        'suites/demo-simulated.yaml',
        '--repeats',
        '1',
        '--out',
        out,
        '--simulator-model',
        'sim-model',
        '--simulator-base-url',
        server.baseURL,
      ],
      { env: { AGENT_EVAL_SIMULATOR_API_KEY: KEY } },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain(KEY);
    expect(server.chatRequests().every((r) => r.body.model === 'sim-model' && r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8'));
    const runs = results.suites[0].tests.flatMap((t: { runs: unknown[] }) => t.runs);
    expect(runs.map((r: { ending: string }) => r.ending)).toEqual(['goal_reached', 'goal_reached', 'goal_reached']);
    expect(results.simulator).toMatchObject({ calls: server.chatRequests().length, models: ['sim-model'] });
    expect(runs[0].turns[0].user_input).toBe('Hello');
    expect(run.stdout).toContain('simulated tests (3):');
    for (const file of await readdir(out, { recursive: true })) {
      const text = await readFile(join(out, file), 'utf8').catch(() => '');
      expect(text, file).not.toContain(KEY);
    }
    expect(run.stdout).not.toContain(KEY);
  });
});
