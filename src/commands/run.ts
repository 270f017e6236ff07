// `agent-eval run`: load suites, play them against the agent (the built-in reference agent when no
// --target is given), stream results to disk, print the summary, and compare with --baseline.
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createAgentClient } from '../agent/client.ts';
import { loadSuites, formatSpecError } from '../spec/loader.ts';
import { createJudge } from '../judge/judge.ts';
import { resolveJudgeConfig } from '../judge/config.ts';
import { consoleLogger, maskSecrets } from '../logger.ts';
import type { RunOptions, RunProgress } from '../runner/run.ts';
import type { Results, RunRecord } from '../results/schema.ts';
import { recordAdaptiveRun, recordRun } from '../runner/record.ts';
import { FULL_MEMORY_PIPELINE } from '../runner/conversation.ts';
import { parseRepeats } from '../runner/adaptive.ts';
import { createRunTelemetry } from '../telemetry/telemetry.ts';
import { parseShard, type PlannedSuite } from '../runner/plan.ts';
import { progressReporter } from '../runner/progress.ts';
import { summaryTable } from '../runner/summary.ts';
import { finishedRunsFromJsonl, readResultsFile, ResultsFileError } from '../results/read.ts';
import { writeFileAtomic } from '../files.ts';
import { renderRunSummary } from '../report/markdown.ts';
import { compareAndReport } from './compare.ts';
import { EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError, type CommandIo } from './io.ts';

export const RUN_HELP = `usage: agent-eval run [options] [SUITE_PATH...]

Plays every test conversation of the suites against an agent and writes results.json and report.md
(plus comparison.json, report.html and junit.xml with --baseline).

  --target URL            the agent (default: start the built-in reference agent on loopback)
  --transport http|ws     protocol (default http)
  --suites GLOB           suite files, directories or globs (repeatable; default suites/)
  --repeats N|auto|auto:MIN-MAX
                          runs per test, overriding the suites' repeats; auto runs MIN (default 4)
                          per test, then adds runs up to MAX (default 16) only to tests whose
                          outcomes are mixed or whose comparison with --baseline is still open
  --concurrency N         conversations at once (default 4)
  --timeout-ms N          per-turn timeout (default 30000)
  --retries N             retries of ENGINE_ERROR / TIMEOUT per turn (default 2)
  --agent-token TOKEN     bearer token for the agent (or env AGENT_EVAL_AGENT_TOKEN)
  --out DIR               report directory (default agent-eval-report)
  --baseline FILE         compare with this results file and write all reports
  --alpha A               one-sided significance level of the gate (default 0.025)
  --min-effect D          smallest pass-rate drop that can fail the gate (default 0.05)
  --commit SHA            commit recorded in the results (default env GITHUB_SHA)
  --shard I/N             run only a stable 1/N slice of the conversations
  --resume FILE           results.jsonl of an interrupted run: finished runs are kept, not sent again
  --judge-api-key KEY     judge API key (or env OPENAI_API_KEY)
  --judge-base-url URL    OpenAI-compatible base URL (or env OPENAI_BASE_URL)
  --judge-model M         primary judge model
  --judge-fallback-model M  cheaper judge model for simple criteria
  --judge-cache DIR       verdict cache (default <out>/judge-cache)
  --judge-max-calls N     judge call budget; later checks are reported as skipped: budget
  --judge-max-tokens N    judge token budget
  --judge-failed-turns    also ask the judge about turns whose structured assertions failed
  --require-judge         fail (exit 2) before any agent call when no judge is configured
  --dry-run               ask the agent not to commit memory (context.dry_run)
  --pushgateway URL       also push metrics.prom to this Prometheus Pushgateway (job agent-eval)

With no --target, env AGENT_EVAL_REFERENCE_MODEL (plus OPENAI_API_KEY or OPENAI_BASE_URL) makes the
reference agent route by a real model (a forced process_node tool call) instead of its rules.

Every run writes metrics.prom and artifacts/<suite>.jsonl (what was sent and received per turn) to
the report directory. With OTEL_EXPORTER_OTLP_ENDPOINT set, spans are exported over OTLP/HTTP and
each agent request carries a W3C traceparent header.

Exit codes: 0 all runs passed (or the gate passed), 1 a run failed or the gate failed, 2 usage or configuration error.`;

