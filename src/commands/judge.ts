// `agent-eval judge calibrate`: asks the configured judge about a labelled set (docs/judge.md) as a
// run would ask it, and prints per criterion how well it agrees with the humans (Cohen's kappa and
// balanced accuracy with 95% intervals, the confusion table, the disagreements) and whether it would
// gate at --judge-min-agreement. The calibration is merged into --judge-calibration, which runs
// read to decide which judge checks may fail the check, and its report is written to --out. The
// judge's verdicts are cached as a run's are, so calibrating again asks only what changed.
import { join, resolve } from 'node:path';
import { didYouMean } from '../did-you-mean.ts';
import { ensureWritableDir, writeFileAtomic } from '../files.ts';
import { userJudgeCacheDir } from '../judge/cache.ts';
import { calibrateJudge, NOT_ASKED_STOPPED } from '../judge/calibration.ts';
import { CALIBRATION_SCHEMA, writeCalibrationFile, type CalibrationFile } from '../judge/calibration-store.ts';
import { resolveJudgeConfig, type JudgeConfig } from '../judge/config.ts';
import { createJudge } from '../judge/judge.ts';
import { readLabels } from '../judge/labels.ts';
import { resolvePanel } from '../judge/panel.ts';
import { maskSecrets } from '../logger.ts';
import { renderCalibrationMarkdown, renderCalibrationTerminal } from '../report/calibration-report.ts';
import { nothingToCalibrateText, stoppedText, writtenText } from '../report/wording/calibration.ts';
import { checkJudgeBaseUrl } from '../settings/rules.ts';
import { gatherSecrets } from '../settings/secrets.ts';
import type { SettingKey, ValueOf } from '../settings/table.ts';
import { EXIT_FAIL, EXIT_OK, UsageError, type CommandIo } from './io.ts';
import { FLAG_EDGE, flagOptions, optionsHelp, parseCommandArgs, readFlag } from './options.ts';

/** The settings of the flags `judge calibrate` reads, in the order of the help text. */
const CALIBRATE_FLAGS = [
  'calibrationLabels',
  'judgeCalibration',
  'judgeMinAgreement',
  'out',
  'judgeApiKey',
  'judgeBaseUrl',
  'judgeModel',
  'judgeFallbackModel',
  'judgePanel',
  'judgePanelRule',
  'judgeCacheDir',
  'judgeMaxCalls',
  'judgeMaxTokens',
  'judgeTimeoutMs',
] as const satisfies readonly SettingKey[];

/** What the report folder gets. */
export const CALIBRATION_REPORT_FILE = 'judge-calibration.md';

const SUBCOMMANDS = ['calibrate'] as const;

export const JUDGE_HELP = `usage: agent-eval judge calibrate --labels PATH [options]

Asks the judge about every label of a labelled set (turns or whole conversations, each with a human
pass, fail or score per criterion; the format is in docs/judge.md) exactly as a run asks it about a
turn, and prints per criterion and prompt: the labels scored, Cohen's kappa and balanced accuracy
with their 95% intervals and methods, the confusion table, whether the criterion would gate at
--judge-min-agreement, and every disagreement. The calibration is merged into --judge-calibration
(the file runs gate on) and its report is written to <out>/${CALIBRATION_REPORT_FILE}. Verdicts are
cached as a run's are, so calibrating again asks the judge only about what changed.

Name the judge models as the suites' defaults.llm_judge do (--judge-model, --judge-fallback-model,
or --judge-panel): a calibration holds for the model, fallback and prompt version it was made with.

${optionsHelp('judge', [...CALIBRATE_FLAGS, { option: '--criterion NAME', description: 'Calibrate only this criterion (repeatable).' }])}

Exit codes: 0 calibrated, 1 stopped before every label was asked or a criterion had no label the
judge could score (what was computed is written), 2 usage or configuration error (no judge, a label
file with mistakes, listed as file:line:col).`;

export async function judgeCommand(argv: string[], io: CommandIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout(`${JUDGE_HELP}\n`);
    return EXIT_OK;
  }
  if (sub !== 'calibrate') {
    const suggestion = didYouMean(sub, [...SUBCOMMANDS]);
    throw new UsageError(
      `unknown judge command '${sub}'${suggestion ? ` (did you mean ${suggestion}?)` : ''}`,
      "agent-eval judge calibrate --labels PATH; run 'agent-eval judge --help' for the options",
    );
  }
  return calibrateCommand(rest, io);
}

