// The seed's isolation controls: context.dry_run (run a turn without committing memory) and
// context.memory_pipeline (which memory stages run), set per run, per suite and per test.
import type { ExecuteRequest } from '../agent/types.ts';
import { MEMORY_STAGES, type MemoryPipelineSpec, type Suite, type SuiteTest } from '../suite/suite-schema.ts';

export type MemoryPipeline = ExecuteRequest['context']['memory_pipeline'];

/** Every memory stage on, as a real deployment runs them: what `agent-eval run` and the action send unless told otherwise. */
export const FULL_MEMORY_PIPELINE: MemoryPipeline = { enabled: true, stages: [...MEMORY_STAGES] };

/** A suite's memory_pipeline as the agent receives it: enabled without stages runs them all; disabled runs none. */
export function memoryPipelineOf(spec: MemoryPipelineSpec): MemoryPipeline {
  return spec.enabled ? { enabled: true, stages: [...(spec.stages ?? MEMORY_STAGES)] } : { enabled: false, stages: [] };
}

/**
 * `--memory-pipeline` / the `memory-pipeline` input: `off`, or the stages that run, comma-separated
 * (e.g. `facts,summarize`). Null when the text is neither.
 */
export function parseMemoryPipeline(text: string): MemoryPipeline | null {
  const t = text.trim().toLowerCase();
  if (t === 'off') return { enabled: false, stages: [] };
  const stages = t.split(',').map((s) => s.trim());
  const known: readonly string[] = MEMORY_STAGES;
  if (stages.some((s) => !known.includes(s))) return null;
  // In the seed's order, each once, whatever order they were written in.
  return { enabled: true, stages: MEMORY_STAGES.filter((s) => stages.includes(s)) };
}

/** What --memory-pipeline accepts, for the messages that refuse a value. */
export const MEMORY_PIPELINE_FORMS = `off, or stages from ${MEMORY_STAGES.join(', ')} separated by commas (e.g. facts,summarize)`;

/**
 * dry_run and memory_pipeline of one test: the test's own, else its suite's defaults, else the run's
 * (the CLI flag or action input, itself defaulting to a committing run with every memory stage).
 */
export function isolationFor(
  suite: Suite,
  test: SuiteTest,
  run: { dryRun: boolean; memoryPipeline: MemoryPipeline },
): Pick<ExecuteRequest['context'], 'dry_run' | 'memory_pipeline'> {
  const pipeline = test.memory_pipeline ?? suite.defaults?.memory_pipeline;
  return {
    dry_run: test.dry_run ?? suite.defaults?.dry_run ?? run.dryRun,
    memory_pipeline: pipeline === undefined ? run.memoryPipeline : memoryPipelineOf(pipeline),
  };
}
