// Reading a folder of earlier baselines into each test's batches: carried-over suites count once,
// only the newest files are used, and a file that is not a results file is named with the fix.
import { truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  dependenceOfHistory,
  gateDependence,
  historyBatches,
  historyLine,
  MAX_HISTORY_FILE_BYTES,
  MAX_HISTORY_FILES,
  readBaselineHistory,
  readHistoryDependence,
  testKey,
} from '../../src/results/history.ts';
import type { Results, SuiteResult } from '../../src/results/results-schema.ts';
import { gateRho, NO_HISTORY_RHO } from '../../src/stats/history-dependence.ts';
import { results, suite, test } from '../helpers/results.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** A baseline of commit number `n`, started on day n of November 2026. */
const baseline = (n: number, suites: SuiteResult[]): Results =>
  results(suites, { commit: `c${n}`, run: { id: `run-${n}`, started_at: new Date(Date.UTC(2026, 10, 1 + n)).toISOString() } });

const write = async (dir: string, name: string, value: unknown): Promise<void> => writeFile(join(dir, name), JSON.stringify(value));

/** 16 runs, `passed` of them passed. */
const runs = (passed: number): string => 'P'.repeat(passed) + 'F'.repeat(16 - passed);

describe('readBaselineHistory', () => {
  it("reads each test's batches from every results file of the folder", async () => {
    const dir = await tempDir('history');
    await write(dir, 'a.json', baseline(1, [suite('s', [test('t', runs(4)), test('u', 'PPPE')])]));
    await write(dir, 'b.json', baseline(2, [suite('s', [test('t', runs(12)), test('u', 'PPFS')])]));
    await writeFile(join(dir, 'notes.txt'), 'not read');
    const history = await readBaselineHistory(dir);
    expect(history.files).toEqual([join(dir, 'b.json'), join(dir, 'a.json')]);
    expect(history.older).toBe(0);
    expect(history.batches.get(testKey('s', 't'))!.map((b) => [b.passed, b.runs, b.run])).toEqual([
      [12, 16, 'run-2'],
      [4, 16, 'run-1'],
    ]);
    // Errored and skipped runs are not scored.
    expect(history.batches.get('s/u')!.map((b) => [b.passed, b.runs])).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it('keeps the newest MAX_HISTORY_FILES files by their run start time, whatever their names', async () => {
    const dir = await tempDir('history-newest');
    const count = MAX_HISTORY_FILES + 2;
    // Named so that the oldest sort first.
    for (let n = 0; n < count; n++) await write(dir, `${String(n).padStart(3, '0')}.json`, baseline(n, [suite('s', [test('t', 'PF')])]));
    const history = await readBaselineHistory(dir);
    expect(history.files).toHaveLength(MAX_HISTORY_FILES);
    expect(history.older).toBe(2);
    const used = new Set(history.batches.get('s/t')!.map((b) => b.run));
    expect(used.has('run-0')).toBe(false);
    expect(used.has('run-1')).toBe(false);
    expect(used.has(`run-${count - 1}`)).toBe(true);
  });

  it('names a file that is not a results file, and the fix', async () => {
    const dir = await tempDir('history-bad');
    await write(dir, 'a.json', baseline(1, [suite('s', [test('t', 'PF')])]));
    await write(dir, 'comparison.json', { schema: 'agent-eval/comparison@1' });
    await expect(readBaselineHistory(dir)).rejects.toThrow(
      `${join(dir, 'comparison.json')}: schema is "agent-eval/comparison@1", expected "agent-eval/results@1"`,
    );
    await expect(readBaselineHistory(dir)).rejects.toThrow(
      `a baseline history folder holds only results files of earlier baselines (such as baselines/ of the agent-eval-baselines branch): move ${join(dir, 'comparison.json')} out of the folder`,
    );
  });

  it("points from the baselines branch's index to its baselines/ folder", async () => {
    const dir = await tempDir('history-branch');
    await write(dir, 'index.json', { schema: 'agent-eval/baseline-index@1', baselines: [] });
    await expect(readBaselineHistory(dir)).rejects.toThrow(
      `${join(dir, 'index.json')}: the baselines branch's index, not a results file; give its baselines/ folder instead`,
    );
  });

  it('refuses a file over the size limit before reading it', async () => {
    const dir = await tempDir('history-large');
    const path = join(dir, 'huge.json');
    await writeFile(path, '');
    await truncate(path, MAX_HISTORY_FILE_BYTES + 1); // sparse: no disk space taken
    await expect(readBaselineHistory(dir)).rejects.toThrow(`${path}: ${MAX_HISTORY_FILE_BYTES + 1} bytes, over the 100 MiB`);
  });

  it('names a folder it cannot read', async () => {
    const dir = join(await tempDir('history-missing'), 'nowhere');
    await expect(readBaselineHistory(dir)).rejects.toThrow(`${dir}: cannot read the baseline history folder (ENOENT)`);
  });
});

describe('readHistoryDependence', () => {
  /** Steady tests that give the check a pooled estimate. */
  const steady = (n: number): SuiteResult => suite('steady', [test('a', runs(12 + (n % 2))), test('b', runs(8 + (n % 3)))]);

  it('counts a suite carried over into later baselines once, and gives every head test a rho', async () => {
    const dir = await tempDir('history-carried');
    await write(dir, '1.json', baseline(1, [suite('s', [test('t', runs(0))]), steady(1)]));
    await write(dir, '2.json', baseline(2, [suite('s', [test('t', runs(16))]), steady(2)]));
    // Later pushes that did not rerun suite s copy its batch of run-2 forward.
    for (const n of [3, 4, 5])
      await write(
        dir,
        `${n}.json`,
        baseline(n, [{ ...suite('s', [test('t', runs(16))]), carried_from: { commit: 'c2', run_id: 'run-2' } }, steady(n)]),
      );
    const head = results([suite('s', [test('t', runs(16)), test('new', runs(8))]), steady(9)]);
    const { dependence, history } = await readHistoryDependence(dir, { head });
    expect(history.batches.get('s/t')).toHaveLength(5);
    const t = dependence.tests.get('s/t')!;
    expect(t.batches).toBe(2);
    expect(t.own!.batches).toBe(2);
    expect(dependence.tests.get('steady/a')!.batches).toBe(5);
    expect(dependence.tests.get('s/new')).toMatchObject({ batches: 0, source: 'check history', rho: dependence.pooled });
  });

  it("counts only the batches of the head's spec of a test", async () => {
    const dir = await tempDir('history-spec');
    for (const n of [1, 2, 3, 4])
      await write(
        dir,
        `${n}.json`,
        baseline(n, [suite('s', [test('t', runs(n % 2 === 0 ? 16 : 0), { specHash: n <= 2 ? 'old' : 'new' })])]),
      );
    const head = results([suite('s', [test('t', runs(10), { specHash: 'new' })])]);
    const { dependence } = await readHistoryDependence(dir, { head });
    expect(dependence.tests.get('s/t')!.batches).toBe(2);
  });

  it('adds the baseline compared with, once if the folder holds it too', async () => {
    const dir = await tempDir('history-base');
    const first = baseline(1, [suite('s', [test('t', runs(3))])]);
    const base = baseline(2, [suite('s', [test('t', runs(13))])]);
    await write(dir, '1.json', first);
    await write(dir, '2.json', base);
    const head = results([suite('s', [test('t', runs(10))])]);
    const inFolder = await readHistoryDependence(dir, { head, base });
    expect(inFolder.dependence.tests.get('s/t')!.batches).toBe(2);
    const other = baseline(3, [suite('s', [test('t', runs(9))])]);
    expect((await readHistoryDependence(dir, { head, base: other })).dependence.tests.get('s/t')!.batches).toBe(3);
  });

  it('assumes NO_HISTORY_RHO for every head test when the folder holds no baseline', async () => {
    const dir = await tempDir('history-empty');
    const head = results([suite('s', [test('t', runs(10))])]);
    const { dependence } = await readHistoryDependence(dir, { head });
    expect(dependence.tests.get('s/t')).toMatchObject({ rho: NO_HISTORY_RHO, source: 'assumed' });
  });
});

describe('gateDependence and historyLine', () => {
  const head = results([suite('s', [test('swing', runs(8)), test('steady', runs(8)), test('new', runs(8))])]);
  /** Three baselines' batches: swing 0, 16, 0 of 16; steady 8, 9, 8. */
  const history = historyBatches(
    [0, 1, 2].map((n) => batchesOf(baseline(n, [suite('s', [test('swing', runs(n === 1 ? 16 : 0)), test('steady', runs(8 + (n % 2)))])]))),
  );

  it("gives each head test its upper bound, and a test without history the check's", () => {
    const dependence = dependenceOfHistory(history, { head });
    const rho = gateDependence(dependence);
    expect([...rho.keys()].sort()).toEqual(['s/new', 's/steady', 's/swing']);
    for (const [key, t] of dependence.tests) expect(rho.get(key)).toBe(gateRho(t));
    expect(rho.get('s/swing')!).toBeGreaterThan(rho.get('s/steady')!);
    expect(dependence.tests.get('s/new')!.source).toBe('check history');
  });

  it("leaves out a test the history says nothing about, which then allows for the check's own estimate", () => {
    const allPassed = historyBatches([0, 1].map((n) => batchesOf(baseline(n, [suite('s', [test('steady', runs(16))])]))));
    const dependence = dependenceOfHistory(allPassed, { head });
    expect(dependence.tests.get('s/steady')?.source).toBe('assumed');
    expect(gateDependence(dependence).size).toBe(0);
  });

  it('says where each rho came from in one line', () => {
    const dependence = dependenceOfHistory(history, { head });
    expect(historyLine(dependence)).toBe(
      `within-side dependence from 6 baseline batches: 2 tests from their own, 1 from the check's (ρ̂ = ${dependence.pooled!.toFixed(3)}); each test allows for its upper 95% bound`,
    );
    expect(historyLine(dependenceOfHistory(new Map(), { head }))).toBe(
      `within-side dependence from 0 baseline batches: 0 tests from their own, 0 from the check's, 3 with no history that says anything (the check's own estimate); each test allows for its upper 95% bound`,
    );
  });
});
