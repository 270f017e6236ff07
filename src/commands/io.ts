// What a command needs from its process: streams, environment and working directory, so the
// commands can be run in-process by tests and by the action alike.
import { UserError } from '../errors.ts';

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when stdout is an interactive terminal (progress bar instead of periodic lines). */
  isTty: boolean;
  /** Aborted on SIGINT/SIGTERM: long commands stop, write what finished and exit non-zero. */
  signal: AbortSignal;
  /** The clock a baseline file's age is measured with; absent: Date.now. */
  now?: () => number;
}

/** Exit codes shared by every command: 0 success, 1 evaluation or gate failed, 2 usage/configuration error. */
export const EXIT_OK = 0;
export const EXIT_FAIL = 1;
export const EXIT_USAGE = 2;

/** A usage or configuration error: printed without a stack, exit code 2. */
export class UsageError extends UserError {
  override name = 'UsageError';
}
