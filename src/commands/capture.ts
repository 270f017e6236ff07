// `agent-eval capture`: real conversations (this product's artifacts, or a JSON Lines export in the
// same line shape) become draft suites, one file per captured test, the secrets and personal data
// capture detects replaced before anything is derived, replayed or written; --as simulation
// derives a simulated user with a goal instead of the user's turns; with --calibrate N --target URL
// each draft is replayed N times and its checks kept only where they held. Every file is scanned
// again before it is replayed and before it is written: a finding writes nothing.
import { join, resolve } from 'node:path';
import { calibrateAll, floorOf, type Calibration, type Replay } from '../capture/calibrate.ts';
import { deriveDrafts } from '../capture/capture.ts';
import type { DerivedSuite } from '../capture/derive.ts';
import { describeFindings, scanFiles } from '../capture/final-scan.ts';
import { readConversations } from '../capture/read.ts';
import { keepProblem, type ScrubOptions } from '../capture/scrub.ts';
import { renderSuite, writeSuites } from '../capture/write.ts';
import { UserError } from '../errors.ts';
import { CAPTURE_REVIEW, captureScrubbed } from '../report/wording/capture.ts';
import { maskSecrets, memoryLogger } from '../logger.ts';
import { checkAgentCredentials } from '../settings/rules.ts';
import { SETTINGS, type SettingKey } from '../settings/table.ts';
import { checkTargetUrl } from '../settings/target-url.ts';
import { redactUrl } from '../url.ts';
import { EXIT_FAIL, EXIT_OK, UsageError, type CommandIo } from './io.ts';
import { FLAG_EDGE, flagOptions, optionsHelp, parseCommandArgs, readFlag } from './options.ts';

/** The settings of the flags this command reads, in the order of the help text. */
const CAPTURE_FLAGS = [
  'captureFrom',
  'captureOut',
  'captureConversation',
  'captureTest',
  'captureAll',
  'captureAs',
  'scrubKey',
  'keep',
  'calibrate',
  'target',
  'transport',
  'agentToken',
  'timeoutMs',
  'retries',
  'concurrency',
  'judgeApiKey',
  'judgeBaseUrl',
] as const satisfies readonly SettingKey[];

export const CAPTURE_HELP = `usage: agent-eval capture --from PATH... (--conversation ID | --test SUITE/TEST | --all) [options]

Turns recorded conversations into draft suites, one file per captured test: per turn the node after
it, the first tool call's name and stable arguments, the facts added or updated, and whether the
flow completed; never the exact text (--as simulation: a simulated user whose success_when is the
final node, the decisive tool call and the key facts). Secrets and personal data found by key name
(any case style) and by pattern are replaced by fakes before anything is derived, replayed or
written, and every file is scanned again before it is replayed or written: a finding writes
nothing (exit 2). Names and addresses in free text are not all found: read every draft.

${optionsHelp('capture', CAPTURE_FLAGS)}

Exit codes: 0 every selected conversation was captured, 1 some lines or conversations could not be
captured (the others are written), 2 usage error, or the final scan found a secret or personal
value in a draft (nothing is written; the error names file, line and kind, never the value).`;

