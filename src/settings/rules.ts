// The rules between settings, written once: each names the settings as the edge's user wrote them
// (flags on the command line, inputs in the action) and says how to fix the combination.
import { UserError } from '../errors.ts';
import type { Protocol } from '../agent/protocols.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import { hasUserinfo, redactUrl } from '../url.ts';
import { settingName, type Edge } from './edge.ts';
import { SETTINGS, type ActionCommand } from './table.ts';

/** Settings that cannot work together, named as the user wrote them, with the fix. */
export class SettingsConflictError extends UserError {
  override name = 'SettingsConflictError';
}

/** How the user spells the settings an evaluation may refuse: command-line flags or action inputs. */
export interface SettingNames {
  /** e.g. "--repeats auto" */
  autoRepeats: string;
  /** e.g. "--shard" */
  shard: string;
  /** e.g. "--baseline-target" */
  baselineTarget: string;
  /** How to ask for a fixed number of runs, e.g. "a fixed --repeats N". */
  fixedRepeats: string;
}

export const FLAG_NAMES: SettingNames = {
  autoRepeats: '--repeats auto',
  shard: '--shard',
  fixedRepeats: 'a fixed --repeats N',
  baselineTarget: '--baseline-target',
};

export const INPUT_NAMES: SettingNames = {
  autoRepeats: 'Input `repeats: auto`',
  shard: '`shard`',
  fixedRepeats: 'a fixed number of repeats',
  baselineTarget: '`baseline-target-url`',
};

/**
 * Refuses repeats, shard and a fresh baseline that cannot work together. The edges check before
 * anything loads; evaluate checks again before any effect.
 */
export function checkSettings(config: {
  repeats: number | AutoRepeats | null;
  shard?: { index: number; total: number } | undefined;
  names: SettingNames;
  base?: unknown;
}): void {
  const { autoRepeats, shard, fixedRepeats, baselineTarget } = config.names;
  const auto = typeof config.repeats === 'object' && config.repeats !== null;
  if (auto && config.shard !== undefined) {
    throw new SettingsConflictError(
      `${autoRepeats} cannot be combined with ${shard} (a shard sees only part of a test's runs); give ${fixedRepeats} when sharding`,
    );
  }
  if (config.base === undefined) return;
  if (auto) {
    throw new SettingsConflictError(
      `${autoRepeats} cannot be combined with ${baselineTarget} (both sides must play the same runs, and adaptive repeats choose them as results come in); give ${fixedRepeats} with a fresh baseline`,
    );
  }
  if (config.shard !== undefined) {
    throw new SettingsConflictError(
      `${baselineTarget} cannot be combined with ${shard} (the base side's results would be split across the shards and never merged); run the fresh baseline unsharded, or compare the shards with a stored baseline`,
    );
  }
}

/** How the edge names the agent token, wherever it may come from. */
function tokenNames(edge: Edge): string {
  return edge.kind === 'flag'
    ? `${settingName(SETTINGS.agentToken, edge)} or ${SETTINGS.agentToken.env?.name}`
    : settingName(SETTINGS.agentToken, edge);
}

/**
 * An agent URL with user:password@ (Basic auth) and an agent token (Bearer) too: only one may be
 * sent. A template's user:password@ stays in place when {pr}, {sha} and {branch} are filled in.
 */
export function checkAgentCredentials(url: string, token: string | null | undefined, key: 'target' | 'baselineTarget', edge: Edge): void {
  if (!token || !hasUserinfo(url.replace(/\{(pr|sha|branch)\}/g, 'x'))) return;
  const name = settingName(SETTINGS[key], edge);
  const subject = edge.kind === 'flag' ? `${name} ${redactUrl(url)}` : `Input ${name} (${redactUrl(url)})`;
  throw edge.error(
    `${subject} carries a user name and password (sent as Basic auth) and an agent token is set too (${tokenNames(edge)}, sent as Bearer); give only one`,
  );
}

