// The one settings table: action.yml's defaults are its defaults, the help text states them, and
// the same bad value is refused by `agent-eval run`, `agent-eval compare` and the action input
// alike, each naming its own flag or input, in the same words.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readInputs } from '../../src/action/inputs.ts';
import { RUN_HELP } from '../../src/commands/run.ts';
import { COMPARE_HELP } from '../../src/commands/compare.ts';
import { defaultText, SETTINGS, type Setting } from '../../src/settings/table.ts';
import { agentEval } from '../helpers/cli.ts';

const actionYml = parse(await readFile(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};
const entries = Object.entries(SETTINGS) as [string, Setting<unknown>][];

/** The runner's reading: every input at its action.yml default unless given. */
const inputs =
  (given: Record<string, string> = {}) =>
  (name: string) =>
    given[name] ?? (name === 'github-token' ? 'ghs_token' : (actionYml.inputs[name]?.default ?? ''));

describe('the settings table and action.yml', () => {
  it('has one entry for every input of action.yml, and no input action.yml does not declare', () => {
    const declared = entries.flatMap(([, s]) => (s.input === undefined ? [] : [s.input]));
    expect(new Set(declared)).toEqual(new Set(Object.keys(actionYml.inputs)));
    expect(declared).toHaveLength(new Set(declared).size);
  });

  it.each(entries.filter(([, s]) => s.input !== undefined))("gives %s action.yml's default", (_key, s) => {
    expect(String(actionYml.inputs[s.input!]?.default ?? '')).toBe(defaultText(s));
  });

  it('reads the defaults at both edges from the table', () => {
    const config = readInputs(inputs());
    expect(config).toMatchObject({ concurrency: 4, timeoutMs: 30_000, retries: 2, alpha: 0.025, minEffect: 0.05, minTestEffect: 0.5 });
    expect(RUN_HELP).toContain('--concurrency N         Conversations played at once. Default 4 (1 to 256).');
    expect(RUN_HELP).toContain('--retries N             Retries of a turn after an engine error or a timeout. Default 2 (0 to 10).');
    expect(RUN_HELP).toContain('--timeout-ms N          Per-turn timeout in milliseconds. Default 30000 (1 to 2147483647).');
    expect(RUN_HELP).toContain('Default 0.025 (above 0, at most 0.5).');
    expect(COMPARE_HELP).toContain('Default 0.025 (above 0, at most 0.5).');
  });
});

describe('a bad value is refused alike at every edge', () => {
  // The rule as the user reads it, whichever edge refuses the value.
  const cases: { flag: string; input: string; value: string; rule: string; compare?: boolean }[] = [
    { flag: '--alpha', input: 'alpha', value: '0.9', rule: 'a number greater than 0 and at most 0.5', compare: true },
    { flag: '--alpha', input: 'alpha', value: '0', rule: 'a number greater than 0 and at most 0.5', compare: true },
    { flag: '--min-effect', input: 'min-effect', value: '1.5', rule: 'a number from 0 to 1', compare: true },
    { flag: '--min-test-effect', input: 'min-test-effect', value: '-0.1', rule: 'a number from 0 to 1', compare: true },
    { flag: '--concurrency', input: 'concurrency', value: '300', rule: 'a whole number of conversations at once from 1 to 256' },
    { flag: '--concurrency', input: 'concurrency', value: '2.5', rule: 'a whole number of conversations at once from 1 to 256' },
    { flag: '--retries', input: 'retries', value: '11', rule: 'a whole number of retries per turn from 0 to 10' },
    { flag: '--timeout-ms', input: 'timeout-ms', value: '0x10', rule: 'a whole number of milliseconds per turn from 1 to 2147483647' },
    { flag: '--repeats', input: 'repeats', value: '1001', rule: 'a whole number of runs per test from 1 to 1000' },
    { flag: '--judge-max-calls', input: 'judge-max-calls', value: '-1', rule: 'a whole number of judge calls, 0 or more' },
    { flag: '--judge-timeout-ms', input: 'judge-timeout-ms', value: 'soon', rule: 'a whole number of milliseconds per judge request' },
    { flag: '--transport', input: 'transport', value: 'grpc', rule: 'http or ws' },
    { flag: '--shard', input: 'shard', value: '3/2', rule: 'i/n, this shard of n (e.g. 2/4), with 1 <= i <= n' },
    { flag: '--memory-pipeline', input: 'memory-pipeline', value: 'everything', rule: 'off, or stages from facts, summarize' },
    { flag: '--judge-base-url', input: 'judge-base-url', value: 'api.example.com', rule: 'the OpenAI-compatible base URL' },
    { flag: '--simulator-base-url', input: 'simulator-base-url', value: 'sim.example.com', rule: 'the OpenAI-compatible base URL' },
  ];

  it.each(cases)('$flag / $input = $value', async ({ flag, input, value, rule, compare }) => {
    // --flag=value: a value starting with '-' is the value, not another option.
    const run = await agentEval(['run', '--target', 'http://127.0.0.1:9', `${flag}=${value}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`could not run: agent-eval run: ${flag} must be ${rule}`);
    expect(run.stderr).toContain(`, got '${value}'`);
    if (compare) {
      const compared = await agentEval(['compare', '--base', 'base.json', '--head', 'head.json', `${flag}=${value}`]);
      expect(compared.code).toBe(2);
      expect(compared.stderr).toContain(`could not run: agent-eval compare: ${flag} must be ${rule}, got '${value}'`);
    }
    const read = () => readInputs(inputs({ [input]: value }));
    expect(read).toThrow(ConfigurationError);
    expect(read).toThrow(`Input \`${input}\` is invalid (got ${JSON.stringify(value)}): give ${rule}`);
  });

  it('accepts the edges of each range at both edges', async () => {
    const config = readInputs(inputs({ concurrency: '256', retries: '10', alpha: '0.5', 'min-effect': '0', repeats: '1000' }));
    expect(config).toMatchObject({ concurrency: 256, retries: 10, alpha: 0.5, minEffect: 0, repeats: 1000 });
    // Past the flag checks, the run stops at the suites it cannot find: the values were accepted.
    const run = await agentEval([
      'run',
      '--target',
      'http://127.0.0.1:9',
      '--concurrency',
      '256',
      '--retries',
      '10',
      '--alpha',
      '0.5',
      '--repeats',
      '1000',
      'no-such-suites/',
    ]);
    expect(run.stderr).not.toMatch(/ must be /);
  });

  it('suggests the URL meant for an agent URL without a scheme, at both edges', async () => {
    const run = await agentEval(['run', '--target', 'preview.example.com']);
    expect(run.stderr).toContain(
      '--target "preview.example.com" has no scheme (http://, https://, ws:// or wss://); did you mean --target http://preview.example.com?',
    );
    expect(() => readInputs(inputs({ 'target-url': 'pr-{pr}.preview.example.com' }))).toThrow(
      'Input `target-url` is invalid (got "pr-{pr}.preview.example.com"): it has no scheme (http://, https://, ws:// or wss://); did you mean `target-url: http://pr-{pr}.preview.example.com`?',
    );
    // A template is an agent URL once {pr}, {sha} and {branch} are filled in.
    expect(readInputs(inputs({ 'target-url': 'https://pr-{pr}.preview.example.com/{branch}?sha={sha}' })).targetUrl).toBe(
      'https://pr-{pr}.preview.example.com/{branch}?sha={sha}',
    );
  });
});
