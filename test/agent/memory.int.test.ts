// A hostile WebSocket agent against the real CLI process: one 50 MiB result frame, and an event
// stream that never ends. Both turns are ENGINE_ERROR saying which limit, and the process's peak
// memory stays bounded (a spawned process, because memory is about the whole process).
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/results-schema.ts';
import { type FakeAgent, type FakeRequest, okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { BIN } from '../helpers/cli.ts';
import { tempDir } from '../telemetry/helpers.ts';

const MAX_PEAK_RSS_MB = 300;

const SUITE = `version: v1
suite_id: hostile_ws
tests:
  - test_id: huge_frame
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello
  - test_id: endless_events
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello
`;

// Loaded into the child before the CLI: the kernel's peak resident set size, written at exit.
const PEAK_REPORTER = `import { writeFileSync } from 'node:fs';
process.on('exit', () => writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS)));
`;

describe('the CLI against a WebSocket agent that floods it', () => {
  let fake: FakeAgent;
  let dir = '';
  beforeEach(async () => {
    fake = await startFakeAgent();
    dir = await tempDir('ws-flood');
  });
  afterEach(async () => {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`fails a 50 MiB result frame and an endless event stream with ENGINE_ERROR, peaking under ${MAX_PEAK_RSS_MB} MB`, async () => {
    const huge = okResult({ assistant_message: 'x'.repeat(50 * 1024 * 1024) });
    const hostile = (request: FakeRequest) =>
      (request.body.test as { test_id: string }).test_id === 'huge_frame' ? { body: huge } : { endless: { type: 'text', text: 'more' } };
    fake.reply(hostile, hostile);
    await writeFile(join(dir, 'suite.yaml'), SUITE);
    await writeFile(join(dir, 'peak.mjs'), PEAK_REPORTER);
    const out = join(dir, 'report');
    const target = `${fake.url.replace('http:', 'ws:')}/`;

    const child = spawn(
      process.execPath,
      [
        '--import',
        pathToFileURL(join(dir, 'peak.mjs')).href,
        BIN,
        'run',
        '--target',
        target,
        '--transport',
        'ws',
        '--retries',
        '0',
        // One conversation: the flood is about what a single turn can cost.
        '--repeats',
        '1',
        '--out',
        out,
        join(dir, 'suite.yaml'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PEAK_RSS_FILE: join(dir, 'peak') } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code, stderr).toBe(1);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const runs = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.runs[0]!]));
    expect(runs.huge_frame).toMatchObject({ outcome: 'errored', codes: ['ENGINE_ERROR'] });
    expect(runs.huge_frame?.turns[0]?.error?.message).toContain('sent a message larger than the 10 MiB a reply may have');
    expect(runs.endless_events).toMatchObject({ outcome: 'errored', codes: ['ENGINE_ERROR'] });
    expect(runs.endless_events?.turns[0]?.error?.message).toContain('sent more than 10000 messages in one turn');

    const peakMb = Number(await readFile(join(dir, 'peak'), 'utf8')) / 1024;
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThan(MAX_PEAK_RSS_MB);
  }, 60_000);
});
