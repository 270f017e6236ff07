import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readInputs } from '../../src/action/inputs.ts';
import { readDataFile } from '../../src/suite/loader.ts';

const actionYml = (
  await readDataFile<{ inputs: Record<string, { default?: string }> }>(new URL('../../action.yml', import.meta.url).pathname)
).value!;

/** Reads inputs the way the runner passes them: every input set, to its action.yml default unless given. */
const reader =
  (given: Record<string, string> = {}) =>
  (name: string) => {
    if (!(name in actionYml.inputs)) throw new Error(`input ${name} is not declared in action.yml`);
    return given[name] ?? (name === 'github-token' ? 'ghs_token' : (actionYml.inputs[name]?.default ?? ''));
  };

describe('readInputs', () => {
  it('reads every input declared in action.yml, with its defaults', () => {
    const read: string[] = [];
    const config = readInputs((name) => {
      read.push(name);
      return reader()(name);
    });
    expect(new Set(read)).toEqual(new Set(Object.keys(actionYml.inputs)));
    expect(config).toMatchObject({
      suites: ['suites/**/*.{yaml,yml,json}'],
      targetUrl: null,
      transport: 'http',
      repeats: null,
      concurrency: 4,
      baselineBranch: 'agent-eval-baselines',
      alpha: 0.025,
      failOn: 'significant-regression',
      failOnInvalid: true,
      comment: true,
      command: 'auto',
      shard: null,
      checkName: 'agent-eval',
      reportDir: 'agent-eval-report',
    });
  });

  it('parses lists, numbers, booleans and the shard', () => {
    const config = readInputs(
      reader({
        suites: 'evals/a.yaml\nevals/b/**/*.yml',
        'run-all-on': 'package.json\n\nsrc/prompts/**',
        'allowed-target-hosts': 'Preview.example.com, *.staging.example.com',
        repeats: '20',
        'fail-on-invalid': 'false',
        shard: '2/4',
      }),
    );
    expect(config.suites).toEqual(['evals/a.yaml', 'evals/b/**/*.yml']);
    expect(config.runAllOn).toEqual(['package.json', 'src/prompts/**']);
    expect(config.allowedTargetHosts).toEqual(['preview.example.com', '*.staging.example.com']);
    expect(config.repeats).toBe(20);
    expect(config.failOnInvalid).toBe(false);
    expect(config.shard).toEqual({ index: 2, total: 4 });
  });

  it.each([
    ['repeats', '0', /`repeats`.*from 1 to 1000/],
    ['alpha', '0.9', /`alpha`.*at most 0.5/],
    ['transport', 'grpc', /`transport`.*give http or ws/],
    ['shard', '3/2', /`shard`.*i\/n/],
    ['target-url', 'preview.example.com', /`target-url`.*http:\/\//],
    ['comment', 'yes', /`comment`.*true or false/],
    ['judge-cache', 'off', /`judge-cache`.*true or false/],
    ['pushgateway-url', 'pushgateway:9091', /`pushgateway-url`.*base URL, e\.g\. http:\/\//],
    ['github-token', '', /`github-token` is empty.*secrets\.GITHUB_TOKEN/],
  ])('refuses %s = %s, naming the input and the fix', (name, value, message) => {
    expect(() => readInputs(reader({ [name]: value }))).toThrow(ConfigurationError);
    expect(() => readInputs(reader({ [name]: value }))).toThrow(message);
  });

  it('reads quarantine and pushgateway-url, absent when empty', () => {
    expect(readInputs(reader())).toMatchObject({ quarantine: null, pushgatewayUrl: null });
    expect(readInputs(reader({ quarantine: '.github/quarantine.yaml', 'pushgateway-url': 'http://pushgateway:9091' }))).toMatchObject({
      quarantine: '.github/quarantine.yaml',
      pushgatewayUrl: 'http://pushgateway:9091',
    });
  });

  it('says what a step with no inputs at all is missing and how to add it', () => {
    const run = () => readInputs(() => '');
    expect(run).toThrow(ConfigurationError);
    expect(run).toThrow(/received no inputs at all.*\n.*uses: .*\n.*with:\n.*target-url: https:\/\/pr-\{pr\}/);
    expect(run).not.toThrow(/`github-token` is empty/);
  });

  it('lists every input and output of action.yml in the tables of docs/action.md', async () => {
    const page = await readFile(new URL('../../docs/action.md', import.meta.url), 'utf8');
    const rows = new Set([...page.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]));
    const yml = (await readDataFile<{ outputs: Record<string, unknown> }>(new URL('../../action.yml', import.meta.url).pathname)).value!;
    expect(rows).toEqual(new Set([...Object.keys(actionYml.inputs), ...Object.keys(yml.outputs)]));
  });

  it('needs shard-results for the aggregate command', () => {
    expect(() => readInputs(reader({ command: 'aggregate' }))).toThrow(/`shard-results` is empty/);
  });
});