async function calibrateCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('judge calibrate', {
    args: argv,
    options: { ...flagOptions(CALIBRATE_FLAGS), criterion: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`${JUDGE_HELP}\n`);
    return EXIT_OK;
  }
  const flag = <K extends (typeof CALIBRATE_FLAGS)[number]>(key: K): ValueOf<K> => readFlag(values, key, io.env);
  const labelsPath = flag('calibrationLabels');
  if (labelsPath === null)
    throw new UsageError('--labels is required: give the label file or folder to calibrate the judge on (docs/judge.md)');
  const outDir = resolve(io.cwd, flag('out'));
  const minAgreement = flag('judgeMinAgreement');
  const storePath = resolve(io.cwd, flag('judgeCalibration'));
  const criteria = values.criterion?.map((c) => c.trim()).filter((c) => c !== '');
  const judge = readJudgeFlags(flag, io.env, outDir);
  const secrets = gatherSecrets({ judgeApiKey: judge.apiKey, judgeBaseUrl: judge.baseURL }, io.env);
  const out = (text: string) => io.stdout(maskSecrets(text, secrets));
  const err = (text: string) => io.stderr(maskSecrets(text, secrets));
  if (judge.apiKey === null) {
    throw new UsageError(
      'no judge is configured, so there is nothing to calibrate',
      'set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url',
    );
  }
  // Mistakes in the labels and an unwritable report folder stop it before the judge is asked anything.
  const set = await readLabels(labelsPath, { cwd: io.cwd });
  await ensureWritableDir(outDir);

  const model = createJudge(judge, {});
  let reported = -1;
  const calibrations = await calibrateJudge(set, model, {
    model: judge.model,
    fallbackModel: judge.fallbackModel,
    // A panel named on the command line answers every label, and is calibrated as one judge.
    panel: resolvePanel(judge, { panel: null }),
    ...(criteria === undefined || criteria.length === 0 ? {} : { criteria }),
    now: () => new Date((io.now ?? Date.now)()),
    signal: io.signal,
    onProgress: (done, total) => {
      // About every tenth, and the last.
      const step = Math.floor((10 * done) / Math.max(1, total));
      if (step === reported && done < total) return;
      reported = step;
      err(`judge calibrate: ${done} of ${total} labels asked\n`);
    },
  });
  if (calibrations.length === 0) {
    throw new UsageError(
      nothingToCalibrateText(labelsPath, criteria?.length ? criteria : undefined),
      'check the criteria named with --criterion',
    );
  }
  for (const c of criteria ?? []) {
    if (!calibrations.some((k) => k.key.criterion === c)) err(`judge calibrate: ${nothingToCalibrateText(labelsPath, [c])}\n`);
  }
  const file: CalibrationFile = { schema: CALIBRATION_SCHEMA, calibrations };
  out(renderCalibrationTerminal(calibrations, minAgreement, { where: storePath }));
  const usage = model.usage();
  out(
    `Judge: ${usage.calls} call(s), ${usage.cache_hits} verdict(s) from the cache, ${usage.input_tokens + usage.output_tokens} token(s)\n`,
  );

  const reportPath = join(outDir, CALIBRATION_REPORT_FILE);
  await writeFileAtomic(reportPath, maskSecrets(renderCalibrationMarkdown(file, minAgreement), secrets));
  await writeCalibrationFile(storePath, file);
  out(`${writtenText(storePath, reportPath)}\n`);

  const unasked = Math.max(0, ...calibrations.map((c) => (c.unscored_labels ?? []).filter((u) => u.reason === NOT_ASKED_STOPPED).length));
  if (io.signal.aborted || unasked > 0) {
    err(`${stoppedText(unasked)}\n`);
    return EXIT_FAIL;
  }
  return calibrations.some((c) => c.n === 0) ? EXIT_FAIL : EXIT_OK;
}

/** The judge as `run` reads it: flags first, then OPENAI_API_KEY and OPENAI_BASE_URL; verdicts in the user's cache folder. */
function readJudgeFlags(
  flag: <K extends (typeof CALIBRATE_FLAGS)[number]>(key: K) => ValueOf<K>,
  env: CommandIo['env'],
  outDir: string,
): JudgeConfig {
  const judge = resolveJudgeConfig(
    {
      apiKey: flag('judgeApiKey') ?? undefined,
      baseUrl: flag('judgeBaseUrl') ?? undefined,
      model: flag('judgeModel') ?? undefined,
      fallbackModel: flag('judgeFallbackModel') ?? undefined,
      panel: flag('judgePanel') ?? undefined,
      panelRule: flag('judgePanelRule') ?? undefined,
      maxCalls: flag('judgeMaxCalls') ?? undefined,
      maxTokens: flag('judgeMaxTokens') ?? undefined,
      timeoutMs: flag('judgeTimeoutMs'),
      cacheDir: flag('judgeCacheDir') ?? userJudgeCacheDir(env) ?? join(outDir, 'judge-cache'),
    },
    env,
  );
  checkJudgeBaseUrl(judge.apiKey, judge.baseURL, FLAG_EDGE);
  return judge;
}
