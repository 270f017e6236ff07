// The rules between settings, written once and worded for the edge that refuses: flags on the
// command line, inputs in the action.
import { describe, expect, it } from 'vitest';
import { ConfigurationError, INPUT_EDGE, readInputs } from '../../src/action/inputs.ts';
import { UsageError } from '../../src/commands/io.ts';
import { FLAG_EDGE } from '../../src/commands/options.ts';
import {
  checkAgentCredentials,
  checkBaselineChoice,
  checkJudgeBaseUrl,
  checkPushgatewayLabels,
  checkSettings,
  FLAG_NAMES,
  INPUT_NAMES,
  SettingsConflictError,
} from '../../src/settings/rules.ts';
import { agentEval } from '../helpers/cli.ts';

const inputs = (given: Record<string, string>) => (name: string) => given[name] ?? (name === 'github-token' ? 'ghs_token' : '');
const AUTO = { auto: true as const, min: 4, max: 16 };

describe('an agent token together with user:password@ in an agent URL', () => {
  it('is refused at both edges, naming the URL redacted and where the token came from', () => {
    const url = 'https://ci:hunter2@agent.example.com';
    expect(() => checkAgentCredentials(url, 'tok', 'target', FLAG_EDGE)).toThrow(UsageError);
    expect(() => checkAgentCredentials(url, 'tok', 'target', FLAG_EDGE)).toThrow(
      '--target https://***@agent.example.com/ carries a user name and password (sent as Basic auth) and an agent token is set too (--agent-token or AGENT_EVAL_AGENT_TOKEN, sent as Bearer); give only one',
    );
    expect(() => checkAgentCredentials(url, 'tok', 'baselineTarget', INPUT_EDGE)).toThrow(
      'Input `baseline-target-url` (https://***@agent.example.com/) carries a user name and password (sent as Basic auth) and an agent token is set too (`agent-token`, sent as Bearer); give only one',
    );
    expect(() => checkAgentCredentials(url, null, 'target', INPUT_EDGE)).not.toThrow();
    expect(() => checkAgentCredentials('https://agent.example.com', 'tok', 'target', INPUT_EDGE)).not.toThrow();
  });

  it('is refused by the action as soon as the inputs are read, in a template too', () => {
    const read = () => readInputs(inputs({ 'target-url': 'https://ci:hunter2@pr-{pr}.example.com', 'agent-token': 'tok-123456' }));
    expect(read).toThrow(ConfigurationError);
    expect(read).toThrow(/^Input `target-url` \(https:\/\/\*\*\*@pr-\{pr\}\.example\.com\/\) carries a user name and password/);
  });

  it('is refused by agent-eval run, with the token from the environment', async () => {
    const r = await agentEval(['run', '--target', 'http://ci:hunter2@127.0.0.1:9'], { env: { AGENT_EVAL_AGENT_TOKEN: 'tok-123456' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--target http://***@127.0.0.1:9/ carries a user name and password');
    expect(r.stderr).not.toContain('hunter2');
  });
});

describe('a user name and password in the judge base URL', () => {
  it('is refused when the judge has a key, naming the flag or the input and the variable', () => {
    const url = 'https://u:p4ssw0rd@llm.example.com/v1';
    expect(() => checkJudgeBaseUrl('sk-1', url, FLAG_EDGE)).toThrow(
      'the judge base URL https://***@llm.example.com/v1 carries a user name and password; the judge authenticates with its API key only: remove them from --judge-base-url (or OPENAI_BASE_URL)',
    );
    expect(() => checkJudgeBaseUrl('sk-1', url, INPUT_EDGE)).toThrow(/remove them from `judge-base-url` \(or OPENAI_BASE_URL\)$/);
    expect(() => checkJudgeBaseUrl(null, url, INPUT_EDGE)).not.toThrow();
  });

  it('is refused by the action when the key or the URL comes from the environment', () => {
    const env = { OPENAI_API_KEY: 'sk-123456', OPENAI_BASE_URL: 'https://u:p4ssw0rd@llm.example.com/v1' };
    expect(() => readInputs(inputs({}), () => undefined, env)).toThrow(/judge base URL https:\/\/\*\*\*@llm\.example\.com\/v1/);
  });
});

describe('rules of the command line', () => {
  it('takes a stored baseline or a fresh one, not both', async () => {
    expect(() => checkBaselineChoice('r.json', 'http://base', FLAG_EDGE)).toThrow(
      '--baseline and --baseline-target were both given; give one: --baseline FILE compares with stored results, --baseline-target URL plays the base deployment now',
    );
    const r = await agentEval(['run', '--baseline', 'r.json', '--baseline-target', 'http://127.0.0.1:9', '--target', 'http://127.0.0.1:9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--baseline and --baseline-target were both given');
  });

  it('needs --pushgateway for a grouping label', () => {
    expect(() => checkPushgatewayLabels(['branch=main'], null, FLAG_EDGE)).toThrow('--pushgateway-label needs --pushgateway URL');
    expect(() => checkPushgatewayLabels(['branch=main'], 'http://pg:9091', FLAG_EDGE)).not.toThrow();
  });
});

describe('repeats, shards and a fresh baseline', () => {
  it('are refused together in the words of each edge', () => {
    expect(() => checkSettings({ repeats: AUTO, shard: { index: 1, total: 2 }, names: FLAG_NAMES })).toThrow(
      "--repeats auto cannot be combined with --shard (a shard sees only part of a test's runs); give a fixed --repeats N when sharding",
    );
    expect(() => checkSettings({ repeats: AUTO, names: INPUT_NAMES, base: 'https://main.example.com' })).toThrow(SettingsConflictError);
    expect(() => checkSettings({ repeats: AUTO, names: INPUT_NAMES, base: 'https://main.example.com' })).toThrow(
      /^Input `repeats: auto` cannot be combined with `baseline-target-url`/,
    );
    expect(() => checkSettings({ repeats: 6, shard: { index: 1, total: 2 }, names: FLAG_NAMES, base: 'http://b' })).toThrow(
      /^--baseline-target cannot be combined with --shard/,
    );
    expect(() => checkSettings({ repeats: 6, shard: { index: 1, total: 2 }, names: FLAG_NAMES })).not.toThrow();
  });

  it('are refused by the action when the inputs are read, before anything runs', () => {
    expect(() => readInputs(inputs({ repeats: 'auto', shard: '1/2' }))).toThrow(/^Input `repeats: auto` cannot be combined with `shard`/);
    expect(() => readInputs(inputs({ 'baseline-target-url': 'https://main.example.com', shard: '1/2' }))).toThrow(
      /`baseline-target-url` cannot be used in sharded jobs/,
    );
  });
});