export async function captureCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('capture', {
    args: argv,
    options: { ...flagOptions(CAPTURE_FLAGS), help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`${CAPTURE_HELP}\n`);
    return EXIT_OK;
  }
  const flag = <K extends (typeof CAPTURE_FLAGS)[number]>(key: K) => readFlag(values, key, io.env);
  const from = flag('captureFrom');
  if (from.length === 0) throw new UsageError('--from is required: give an artifacts/<suite>.jsonl file, a report directory or an export');
  const selection = { conversations: flag('captureConversation'), tests: flag('captureTest'), all: flag('captureAll') };
  if (!selection.all && selection.conversations.length === 0 && selection.tests.length === 0) {
    throw new UsageError('choose what to capture: --conversation ID, --test SUITE/TEST or --all');
  }
  const runs = flag('calibrate');
  const target = flag('target');
  if (runs !== null && target === null) throw new UsageError('--calibrate needs --target URL: the deployment to replay the drafts against');
  if (runs === null && target !== null)
    throw new UsageError('--target is only used with --calibrate N', 'add --calibrate 6, or leave --target out');
  const token = flag('agentToken');
  const judgeKey = flag('judgeApiKey');
  const judgeBaseUrl = flag('judgeBaseUrl');
  const secrets = [token, judgeKey].filter((s): s is string => Boolean(s));
  const print = (text: string) => io.stdout(maskSecrets(text, secrets));
  const warn = (text: string) => io.stderr(maskSecrets(text, secrets));

  const { conversations, problems } = await readConversations(from, selection, { cwd: io.cwd });
  for (const p of problems) warn(`${p.line > 0 ? `${p.file}:${p.line}` : p.file}: ${p.message}\n`);

  const at = new Date((io.now ?? Date.now)()).toISOString();
  const scrub: ScrubOptions = { keys: flag('scrubKey'), keep: flag('keep') };
  for (const k of scrub.keep) {
    const problem = keepProblem(k);
    if (problem !== null) throw new UsageError(problem, 'leave it out: a secret is always replaced');
  }
  // With a judge key, replies are compared by the similarity of their embeddings.
  const { drafts, failures, scrubbed } = await deriveDrafts(conversations, {
    ...scrub,
    at,
    as: flag('captureAs'),
    similarity: judgeKey !== null,
    judge: judgeKey !== null,
  });
  for (const f of failures) warn(`${f}\n`);
  let failed = problems.length + failures.length;

  const dir = resolve(io.cwd, flag('captureOut'));
  let written: DerivedSuite[] = drafts;
  if (runs !== null && target !== null) {
    // Nothing is sent to the target while a draft still holds a detected value.
    await refuseLeaks(drafts, dir, scrub, 'replayed or written');
    const transport = flag('transport');
    const url = checkTargetUrl(target, transport, SETTINGS.target, FLAG_EDGE);
    checkAgentCredentials(url, token, 'target', FLAG_EDGE);
    const replay = replayAgainst(url, transport, token, flag('timeoutMs'), flag('retries'), flag('concurrency'), io.signal, {
      apiKey: judgeKey,
      baseUrl: judgeBaseUrl,
      env: io.env,
    });
    print(`Calibrating ${drafts.length} draft${drafts.length === 1 ? '' : 's'}: ${runs} replays each against ${redactUrl(url)}\n`);
    const calibrations = await calibrateAll(drafts, runs, replay);
    written = [];
    for (const c of calibrations) {
      print(describeCalibration(c));
      if (c.suite !== null) written.push(c.suite);
      else failed += 1;
    }
  }

  await refuseLeaks(written, dir, scrub, 'written');
  const paths = await writeSuites(dir, written);
  for (const path of paths) print(`wrote ${path}\n`);
  print(
    `${paths.length} captured test${paths.length === 1 ? '' : 's'} written to ${dir} (drafts: they never fail the check until approved)\n`,
  );
  if (paths.length > 0) print(`${captureScrubbed(scrubbed)}\n${CAPTURE_REVIEW}\n`);
  return failed > 0 ? EXIT_FAIL : EXIT_OK;
}

/** The final scan: a detected secret or personal value in any file stops the capture, naming file, line and kind. */
async function refuseLeaks(drafts: readonly DerivedSuite[], dir: string, scrub: ScrubOptions, what: string): Promise<void> {
  const files = drafts.map((d) => ({ path: join(dir, d.fileName), text: renderSuite(d) }));
  const findings = await scanFiles(files, scrub);
  if (findings.length === 0) return;
  throw new UserError(
    `the scrub left ${findings.length === 1 ? 'a value' : `${findings.length} values`} that the final scan detects, so nothing was ${what}: ${describeFindings(findings)}`,
    'give the fact key that holds it with --scrub-key KEY, or leave that conversation out, and capture again',
  );
}

function describeCalibration(c: Calibration): string {
  const id = c.suiteId;
  const lines = c.checks
    .map((k) => {
      const decision = k.loosened !== undefined ? `loosened to min ${k.loosened}` : k.kept ? 'kept' : 'dropped';
      return `  ${k.check}: held in ${k.held} of ${k.scored} scored replays: ${decision}\n`;
    })
    .join('');
  if (c.refused !== null) return `${id}: not written: ${c.refused}\n${lines}`;
  return `${id}: passed ${c.passed} of ${c.scored} scored runs (floor ${floorOf(c.scored)}); pass rate ${(c.passed / c.scored).toFixed(3)}\n${lines}`;
}

/** Replays through the runner against a deployment; the judge only computes the similarity of replies. */
function replayAgainst(
  target: string,
  transport: 'http' | 'ws',
  token: string | null,
  timeoutMs: number,
  retries: number,
  concurrency: number,
  signal: AbortSignal,
  judgeFlags: { apiKey: string | null; baseUrl: string | null; env: CommandIo['env'] },
): Replay {
  return async (suites, runs) => {
    // Loaded here: a capture without --calibrate needs no agent client or runner.
    const [{ createAgentClient }, { resolveJudgeConfig }, { createJudge }, { FULL_MEMORY_PIPELINE }, { runSuites }] = await Promise.all([
      import('../agent/client.ts'),
      import('../judge/config.ts'),
      import('../judge/judge.ts'),
      import('../runner/isolation.ts'),
      import('../runner/run.ts'),
    ]);
    const client = createAgentClient({ target, transport, token: token ?? undefined, timeoutMs, retries });
    const judge = createJudge(
      resolveJudgeConfig({ apiKey: judgeFlags.apiKey ?? undefined, baseUrl: judgeFlags.baseUrl ?? undefined }, judgeFlags.env),
      {},
    );
    return runSuites(
      suites,
      {
        concurrency,
        repeats: runs,
        target: redactUrl(target),
        transport,
        commit: null,
        dryRun: false,
        memoryPipeline: FULL_MEMORY_PIPELINE,
        enableTracing: false,
        judgeFailedTurns: false,
      },
      { client, judge, logger: memoryLogger(), now: Date.now, signal },
    );
  };
}
