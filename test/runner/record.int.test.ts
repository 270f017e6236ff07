// recordRun, the way `agent-eval run` records a run: results.jsonl as runs finish, results.json
// streamed from it at the end. It must write exactly what the whole results object in memory would
// give, and its summary must tell the reports what the whole results would.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAgentClient } from '../../src/agent/client.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { maskSecrets, memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import { renderRunSummary } from '../../src/report/markdown.ts';
import { finishedRunsFromJsonl, parseResults, ResultsFileError } from '../../src/results/read.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { recordRun } from '../../src/runner/record.ts';
import { jsonPieces, StreamedArray, StreamedObject } from '../../src/results/write.ts';
import { runSuites, type RunOptions, type RunPorts } from '../../src/runner/run.ts';
import { summarizeResults } from '../../src/results/summary.ts';
import { renderRunEnd } from '../../src/report/terminal.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { plannedFromFiles, plannedSuite, runOptions } from '../helpers/planned-suites.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SECRET = 'sk-record-test-secret';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-record-'));
  closers.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The demo suites, plus a suite with tags and the secret in a user message (so in the records). */
async function suites(): Promise<PlannedSuite[]> {
  const loaded = await loadSuites(['suites/'], { cwd: ROOT });
  expect(loaded.errors).toEqual([]);
  const tagged = plannedSuite(
    {
      suite_id: 'tagged',
      tests: [
        {
          test_id: 'secret',
          tags: ['smoke'],
          initial_node_id: 'start',
          turns: [{ turn_id: 't1', user_input: `my key is ${SECRET}`, expected: { assistant_contains: ['help'] } }],
        },
      ],
    },
    { testHashes: { secret: 'hs' } },
  );
  return [...plannedFromFiles(loaded), tagged];
}

/** Four runs of each test, one at a time, of commit abc123; the secret in the recorded target too: masked in every file. */
const options = (target: string, overrides: Partial<RunOptions> = {}) =>
  runOptions({ concurrency: 1, repeats: 4, target: `${target}?token=${SECRET}`, commit: 'abc123', ...overrides });

function ports(target: string, abortAfter?: number): RunPorts {
  const controller = new AbortController();
  let finished = 0;
  return {
    client: createAgentClient({ target, transport: 'http', timeoutMs: 5000, retries: 1, backoffMs: 1 }),
    judge: createJudge(resolveJudgeConfig({}, {})),
    logger: memoryLogger(),
    now: () => Date.parse('2026-01-02T03:04:05Z'),
    signal: controller.signal,
    onRunFinished: () => {
      finished += 1;
      if (finished === abortAfter) controller.abort();
    },
  };
}

/**
 * A real run with faults (errored, failed, flaky runs, retry warnings, checks skipped without a
 * judge), then the same runs replayed through both paths from its results.jsonl, so both see the
 * same records and the same clock, and no conversation is sent again.
 */
async function replayBothWays(abortAfter?: number) {
  const agent = await startReferenceAgent({ errorRate: 0.15, nondeterministicRate: 0.3, seed: 5 });
  closers.push(agent.close);
  const planned = await suites();
  const played = await tempDir();
  const first = await recordRun(planned, options(agent.url), ports(agent.url), { outDir: played, secrets: [SECRET] });
  const log = join(played, 'results.jsonl');
  const text = await readFile(log, 'utf8');
  // Fresh records for each path.
  const resume = () => finishedRunsFromJsonl(text, log);

  const inMemory = await runSuites(planned, options(agent.url, { resume: resume() }), ports(agent.url, abortAfter));
  const out = await tempDir();
  const streamed = await recordRun(planned, options(agent.url, { resume: resume() }), ports(agent.url, abortAfter), {
    outDir: out,
    secrets: [SECRET],
  });
  return { first, inMemory, streamed, out };
}

/** The run ids are random: the same one on both sides. */
const sameId = (text: string, id: string) => text.replace(/"id": "[^"]*"/, `"id": "${id}"`);

