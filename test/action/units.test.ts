import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/action/gate.ts';
import { commonBaseDir, selectAffectedSuites, suitesMatcher } from '../../src/action/select.ts';
import { checkTargetHost, renderTarget, TargetError } from '../../src/action/target.ts';
import { ConfigurationError, readInputs } from '../../src/action/inputs.ts';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import { readDataFile, type LoadedSuite } from '../../src/suite/loader.ts';

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

describe('target', () => {
  it('fills in the template', () => {
    expect(renderTarget('https://pr-{pr}.preview.example.com/{branch}?sha={sha}', { pr: 12, sha: 'abc', branch: 'feat/x' })).toBe(
      'https://pr-12.preview.example.com/feat-x?sha=abc',
    );
    expect(() => renderTarget('https://pr-{pr}.example.com', { pr: null, sha: 'abc', branch: 'main' })).toThrow(/no pull request/);
  });

  it('sends the token only to allowed hosts', () => {
    expect(() => checkTargetHost('https://evil.example.net/x', ['preview.example.com'], true)).toThrow(TargetError);
    expect(() => checkTargetHost('https://pr-1.staging.example.com', ['*.staging.example.com'], true)).not.toThrow();
    expect(() => checkTargetHost('http://127.0.0.1:8080', ['127.0.0.1:8080'], true)).not.toThrow();
    // Without a token there is nothing to leak.
    expect(() => checkTargetHost('https://evil.example.net/x', ['preview.example.com'], false)).not.toThrow();
  });
});

describe('selectAffectedSuites', () => {
  const suite = (id: string, file: string, affects?: string[]) =>
    ({ file, suite: { suite_id: id, ...(affects !== undefined ? { affects } : {}) } }) as unknown as LoadedSuite;
  const suites = [
    suite('billing', 'suites/billing.yaml', ['src/billing/**']),
    suite('routing', 'suites/routing.yaml'),
    suite('docs', 'suites/docs.yaml', ['docs/**']),
  ];

  it('selects by changed suite file, by affects globs and every suite without affects, saying why', () => {
    const s = selectAffectedSuites(suites, ['src/billing/invoice.ts', 'suites/docs.yaml'], []);
    expect(s.selected.map((x) => [x.suite.suite.suite_id, x.reason])).toEqual([
      ['billing', 'src/billing/invoice.ts matches its affects globs (src/billing/**)'],
      ['routing', 'it declares no affects, so every change can affect it: 2 paths changed'],
      ['docs', 'its file suites/docs.yaml changed'],
    ]);
    expect(s.skipped).toEqual([]);
  });

  it('runs a suite without affects on a change only to the agent, and when no changed path is listed', () => {
    const agentOnly = selectAffectedSuites(suites, ['agent/flow.py'], []);
    expect(agentOnly.selected.map((x) => x.suite.suite.suite_id)).toEqual(['routing']);
    expect(agentOnly.skipped.map((x) => x.suite.suite_id)).toEqual(['billing', 'docs']);
    expect(agentOnly.unmatched).toEqual(['agent/flow.py']);
    const none = selectAffectedSuites(suites, [], []);
    expect(none.selected.map((x) => [x.suite.suite.suite_id, x.reason])).toEqual([
      ['routing', 'it declares no affects, so it runs even when no changed path is listed'],
    ]);
  });

  it('skips only suites that declare affects and match nothing, and names the changed paths nothing matched', () => {
    const declared = suites.filter((s) => s.suite.affects !== undefined);
    const s = selectAffectedSuites(declared, ['README.md', 'src/billing/invoice.ts', 'README.md', 'agent/a.py'], []);
    expect(s.selected.map((x) => x.suite.suite.suite_id)).toEqual(['billing']);
    expect(s.skipped.map((x) => x.suite.suite_id)).toEqual(['docs']);
    expect(s.unmatched).toEqual(['README.md', 'agent/a.py']);
    expect(selectAffectedSuites(declared, ['README.md'], []).selected).toEqual([]);
    // `affects: []` declares that only the suite's own file affects it.
    const pinned = suite('pinned', 'suites/pinned.yaml', []);
    expect(selectAffectedSuites([pinned], ['agent/flow.py'], []).skipped).toEqual([pinned]);
    expect(selectAffectedSuites([pinned], ['suites/pinned.yaml'], []).selected).toHaveLength(1);
  });

  it('selects every suite when a run-all-on glob matches', () => {
    const s = selectAffectedSuites(suites, ['prompts/system.md'], ['prompts/**']);
    expect(s.selected).toHaveLength(3);
    expect(s.runAll).toBe('prompts/system.md matches run-all-on');
    expect(s.unmatched).toEqual([]);
  });

  it('quotes a changed path with a control character in its reason, so a log line shows it as text', () => {
    const s = selectAffectedSuites(suites, ['src/billing/x\u001b[2K\t.ts'], []);
    expect(s.selected[0]?.reason).toBe('"src/billing/x\\u001b[2K\\t.ts" matches its affects globs (src/billing/**)');
  });

  it('selects a suite for a changed path with a line break in its name, shown quoted', () => {
    const s = selectAffectedSuites(suites, ['src/billing/x\n::error::forged.ts'], []);
    expect(s.selected[0]?.reason).toBe('"src/billing/x\\n::error::forged.ts" matches its affects globs (src/billing/**)');
    expect(s.unmatched).toEqual([]);
  });

  it('knows where the suites globs live', () => {
    expect(commonBaseDir(['suites/**/*.{yaml,yml,json}'])).toBe('suites');
    expect(commonBaseDir(['evals/a/*.yaml', 'evals/b/*.yaml'])).toBe('evals');
    expect(commonBaseDir(['a/*.yaml', 'b/*.yaml'])).toBe('');
    expect(suitesMatcher(['suites/'])('suites/x/y.yaml')).toBe(true);
    expect(suitesMatcher(['suites/**/*.{yaml,yml,json}'])('suites/README.md')).toBe(false);
  });
});

describe('decideGate', () => {
  const comparison = (verdict: Comparison['verdict'], delta = -0.02) =>
    ({
      verdict,
      reason: 'r',
      suites: [
        {
          suite_id: 's',
          verdict: verdict === 'fail' ? 'regressed' : 'unchanged',
          delta: { estimate: delta, ci: [0, 0], method: 'newcombe-paired' },
        },
      ],
    }) as unknown as Comparison;

  it('follows fail-on and fail-on-invalid', () => {
    expect(decideGate(comparison('fail'), 'significant-regression', true)).toMatchObject({ conclusion: 'failure' });
    expect(decideGate(comparison('fail'), 'never', true)).toEqual({ failure: null, conclusion: 'neutral' });
    expect(decideGate(comparison('pass'), 'significant-regression', true)).toEqual({ failure: null, conclusion: 'success' });
    expect(decideGate(comparison('pass'), 'any-regression', true).failure).toMatch(/dropped in s/);
    expect(decideGate(comparison('invalid'), 'significant-regression', true).conclusion).toBe('failure');
    expect(decideGate(comparison('invalid'), 'significant-regression', false)).toEqual({ failure: null, conclusion: 'neutral' });
  });
});
