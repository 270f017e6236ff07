// The simulated user's model server: its own flags (or action inputs, or AGENT_EVAL_SIMULATOR_*
// variables) first, then the judge's key and base URL, so one OpenAI-compatible key serves both.
import { join } from 'node:path';
import type { JudgeConfig } from '../judge/config.ts';

/** The folder of the simulator's replies inside the judge's cache folder (kept and restored with it). */
export const SIMULATOR_CACHE_FOLDER = 'simulator-replies';

/** Used when a test's `simulator` names no model and no --simulator-model is given, but a model simulator is asked for. */
export const DEFAULT_SIMULATOR_MODEL = 'gpt-4.1-mini';
/** A simulator samples: a user does not say the same thing every time. */
export const DEFAULT_SIMULATOR_TEMPERATURE = 0.7;

export interface SimulatorFlags {
  apiKey?: string | null | undefined;
  baseUrl?: string | null | undefined;
  model?: string | null | undefined;
}

export interface SimulatorConfig {
  /** null: no model server, so only the built-in simulator runs. */
  apiKey: string | null;
  /** null: the OpenAI API. */
  baseURL: string | null;
  /** --simulator-model: wins over every test's simulator.model, and makes the model simulator the default. */
  model: string | null;
  /** The judge's deadline and retries: a simulator request is guarded like a judge request. */
  timeoutMs: number;
  maxRetries: number;
  /** Where replies are kept between runs (beside the judge's verdicts); null: for this run only. */
  cacheDir: string | null;
}

export function resolveSimulatorConfig(
  flags: SimulatorFlags,
  judge: Pick<JudgeConfig, 'apiKey' | 'baseURL' | 'timeoutMs' | 'maxRetries' | 'cacheDir'>,
): SimulatorConfig {
  return {
    apiKey: text(flags.apiKey) ?? judge.apiKey,
    baseURL: text(flags.baseUrl) ?? judge.baseURL,
    model: text(flags.model),
    timeoutMs: judge.timeoutMs,
    maxRetries: judge.maxRetries,
    cacheDir: judge.cacheDir === null ? null : join(judge.cacheDir, SIMULATOR_CACHE_FOLDER),
  };
}

/** The action passes unset inputs as empty strings: treat them as unset. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