describe('recordRun', () => {
  it('writes results.json byte for byte as JSON.stringify of the whole results would, secrets masked', async () => {
    const { first, inMemory, streamed, out } = await replayBothWays();
    const codes = new Set(inMemory.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.codes))));
    // The run exercised what results.json carries beyond plain passes.
    expect(codes).toContain('FLAKY');
    expect(codes).toContain('ENGINE_ERROR');
    expect(inMemory.suites.some((s) => s.tests.some((t) => t.tags))).toBe(true);
    expect(first.summary.counts.planned).toBe(inMemory.counts.planned);

    const written = await readFile(streamed.resultsPath, 'utf8');
    const expected = maskSecrets(`${JSON.stringify(inMemory, null, 2)}\n`, [SECRET]);
    expect(sameId(written, 'x')).toBe(sameId(expected, 'x'));
    expect(written).not.toContain(SECRET);
    expect(written).toContain('***');
    expect(parseResults(written, streamed.resultsPath).counts).toEqual(inMemory.counts);
    // Only the two files, no temporary file left behind.
    expect((await readdir(out)).sort()).toEqual(['results.json', 'results.jsonl']);
  });

  it('an interrupted run: the unfinished runs are skipped in results.json, as in memory', async () => {
    const { inMemory, streamed } = await replayBothWays(7);
    expect(inMemory.run.complete).toBe(false);
    expect(inMemory.counts.skipped).toBeGreaterThan(0);
    const written = await readFile(streamed.resultsPath, 'utf8');
    expect(sameId(written, 'x')).toBe(sameId(maskSecrets(`${JSON.stringify(inMemory, null, 2)}\n`, [SECRET]), 'x'));
    expect(streamed.summary.warnings[0]).toMatch(/^run interrupted/);
    // results.jsonl holds the finished runs only.
    const lines = (await readFile(streamed.runLogPath, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(inMemory.counts.planned - inMemory.counts.skipped);
  });

  it('returns a summary from which the table and report.md come out as from the whole results', async () => {
    const { inMemory, streamed } = await replayBothWays();
    const whole = JSON.parse(await readFile(streamed.resultsPath, 'utf8')) as Results;
    expect(streamed.summary).toEqual({ ...summarizeResults(whole), run: streamed.summary.run });
    const table = renderRunEnd(streamed.summary);
    expect(table).toBe(renderRunEnd(summarizeResults(inMemory)));
    // Counted independently from the whole results.
    for (const suite of whole.suites) {
      const runs = suite.tests.flatMap((t) => t.runs);
      const n = (o: string) => runs.filter((r) => r.outcome === o).length;
      expect(table).toMatch(
        new RegExp(
          `^${suite.suite_id} +${suite.tests.length} +${runs.length} +${n('passed')} +${n('failed')} +${n('errored')} +${n('skipped')} `,
          'm',
        ),
      );
    }
    const skipped = whole.suites.flatMap((s) =>
      s.tests.flatMap((t) => t.runs.flatMap((r) => [...r.turns.flatMap((turn) => turn.assertions), ...r.final.assertions])),
    );
    const judgeSkips = skipped.filter((a) => a.status === 'skipped' && a.reason === 'skipped: no judge configured').length;
    expect(judgeSkips).toBeGreaterThan(0);
    expect(table).toContain(`not checked: ${skipped.filter((a) => a.status === 'skipped').length} assertion(s) skipped (`);
    expect(table).toContain(`${judgeSkips}× skipped: no judge configured`);
    expect(table).toMatch(/FLAKY×\d+/);
    const report = renderRunSummary(streamed.summary);
    expect(report).toBe(renderRunSummary(summarizeResults({ ...whole, run: streamed.summary.run })));
    expect(report).toContain('Checks not run');
    expect(report).toMatch(/retried/); // a turn warning, kept by the summary without the turns
    expect(report).toMatch(/\d+ failed runs · \d+ errored runs?<\/b>/);
  });
});

describe('jsonPieces', () => {
  it('writes what JSON.stringify(value, null, 2) writes: nesting, empty lists and objects, undefined left out', async () => {
    const value = { a: 1, b: undefined, c: [], d: [{ e: 'two\nlines', f: [], g: { h: [1, 2] } }, 'x'], i: {}, j: null };
    async function* items() {
      yield new StreamedObject([
        ['e', 'two\nlines'],
        ['f', new StreamedArray([])],
        ['g', { h: [1, 2] }],
      ]);
      yield 'x';
    }
    const streamed = new StreamedObject([
      ['a', 1],
      ['b', undefined],
      ['c', new StreamedArray([])],
      ['d', new StreamedArray(items())],
      ['i', new StreamedObject([])],
      ['j', null],
    ]);
    let text = '';
    for await (const piece of jsonPieces(streamed)) text += piece;
    expect(text).toBe(JSON.stringify(value, null, 2));
  });
});

describe('--resume files', () => {
  const path = '/runs/results.jsonl';
  const line = (conversationId: string, outcome = 'passed') =>
    JSON.stringify({
      suite_id: 's',
      test_id: 't',
      run: { repeat: 0, conversation_id: conversationId, outcome, codes: [], duration_ms: 1, turns: [], final: { assertions: [] } },
    });

  it('keeps the finished runs and drops a last line cut short by a killed run', () => {
    const runs = finishedRunsFromJsonl(`${line('a')}\n${line('b', 'skipped')}\n${line('c').slice(0, 40)}`, path);
    expect([...runs.keys()]).toEqual(['a']);
  });

  it('names the file and line of a hand-edited run that is not a run', () => {
    const edited = line('b').replace('"outcome":"passed"', '"outcome":"great"');
    expect(() => finishedRunsFromJsonl(`${line('a')}\n${edited}\n${line('c')}\n`, path)).toThrow(ResultsFileError);
    expect(() => finishedRunsFromJsonl(`${line('a')}\n${edited}\n${line('c')}\n`, path)).toThrow(
      /^\/runs\/results\.jsonl:2: not a run of agent-eval run \(run\.outcome: /,
    );
    expect(() => finishedRunsFromJsonl(`${line('a')}\n{not json\n${line('c')}\n`, path)).toThrow(
      /^\/runs\/results\.jsonl:2: not valid JSON/,
    );
  });
});
