// The agent-eval command line in this process: the same main() the binary runs, with its output
// captured. Spawning bin/agent-eval.js is kept for the tests about the process itself.
import { join } from 'node:path';
import { main } from '../../src/cli.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'agent-eval.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** The working directory (default: the repository root, as `npx agent-eval` there). */
  cwd?: string;
  /** The whole environment the command sees (default: none, so no variable of the machine leaks in). */
  env?: NodeJS.ProcessEnv;
  /** Aborting it is what SIGINT or SIGTERM does to the process. */
  signal?: AbortSignal;
}

/** Runs `agent-eval ...argv` and resolves with its exit code and what it printed. */
export async function agentEval(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: options.env ?? {},
    cwd: options.cwd ?? ROOT,
    isTty: false,
    signal: options.signal ?? new AbortController().signal,
  });
  return { code, stdout, stderr };
}
