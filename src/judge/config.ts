// Judge configuration: command-line flags (or action inputs) first, then the standard OpenAI
// environment variables, so Azure OpenAI, OpenRouter, vLLM or any compatible server works.
import type { JudgePanelRule } from './types.ts';

/** Built-in models, used only when neither the command line nor the suite names one. */
export const DEFAULT_JUDGE_MODEL = 'gpt-4.1';
export const DEFAULT_JUDGE_FALLBACK_MODEL = 'gpt-4.1-mini';
export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';
/** Per attempt: a judge that never answers costs this, once more on the one retry, then the breaker opens. */
export const DEFAULT_JUDGE_TIMEOUT_MS = 30_000;
export const DEFAULT_JUDGE_MAX_RETRIES = 2;

/** What the CLI or the action collected; unset and empty values fall through to the environment. */
export interface JudgeFlags {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
  fallbackModel?: string | undefined;
  /** --judge-panel: two or more models asked every question (panel.ts); unset or empty: no panel from the command line. */
  panel?: readonly string[] | undefined;
  /** --judge-panel-rule: how the panel's verdicts combine, overriding the suite's rule. */
  panelRule?: JudgePanelRule | undefined;
  embeddingModel?: string | undefined;
  maxCalls?: number | undefined;
  maxTokens?: number | undefined;
  /** Verdict cache directory; the caller defaults it to `<report dir>/judge-cache`. */
  cacheDir?: string | undefined;
  maxRetries?: number | undefined;
  timeoutMs?: number | undefined;
}

export interface JudgeConfig {
  /** No key means no judge: judge checks are reported as skipped. */
  apiKey: string | null;
  /** null: the OpenAI API. */
  baseURL: string | null;
  /** Override the suite's defaults.llm_judge.model / fallback_model (null: the suite decides). */
  model: string | null;
  fallbackModel: string | null;
  /** A judge panel overriding the suites' (null: the suite decides); its rule, overriding the suite's (null: the suite's, else majority). */
  panelModels: string[] | null;
  panelRule: JudgePanelRule | null;
  embeddingModel: string;
  /** Budget: judge checks past it are `skipped: budget` (null: unlimited). */
  maxCalls: number | null;
  maxTokens: number | null;
  /** null: verdicts are remembered for this process only. */
  cacheDir: string | null;
  /** Retries of 408, 409, 429 and 5xx with backoff; a timeout or a lost connection is retried once. */
  maxRetries: number;
  /** Deadline of one attempt of one request. */
  timeoutMs: number;
  /** Sent with every judge request (with temperature 0) for reproducible verdicts. */
  seed: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export function resolveJudgeConfig(flags: JudgeFlags, env: Env): JudgeConfig {
  return {
    apiKey: text(flags.apiKey) ?? text(env.OPENAI_API_KEY),
    baseURL: text(flags.baseUrl) ?? text(env.OPENAI_BASE_URL),
    model: text(flags.model),
    fallbackModel: text(flags.fallbackModel),
    panelModels: panelModels(flags.panel),
    panelRule: flags.panelRule ?? null,
    embeddingModel: text(flags.embeddingModel) ?? DEFAULT_EMBEDDING_MODEL,
    maxCalls: flags.maxCalls ?? null,
    maxTokens: flags.maxTokens ?? null,
    cacheDir: text(flags.cacheDir),
    maxRetries: flags.maxRetries ?? DEFAULT_JUDGE_MAX_RETRIES,
    timeoutMs: flags.timeoutMs ?? DEFAULT_JUDGE_TIMEOUT_MS,
    seed: 0,
  };
}

function panelModels(models: readonly string[] | undefined): string[] | null {
  const named = (models ?? []).map((m) => m.trim()).filter((m) => m !== '');
  return named.length > 0 ? named : null;
}

/** The action passes unset inputs as empty strings: treat them as unset. */
function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
