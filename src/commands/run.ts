// `agent-eval run`: load suites, play them against the agent (the built-in reference agent when no
// --target is given), stream results to disk, print the summary, and compare with --baseline (or
// with the base deployment played in the same run, --baseline-target).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadSuites } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';
import { preflightJudge } from '../judge/judge.ts';
import { DEFAULT_JUDGE_MODEL, resolveJudgeConfig } from '../judge/config.ts';
import { userJudgeCacheDir } from '../judge/cache.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import type { Results, RunRecord } from '../results/results-schema.ts';
import { BASE_FILE_NAMES, RUN_LOG_FILE } from '../runner/record.ts';
import { parseRepeats } from '../suite/repeats.ts';
import { checkSettings, evaluate } from '../evaluate.ts';
import { MEMORY_PIPELINE_FORMS, parseMemoryPipeline } from '../runner/isolation.ts';
import { groupingLabelProblem, pushTarget, type GroupingLabel } from '../telemetry/metrics.ts';
import { otlpTracesUrl } from '../telemetry/tracing.ts';
import { hasUserinfo, redactUrl, urlSecrets } from '../url.ts';
import { parseShard } from '../runner/plan.ts';
import { progressReporter } from '../runner/progress.ts';
import { renderRunEnd } from '../report/terminal.ts';
import { finishedRunsFromJsonl, readResultsFile, ResultsFileError } from '../results/read.ts';
import { REPORT_FILES, writeReports } from '../report/write.ts';
import { ensureWritableDir, OutputError } from '../files.ts';
import { compareAndReport } from './compare.ts';
import { EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError, type CommandIo } from './io.ts';
import { checkTargetUrl, parseCommandArgs } from './options.ts';