/** A protocol's own setting given for another protocol would be ignored without a word: refused, with the fix. */
export function checkProtocolSettings(
  s: { protocol: Protocol; nodeFrom: unknown; factsPath: string; agentModel: string | null },
  edge: Edge,
): void {
  const protocol = edge.kind === 'flag' ? `--protocol ${s.protocol}` : `\`protocol\` is ${s.protocol}`;
  const onlyWith = (key: 'nodeFrom' | 'factsPath' | 'agentModel', only: Protocol, given: boolean): void => {
    if (!given || s.protocol === only) return;
    const name = settingName(SETTINGS[key], edge);
    throw edge.error(
      `${edge.kind === 'input' ? 'Input ' : ''}${name} is read by the ${only} protocol only, but ${protocol}: remove it, or set the protocol to ${only}`,
    );
  };
  onlyWith('nodeFrom', 'ag-ui', s.nodeFrom !== null);
  onlyWith('factsPath', 'ag-ui', s.factsPath !== SETTINGS.factsPath.default);
  onlyWith('agentModel', 'openai-chat', s.agentModel !== null);
}

/** The judge authenticates with its API key: a user name and password in its base URL are refused. */
export function checkJudgeBaseUrl(apiKey: string | null | undefined, baseUrl: string | null | undefined, edge: Edge): void {
  if (!apiKey || !baseUrl || !hasUserinfo(baseUrl)) return;
  const s = SETTINGS.judgeBaseUrl;
  throw edge.error(
    `the judge base URL ${redactUrl(baseUrl)} carries a user name and password; the judge authenticates with its API key only: remove them from ${settingName(s, edge)} (or ${s.env?.name})`,
  );
}

/** A stored baseline or a fresh one, not both (the command line: --baseline FILE or --baseline-target URL). */
export function checkBaselineChoice(baseline: string | null, baselineTarget: string | null, edge: Edge): void {
  if (baseline === null || baselineTarget === null) return;
  const file = settingName(SETTINGS.baseline, edge);
  const fresh = settingName(SETTINGS.baselineTarget, edge);
  throw edge.error(
    `${file} and ${fresh} were both given; give one: ${file} FILE compares with stored results, ${fresh} URL plays the base deployment now`,
  );
}

/** Grouping labels of a push that is not made. */
export function checkPushgatewayLabels(labels: readonly string[], pushgateway: string | null, edge: Edge): void {
  if (labels.length > 0 && pushgateway === null)
    throw edge.error(`${settingName(SETTINGS.pushgatewayLabel, edge)} needs ${settingName(SETTINGS.pushgateway, edge)} URL`);
}

/** The action's commands: aggregate merges shards' results, so it needs them and runs no shard or base side itself. */
export function checkActionCommand(
  config: { command: ActionCommand; shard: unknown; shardResults: string | null; baselineTarget: string | null },
  edge: Edge,
): void {
  const aggregate = config.command === 'aggregate';
  if (aggregate && config.shardResults === null) {
    throw edge.error(
      "Input `shard-results` is empty but `command: aggregate` needs it: give a glob of the shard jobs' results files, e.g. `shard-results: shards/*/results.json`.",
    );
  }
  if (config.baselineTarget !== null && (config.shard !== null || aggregate)) {
    throw edge.error(
      'Input `baseline-target-url` cannot be used in sharded jobs (`shard` or `command: aggregate`): the base side would be split across the shards and never merged. Remove it from the sharded workflow (its pull requests compare with the stored baseline), or run the fresh baseline in one unsharded job.',
    );
  }
  if (config.command === 'capture' && (config.shard !== null || config.baselineTarget !== null)) {
    throw edge.error(
      '`command: capture` replays the captured tests against `target-url` in one job: remove `shard` and `baseline-target-url` from its step.',
    );
  }
  if (aggregate && config.shard !== null) {
    throw edge.error(
      "Inputs `shard` and `command: aggregate` were both given: the aggregate job merges the shards' results; remove `shard` from it.",
    );
  }
}