export async function runCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseFlags(argv);
  if (values.help) {
    io.stdout(`${RUN_HELP}\n`);
    return EXIT_OK;
  }
  const token = values['agent-token'] ?? io.env.AGENT_EVAL_AGENT_TOKEN ?? '';
  const judgeConfig = resolveJudgeConfig(
    {
      apiKey: values['judge-api-key'],
      baseUrl: values['judge-base-url'],
      model: values['judge-model'],
      fallbackModel: values['judge-fallback-model'],
      maxCalls: optionalInt(values['judge-max-calls'], '--judge-max-calls', 0),
      maxTokens: optionalInt(values['judge-max-tokens'], '--judge-max-tokens', 0),
      cacheDir: values['judge-cache'] ?? join(resolve(io.cwd, values.out), 'judge-cache'),
    },
    io.env,
  );
  // Read before the logger is made: the reference agent's model key is a secret too.
  const referenceModel = values.target === undefined ? await loadReferenceModel(io.env) : undefined;
  const secrets = [token, judgeConfig.apiKey ?? '', referenceModel?.apiKey ?? ''].filter((s) => s.length > 0);
  const write = (stream: (t: string) => void) => (t: string) => stream(maskSecrets(t, secrets));
  const out = write(io.stdout);
  const err = write(io.stderr);
  const logger = consoleLogger({ secrets });

  const repeats = values.repeats === undefined ? null : parseRepeats(values.repeats);
  if (values.repeats !== undefined && repeats === null) {
    throw new UsageError(`--repeats must be a whole number from 1 to 1000, auto, or auto:MIN-MAX (e.g. auto:4-16), got '${values.repeats}'`);
  }
  const auto = typeof repeats === 'object' ? repeats : null;
  const options = {
    repeats: typeof repeats === 'number' ? repeats : null,
    concurrency: optionalInt(values.concurrency, '--concurrency', 1) ?? 4,
    timeoutMs: optionalInt(values['timeout-ms'], '--timeout-ms', 1) ?? 30_000,
    retries: optionalInt(values.retries, '--retries', 0) ?? 2,
    alpha: optionalNumber(values.alpha, '--alpha', 0, 1),
    minEffect: optionalNumber(values['min-effect'], '--min-effect', 0, 1),
  };
  const transport = values.transport;
  if (transport !== 'http' && transport !== 'ws') throw new UsageError(`--transport must be http or ws, got '${transport}'`);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (shard === null) throw new UsageError(`--shard must look like 2/4 (this shard / number of shards), got '${values.shard}'`);
  if (auto !== null && shard !== undefined) throw new UsageError('--repeats auto cannot be combined with --shard (a shard sees only part of a test\'s runs); give a fixed --repeats N when sharding');
  const outDir = resolve(io.cwd, values.out);

  // Everything that can be wrong with the input is found before the first agent call.
  const suitePaths = [...(values.suites ?? []), ...positionals];
  const loaded = await loadSuites(suitePaths.length > 0 ? suitePaths : ['suites/'], { cwd: io.cwd });
  if (loaded.errors.length > 0) {
    for (const e of loaded.errors) err(`${formatSpecError(e)}\n`);
    err(`${loaded.errors.length} error(s) in the suites; nothing was run. Fix them (agent-eval validate shows the same list).\n`);
    return EXIT_USAGE;
  }
  const judge = createJudge(judgeConfig, { logger });
  if (values['require-judge'] && !judge.configured) {
    err('--require-judge: no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.\n');
    return EXIT_USAGE;
  }
  let baselineFile: string | undefined;
  let baseline: Results | null = null;
  if (values.baseline !== undefined) {
    baselineFile = resolve(io.cwd, values.baseline);
    try {
      baseline = await readResultsFile(baselineFile); // fail now, not after a long run
    } catch (e) {
      if (e instanceof ResultsFileError) throw new UsageError(`--baseline ${e.message}`);
      throw e;
    }
  }
  const resume = values.resume === undefined ? undefined : await readResume(resolve(io.cwd, values.resume));

  let stopAgent: (() => Promise<void>) | undefined;
  let target: string;
  if (values.target !== undefined) {
    target = values.target;
  } else {
    const { startReferenceAgent } = await import('../reference-agent/server.ts');
    const agent = await startReferenceAgent(referenceModel ? { model: referenceModel, logger } : {});
    target = agent.url;
    stopAgent = agent.close;
    out(`No --target given: running against the built-in reference agent at ${target}${referenceModel ? ` (routing by model ${referenceModel.model})` : ''}\n`);
  }

  try {
    const telemetry = await createRunTelemetry({
      reportDir: outDir,
      env: io.env,
      secrets,
      logger,
      pushgatewayUrl: values.pushgateway,
      keepArtifacts: resume !== undefined,
    });
    const client = createAgentClient({ target, transport, token, timeoutMs: options.timeoutMs, retries: options.retries, headers: telemetry.agentHeaders });
    const planned: PlannedSuite[] = loaded.suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes }));
    await mkdir(outDir, { recursive: true });
    const progress = progressReporter({ isTty: io.isTty, write: err, now: Date.now });
    const runOptions: RunOptions = {
      concurrency: options.concurrency,
      repeats: options.repeats,
      shard,
      target,
      transport,
      commit: values.commit ?? io.env.GITHUB_SHA ?? null,
      resume,
      dryRun: Boolean(values['dry-run']),
      memoryPipeline: FULL_MEMORY_PIPELINE,
      enableTracing: true,
      judgeFailedTurns: Boolean(values['judge-failed-turns']),
    };
    out(`Running ${planned.length} suite(s), ${planned.reduce((n, s) => n + s.suite.tests.length, 0)} test(s) at concurrency ${options.concurrency}\n`);
    const ports = { client, judge, logger, now: Date.now, signal: io.signal, telemetry, onRunFinished: (_job: unknown, _record: unknown, p: RunProgress) => progress.update(p) };
    if (auto) out(`Adaptive repeats: ${auto.min} per test, up to ${auto.max} where the verdict is still open${baseline ? '' : ' (no --baseline: only tests with mixed outcomes get more)'}\n`);
    const { summary, resultsPath, runLogPath } = auto
      ? await recordAdaptiveRun(planned, runOptions, { min: auto.min, max: auto.max, baseline, alpha: options.alpha, minEffect: options.minEffect }, ports, { outDir, secrets })
      : await recordRun(planned, runOptions, ports, { outDir, secrets });
    progress.done();

    await writeFileAtomic(join(outDir, 'report.md'), maskSecrets(renderRunSummary(summary), secrets));
    await telemetry.finish(summary);
    for (const w of summary.warnings) err(`warning: ${w}\n`);
    out(`\n${summaryTable(summary)}\n\nresults: ${resultsPath}\n`);

    if (!summary.run.complete) {
      err(`run incomplete: the finished runs are in ${resultsPath}; continue with --resume ${runLogPath}\n`);
      return EXIT_FAIL;
    }
    if (baselineFile !== undefined) {
      return await compareAndReport({
        basePath: baselineFile,
        // The comparison needs every run: it reads the results back (its memory is its own concern).
        head: await readResultsFile(resultsPath),
        outDir,
        alpha: options.alpha,
        minEffect: options.minEffect,
        io: { ...io, stdout: out, stderr: err },
      });
    }
    const c = summary.counts;
    const suspect = summary.suites.some((s) => s.suspect);
    return c.failed > 0 || c.errored > 0 || suspect ? EXIT_FAIL : EXIT_OK;
  } finally {
    await stopAgent?.();
  }
}