export const RUN_HELP = `usage: agent-eval run [options] [SUITE_PATH...]

Plays every test conversation of the suites against an agent and writes results.json, report.md,
report.html and junit.xml (plus comparison.json with --baseline or --baseline-target). It prints a
table of the suites, then each failing test with the turn, code and reason of its first failure, why
runs errored, the retries, and the paths of the reports.

  --target URL            the agent (default: start the built-in reference agent on loopback);
                          user:password@ in the URL is sent as HTTP Basic auth, never printed
  --transport http|ws     protocol (default http; ws for a ws:// or wss:// --target)
  --suites GLOB           suite files, directories or globs (repeatable; default suites/)
  --repeats N|auto|auto:MIN-MAX
                          runs per test, overriding the suites' repeats (default: the suite's, else
                          6); auto runs MIN (default 4) per test, then adds runs up to MAX (default
                          16) only where the comparison with --baseline can still change
  --concurrency N         conversations at once (default 4)
  --timeout-ms N          per-turn timeout (default 30000)
  --retries N             retries of ENGINE_ERROR / TIMEOUT per turn (default 2)
  --agent-token TOKEN     bearer token for the agent (or env AGENT_EVAL_AGENT_TOKEN)
  --out DIR               report directory (default agent-eval-report)
  --baseline FILE         compare with this results file and write all reports
  --baseline-target URL   a fresh baseline: also play the same runs against this deployment of the
                          base, interleaved with --target's at the same concurrency, write them to
                          results-base.json and compare with them (fixed repeats only, no --shard)
  --alpha A               one-sided significance level of the gate, half for the suites, half for
                          the single tests (default 0.025)
  --min-effect D          smallest drop of a suite's pass rate that can fail the gate (default 0.05)
  --min-test-effect D     smallest drop of one test's pass rate that makes a significantly worse
                          test broken; a broken test fails the gate (default 0.5)
  --commit SHA            commit recorded in the results (default env GITHUB_SHA)
  --shard I/N             run only a stable 1/N slice of the conversations
  --resume FILE           results.jsonl of an interrupted run: finished runs are kept, not sent again
                          (with --baseline-target, those of results-base.jsonl beside it too)
  --judge-api-key KEY     judge API key (or env OPENAI_API_KEY)
  --judge-base-url URL    OpenAI-compatible base URL (or env OPENAI_BASE_URL)
  --judge-model M         primary judge model
  --judge-fallback-model M  cheaper judge model for simple criteria
  --judge-cache DIR       verdict cache (default $XDG_CACHE_HOME/agent-eval/judge, else
                          ~/.cache/agent-eval/judge; <out>/judge-cache when there is no home)
  --judge-max-calls N     judge call budget; later checks are reported as skipped: budget
  --judge-max-tokens N    judge token budget
  --judge-timeout-ms N    deadline of one judge request (default 30000); a timeout is retried once,
                          and after 3 failures in a row the remaining judge checks are JUDGE_ERROR
  --judge-failed-turns    also ask the judge about turns whose structured assertions failed
  --require-judge         fail (exit 2) before any agent call when no judge is configured or
                          the judge does not answer one tiny request
  --dry-run               ask the agent not to commit memory (context.dry_run: no fact or summary
                          update is kept, turn_index stays)
  --memory-pipeline off|STAGE,STAGE
                          the memory stages the agent runs (context.memory_pipeline): off, or some
                          of facts,summarize,resummarize (default all of them)
  --pushgateway URL       also push metrics.prom to this Prometheus Pushgateway, to the group
                          <URL>/metrics/job/agent-eval[/shard/I-of-N] (a path naming a job is kept;
                          user:password@ is sent as Basic auth)
  --pushgateway-label NAME=VALUE
                          one more grouping label of the push (repeatable), e.g. branch=main, so
                          concurrent runs do not replace each other's metrics

A suite's defaults.dry_run / defaults.memory_pipeline, and a test's own dry_run / memory_pipeline,
win over --dry-run and --memory-pipeline (test > suite defaults > flag > built-in default).

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
      timeoutMs: optionalInt(values['judge-timeout-ms'], '--judge-timeout-ms', 1),
      cacheDir: values['judge-cache'] ?? userJudgeCacheDir(io.env) ?? join(resolve(io.cwd, values.out), 'judge-cache'),
    },
    io.env,
  );
  // Read before the logger is made: the reference agent's model key is a secret too.
  const referenceModel = values.target === undefined ? await loadReferenceModel(io.env) : undefined;
  const secrets = [
    token,
    judgeConfig.apiKey ?? '',
    referenceModel?.apiKey ?? '',
    // Credentials written into a URL: redacted wherever the URL is shown, and masked in any other text.
    ...[
      values.target,
      values['baseline-target'],
      values.pushgateway,
      judgeConfig.baseURL,
      referenceModel?.baseURL,
      otlpTracesUrl(io.env),
    ].flatMap(urlSecrets),
  ].filter((s) => s.length > 0);
  const write = (stream: (t: string) => void) => (t: string) => stream(maskSecrets(t, secrets));
  const out = write(io.stdout);
  const err = write(io.stderr);
  const logger = streamLogger(out, err);

  const repeats = values.repeats === undefined ? null : parseRepeats(values.repeats);
  if (values.repeats !== undefined && repeats === null) {
    throw new UsageError(
      `--repeats must be a whole number from 1 to 1000, auto, or auto:MIN-MAX (e.g. auto:4-16), got '${values.repeats}'`,
    );
  }
  const memoryPipeline = values['memory-pipeline'] === undefined ? undefined : parseMemoryPipeline(values['memory-pipeline']);
  if (memoryPipeline === null)
    throw new UsageError(`--memory-pipeline must be ${MEMORY_PIPELINE_FORMS}, got '${values['memory-pipeline']}'`);
  const options = {
    concurrency: optionalInt(values.concurrency, '--concurrency', 1) ?? 4,
    timeoutMs: optionalInt(values['timeout-ms'], '--timeout-ms', 1) ?? 30_000,
    retries: optionalInt(values.retries, '--retries', 0) ?? 2,
    alpha: optionalNumber(values.alpha, '--alpha', 0, 1),
    minEffect: optionalNumber(values['min-effect'], '--min-effect', 0, 1),
    minTestEffect: optionalNumber(values['min-test-effect'], '--min-test-effect', 0, 1),
  };
  const transport = values.transport ?? (/^wss?:\/\//i.test(values.target?.trim() ?? '') ? 'ws' : 'http');
  if (transport !== 'http' && transport !== 'ws') throw new UsageError(`--transport must be http or ws, got '${transport}'`);
  const targetUrl = values.target === undefined ? undefined : checkTargetUrl(values.target, transport);
  const baseTargetUrl =
    values['baseline-target'] === undefined ? undefined : checkTargetUrl(values['baseline-target'], transport, '--baseline-target');
  if (baseTargetUrl !== undefined && values.baseline !== undefined) {
    throw new UsageError(
      '--baseline and --baseline-target were both given; give one: --baseline FILE compares with stored results, --baseline-target URL plays the base deployment now',
    );
  }
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (shard === null) throw new UsageError(`--shard must look like 2/4 (this shard / number of shards), got '${values.shard}'`);
  if (targetUrl !== undefined && token !== '' && hasUserinfo(targetUrl)) {
    throw new UsageError(
      `--target ${redactUrl(targetUrl)} carries a user name and password (sent as Basic auth) and an agent token is set too (--agent-token or AGENT_EVAL_AGENT_TOKEN); give only one`,
    );
  }
  if (baseTargetUrl !== undefined && token !== '' && hasUserinfo(baseTargetUrl)) {
    throw new UsageError(
      `--baseline-target ${redactUrl(baseTargetUrl)} carries a user name and password (sent as Basic auth) and an agent token is set too (--agent-token or AGENT_EVAL_AGENT_TOKEN); give only one`,
    );
  }
  if (judgeConfig.apiKey !== null && judgeConfig.baseURL !== null && hasUserinfo(judgeConfig.baseURL)) {
    throw new UsageError(
      `the judge base URL ${redactUrl(judgeConfig.baseURL)} carries a user name and password; the judge authenticates with its API key only: remove them from --judge-base-url (or OPENAI_BASE_URL)`,
    );
  }
  const pushgatewayLabels = groupingLabels(values['pushgateway-label'] ?? [], shard);
  if (values['pushgateway-label'] !== undefined && values.pushgateway === undefined)
    throw new UsageError('--pushgateway-label needs --pushgateway URL');
  if (values.pushgateway !== undefined) {
    try {
      pushTarget(values.pushgateway, pushgatewayLabels); // a bad URL fails now, not after the run
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  // Named as flags in the refusals of the evaluation, which is checked now, before anything loads.
  const names = {
    autoRepeats: '--repeats auto',
    shard: '--shard',
    fixedRepeats: 'a fixed --repeats N',
    baselineTarget: '--baseline-target',
  };
  checkSettings({ repeats, shard, names, base: baseTargetUrl === undefined ? undefined : { target: baseTargetUrl, commit: null } });
  const outDir = resolve(io.cwd, values.out);

  // Everything that can be wrong with the input is found before the first agent call.
  const suitePaths = [...(values.suites ?? []), ...positionals];
  const loaded = await loadSuites(suitePaths.length > 0 ? suitePaths : ['suites/'], { cwd: io.cwd });
  if (loaded.errors.length > 0) {
    for (const e of loaded.errors) err(`${formatSpecError(e)}\n`);
    err(`${loaded.errors.length} error(s) in the suites; nothing was run. Fix them (agent-eval validate shows the same list).\n`);
    return EXIT_USAGE;
  }
  if (values['require-judge'] && !judgeConfig.apiKey) {
    err(
      '--require-judge: no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.\n',
    );
    return EXIT_USAGE;
  }
  if (values['require-judge']) {
    // One tiny question now, so a judge that cannot answer stops the run before any agent call.
    const model =
      judgeConfig.model ?? loaded.suites.map((s) => s.suite.defaults?.llm_judge?.model).find((m) => m !== undefined) ?? DEFAULT_JUDGE_MODEL;
    const problem = await preflightJudge(judgeConfig, model, { logger, signal: io.signal });
    if (problem !== null) {
      err(`--require-judge: ${problem}\n`);
      return EXIT_USAGE;
    }
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
  const resumePath = values.resume === undefined ? undefined : resolve(io.cwd, values.resume);
  const resume = resumePath === undefined ? undefined : await readResume(resumePath);
  // The base side's finished runs are beside the interrupted run's own (results-base.jsonl).
  const baseResumePath = resumePath === undefined ? undefined : join(dirname(resumePath), BASE_FILE_NAMES.runLog);
  const baseResume =
    baseTargetUrl !== undefined && baseResumePath !== undefined && statSync(baseResumePath, { throwIfNoEntry: false })
      ? await readResume(baseResumePath)
      : undefined;

  // A report folder that cannot be written fails now, before any agent call is paid for.
  await ensureWritableDir(outDir);

  let stopAgent: (() => Promise<void>) | undefined;
  let target: string;
  if (targetUrl !== undefined) {
    target = targetUrl;
  } else {
    const { startReferenceAgent } = await import('../reference-agent/server.ts');
    const agent = await startReferenceAgent(referenceModel ? { model: referenceModel, logger } : {});
    target = agent.url;
    stopAgent = agent.close;
    out(
      `No --target given: running against the built-in reference agent at ${target}${referenceModel ? ` (routing by model ${referenceModel.model})` : ''}\n`,
    );
  }

  try {
    const evaluation = await evaluate(
      {
        suites: loaded.suites.map((s) => ({
          file: s.file,
          suite: s.suite,
          specHash: s.specHash,
          testHashes: s.testHashes,
          lines: s.lines,
        })),
        target,
        transport,
        token,
        timeoutMs: options.timeoutMs,
        retries: options.retries,
        repeats,
        concurrency: options.concurrency,
        shard,
        commit: values.commit ?? io.env.GITHUB_SHA ?? null,
        resume,
        dryRun: values['dry-run'],
        memoryPipeline,
        judge: judgeConfig,
        judgeFailedTurns: values['judge-failed-turns'],
        outDir,
        secrets,
        ...(values.pushgateway === undefined ? {} : { pushgateway: { url: values.pushgateway, labels: pushgatewayLabels } }),
        baseline,
        ...(baseTargetUrl === undefined ? {} : { base: { target: baseTargetUrl, commit: null, resume: baseResume } }),
        alpha: options.alpha,
        minEffect: options.minEffect,
        minTestEffect: options.minTestEffect,
        names,
      },
      { logger, now: Date.now, signal: io.signal, env: io.env, progress: progressReporter({ isTty: io.isTty, write: err, now: Date.now }) },
    );
    const { summary, resultsPath, runLogPath } = evaluation;
    const base = evaluation.base;
    for (const w of summary.warnings) err(`warning: ${w}\n`);
    for (const w of base?.summary.warnings ?? []) err(`warning: base: ${w}\n`);
    // The table, then what failed and why: the terminal names the failing tests, not only counts.
    out(`\n${renderRunEnd(summary)}\n\nresults: ${resultsPath}\n`);
    if (base) out(`base results: ${base.resultsPath}\n`);
    // Without a comparison the run's own reports; an incomplete run's too (junit.xml lists the
    // runs that never finished as skipped, for a test-report tool).
    const runReports = async (): Promise<void> => {
      await writeReports(outDir, { comparison: null, head: await readResultsFile(resultsPath), base: null, secrets });
      const shown: [string, string][] = [
        ['report.md', REPORT_FILES.markdown],
        ['report.html', REPORT_FILES.html],
        ['junit', REPORT_FILES.junit],
      ];
      for (const [label, file] of shown) out(`${label}: ${join(outDir, file)}\n`);
    };

    if (!summary.run.complete || (base && !base.summary.run.complete)) {
      const kept = base ? `${resultsPath} and ${base.resultsPath}` : resultsPath;
      err(`run incomplete: the finished runs are in ${kept}; continue with --resume ${runLogPath}\n`);
      await runReports();
      return EXIT_FAIL;
    }
    if (base) baselineFile = base.resultsPath;
    if (baselineFile !== undefined) {
      return await compareAndReport({
        basePath: baselineFile,
        baselineSource: base ? 'fresh' : 'file',
        // The comparison needs every run: it reads the results back (its memory is its own concern).
        head: await readResultsFile(resultsPath),
        outDir,
        alpha: options.alpha,
        minEffect: options.minEffect,
        minTestEffect: options.minTestEffect,
        io: { ...io, stdout: out, stderr: err },
      });
    }
    await runReports();
    const c = summary.counts;
    const suspect = summary.suites.some((s) => s.suspect);
    return c.failed > 0 || c.errored > 0 || suspect ? EXIT_FAIL : EXIT_OK;
  } catch (e) {
    throw e instanceof OutputError ? withSavedRuns(e, join(outDir, RUN_LOG_FILE)) : e;
  } finally {
    await stopAgent?.();
  }
}

/** The run's log lines on the command's own streams, secrets masked by `out` and `err`. */
function streamLogger(out: (text: string) => void, err: (text: string) => void): Logger {
  return {
    debug: () => undefined,
    info: (m) => out(`${m}\n`),
    warning: (m) => err(`warning: ${m}\n`),
    error: (m) => err(`error: ${m}\n`),
  };
}

/** A write that failed during or after the run also says where the runs that finished are kept. */
function withSavedRuns(error: OutputError, runLogPath: string): OutputError {
  const saved = statSync(runLogPath, { throwIfNoEntry: false });
  if (!saved?.size) return error;
  return new OutputError(
    `${error.message}\nThe runs that finished are saved in ${runLogPath}: once this is fixed, run again with --resume ${runLogPath} (the same options otherwise) to write the results and reports without calling the agent again for them.`,
    error.path,
    error.code,
  );
}

/** The finished runs of --resume FILE; a file that cannot be read or a bad line is a usage error. */
async function readResume(path: string): Promise<Map<string, RunRecord>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(
      `--resume ${path}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); pass the results.jsonl of the interrupted run`,
    );
  }
  try {
    return finishedRunsFromJsonl(text, path);
  } catch (e) {
    if (e instanceof ResultsFileError) throw new UsageError(`--resume ${e.message}`);
    throw e;
  }
}

function parseFlags(argv: string[]) {
  return parseCommandArgs('run', {
    args: argv,
    allowPositionals: true,
    options: {
      target: { type: 'string' },
      transport: { type: 'string' },
      suites: { type: 'string', multiple: true },
      repeats: { type: 'string' },
      concurrency: { type: 'string' },
      'timeout-ms': { type: 'string' },
      retries: { type: 'string' },
      'agent-token': { type: 'string' },
      out: { type: 'string', default: 'agent-eval-report' },
      baseline: { type: 'string' },
      'baseline-target': { type: 'string' },
      alpha: { type: 'string' },
      'min-effect': { type: 'string' },
      'min-test-effect': { type: 'string' },
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
      'judge-timeout-ms': { type: 'string' },
      'judge-failed-turns': { type: 'boolean' },
      'require-judge': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'memory-pipeline': { type: 'string' },
      pushgateway: { type: 'string' },
      'pushgateway-label': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
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

/** --pushgateway-label NAME=VALUE pairs, then the shard (`shard/1-of-2`) unless a label names it already. */
function groupingLabels(texts: readonly string[], shard: { index: number; total: number } | undefined): GroupingLabel[] {
  const labels = texts.map((text): GroupingLabel => {
    const eq = text.indexOf('=');
    const name = eq < 0 ? text : text.slice(0, eq);
    const problem = eq < 0 ? 'is not NAME=VALUE' : groupingLabelProblem(name);
    if (problem !== null) throw new UsageError(`--pushgateway-label '${text}': ${problem}; e.g. --pushgateway-label branch=main`);
    return [name, text.slice(eq + 1)];
  });
  if (shard !== undefined && !labels.some(([name]) => name === 'shard')) labels.push(['shard', `${shard.index}-of-${shard.total}`]);
  return labels;
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
