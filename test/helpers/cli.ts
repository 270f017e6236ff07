// The agent-eval command line in this process: the same main() the binary runs, with its output
// captured. Spawning bin/agent-eval.js is kept for the tests about the process itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { main } from '../../src/cli.ts';
import type { CriterionCalibration } from '../../src/judge/calibration-store.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { writeCalibration } from './calibration.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'agent-eval.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Everything printed, in order: the command's streams and, with `captureProcess`, any direct write to the process's. */
  output: string;
}

export interface CliOptions {
  /** The working directory (default: the repository root, as `npx agent-eval` there). */
  cwd?: string;
  /** The whole environment the command sees (default: none, so no variable of the machine leaks in). */
  env?: NodeJS.ProcessEnv;
  /** Aborting it is what SIGINT or SIGTERM does to the process. */
  signal?: AbortSignal;
  /** Also capture what anything writes to process.stdout and process.stderr (a leak check must see every line). */
  captureProcess?: boolean;
  /** The command's clock (default: the wall clock). */
  now?: () => number;
}

/** Runs `agent-eval ...argv` and resolves with its exit code and what it printed. */
export async function agentEval(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  let output = '';
  const streams = options.captureProcess ? ([process.stdout, process.stderr] as const) : [];
  const writes = streams.map((s) => s.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      output += String(chunk);
      return true;
    }) as typeof stream.write;
  }
  try {
    const code = await main(argv, {
      stdout: (text) => ((stdout += text), (output += text)),
      stderr: (text) => ((stderr += text), (output += text)),
      env: options.env ?? {},
      cwd: options.cwd ?? ROOT,
      isTty: false,
      signal: options.signal ?? new AbortController().signal,
      ...(options.now ? { now: options.now } : {}),
    });
    return { code, stdout, stderr, output };
  } finally {
    streams.forEach((s, i) => (s.write = writes[i]!));
  }
}

/** Where a judged run plays: the agent, the OpenAI-compatible judge server, a scratch folder and the suite file in it. */
export interface JudgedRunSetup {
  agent: { url: string };
  openai: { baseURL: string };
  dir: string;
  suite: string;
}

/**
 * `agent-eval run` of the setup's suite with the judge at its server (key `key`, model judge-model,
 * the cache in dir/cache), writing dir/`out`; what it printed and the results.json it wrote. With
 * `calibration`, the judge calibration file it gates on (dir/judge-calibration.json); without, none.
 */
export async function runJudged(
  s: JudgedRunSetup,
  {
    key,
    out,
    transport = 'http',
    calibration = [],
  }: { key: string; out: string; transport?: 'http' | 'ws'; calibration?: CriterionCalibration[] },
): Promise<{ code: number; stdout: string; results: Results }> {
  const calibrationPath = join(s.dir, 'judge-calibration.json');
  if (calibration.length > 0) await writeCalibration(calibrationPath, ...calibration);
  const r = await agentEval([
    'run',
    '--judge-calibration',
    calibrationPath,
    s.suite,
    '--target',
    s.agent.url,
    '--transport',
    transport,
    '--judge-api-key',
    key,
    '--judge-base-url',
    s.openai.baseURL,
    '--judge-model',
    'judge-model',
    '--judge-cache',
    join(s.dir, 'cache'),
    '--out',
    join(s.dir, out),
  ]);
  expect(r.stderr).not.toMatch(/internal error/);
  const results = JSON.parse(readFileSync(join(s.dir, out, 'results.json'), 'utf8')) as Results;
  return { code: r.code, stdout: r.stdout, results };
}