/** The finished runs of --resume FILE; a file that cannot be read or a bad line is a usage error. */
async function readResume(path: string): Promise<Map<string, RunRecord>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`--resume ${path}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); pass the results.jsonl of the interrupted run`);
  }
  try {
    return finishedRunsFromJsonl(text, path);
  } catch (e) {
    if (e instanceof ResultsFileError) throw new UsageError(`--resume ${e.message}`);
    throw e;
  }
}

function parseFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        target: { type: 'string' },
        transport: { type: 'string', default: 'http' },
        suites: { type: 'string', multiple: true },
        repeats: { type: 'string' },
        concurrency: { type: 'string' },
        'timeout-ms': { type: 'string' },
        retries: { type: 'string' },
        'agent-token': { type: 'string' },
        out: { type: 'string', default: 'agent-eval-report' },
        baseline: { type: 'string' },
        alpha: { type: 'string' },
        'min-effect': { type: 'string' },
        commit: { type: 'string' },
        shard: { type: 'string' },
        resume: { type: 'string' },
        'judge-api-key': { type: 'string' },
        'judge-base-url': { type: 'string' },
        'judge-model': { type: 'string' },
        'judge-fallback-model': { type: 'string' },
        'judge-cache': { type: 'string' },
        'judge-max-calls': { type: 'string' },
        'judge-max-tokens': { type: 'string' },
        'judge-failed-turns': { type: 'boolean' },
        'require-judge': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        pushgateway: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\nRun 'agent-eval run --help' for the options.`);
  }
}

function optionalInt(text: string | undefined, flag: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} must be a whole number >= ${min}, got '${text}'`);
  return n;
}

function optionalNumber(text: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`${flag} must be a number from ${min} to ${max}, got '${text}'`);
  return n;
}

/** The reference agent's model from the environment; a model without a key or base URL is a usage error. */
async function loadReferenceModel(env: CommandIo['env']) {
  const { referenceModelFromEnv, ReferenceModelError } = await import('../reference-agent/server.ts');
  try {
    return referenceModelFromEnv(env);
  } catch (e) {
    throw e instanceof ReferenceModelError ? new UsageError(e.message) : e;
  }
}
