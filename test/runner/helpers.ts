// Runs of planned suites against real agents over the real client: the reference agent (closed after
// each test of a file that calls useClosers()), the demo suites of suites/, and what a run recorded.
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import type { JudgeGating } from '../../src/judge/gating.ts';
import { memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent, type ReferenceAgentOptions } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/results-schema.ts';
import type { PlannedSuite } from '../../src/runner/plan.ts';
import { runSuites, type RunOptions } from '../../src/runner/run.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { plannedFromFiles, runOptions } from '../helpers/planned-suites.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** What to close after each test of the calling file, last opened first. */
export function useClosers(): (() => Promise<void>)[] {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!();
  });
  return closers;
}

/** The reference agent's URL, closed with `closers`. */
export async function referenceAgent(closers: (() => Promise<void>)[], options: ReferenceAgentOptions = {}): Promise<string> {
  const a = await startReferenceAgent(options);
  closers.push(a.close);
  return a.url;
}

/** The suites of suites/, as the runner is handed them. */
export async function demoSuites(): Promise<PlannedSuite[]> {
  const loaded = await loadSuites(['suites/'], { cwd: ROOT });
  expect(loaded.errors).toEqual([]);
  return plannedFromFiles(loaded);
}

/** A plain run against `target` (runOptions), with `overrides`. */
export const options = (target: string, overrides: Partial<RunOptions> = {}) => runOptions({ target, ...overrides });

/**
 * The suites run against `opts.target` over the real client (2 retries, 5 s a turn unless given), judged by the judge at `judgeUrl` if
 * any; with `judgeGating`, judge checks gate only where it says.
 */
export async function run(
  suites: PlannedSuite[],
  opts: RunOptions,
  client: { timeoutMs?: number; retries?: number; judgeUrl?: string; judgeGating?: JudgeGating } = {},
  signal = new AbortController().signal,
): Promise<Results> {
  const judge = createJudge(resolveJudgeConfig(client.judgeUrl ? { apiKey: 'sk-test', baseUrl: client.judgeUrl, maxRetries: 0 } : {}, {}));
  return runSuites(suites, opts, {
    client: createAgentClient({
      target: opts.target,
      transport: opts.transport,
      timeoutMs: client.timeoutMs ?? 5000,
      retries: client.retries ?? 2,
      backoffMs: 1,
    }),
    judge,
    logger: memoryLogger(),
    now: Date.now,
    signal,
    judgeGating: client.judgeGating,
  });
}

export const allRuns = (r: Results) => r.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
export const codesOf = (r: Results) => new Set(allRuns(r).flatMap((run) => run.codes));
