// evaluate() with in-memory fakes of its ports: a scripted agent client that records every request,
// the unconfigured judge, a memory logger and a stepping clock. Files go to a temp folder.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normaliseResult } from '../src/agent/normalise.ts';
import type { AgentClient, AgentClientOptions, ExecuteRequest } from '../src/agent/types.ts';
import { evaluate, type EvaluateConfig, type EvaluatePorts } from '../src/evaluate.ts';
import { SettingsConflictError } from '../src/settings/rules.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import { createJudge } from '../src/judge/judge.ts';
import { memoryLogger } from '../src/logger.ts';
import { ResultsSchema } from '../src/results/results-schema.ts';
import type { RunProgress } from '../src/runner/run.ts';
import { UserError } from '../src/errors.ts';
import { CapabilityError } from '../src/agent/protocols.ts';
import type { AssertionKey } from '../src/suite/suite-schema.ts';
import { okResult } from './fakes/agent-server.ts';
import { plannedSuite } from './helpers/planned-suites.ts';

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'agent-eval-evaluate-'));
});
afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** A suite planned from suites/<suite_id>.yaml. */
const planned = (spec: { suite_id: string } & Record<string, unknown>) => plannedSuite(spec, { file: `suites/${spec.suite_id}.yaml` });

const turn = (turnId: string) => ({ turn_id: turnId, user_input: 'Hello', expected: { next_node_id: 'conv_1' } });

/** An agent client that answers every turn with a valid reply and keeps what it was sent. */
function scriptedAgent() {
  const requests: ExecuteRequest[] = [];
  const created: AgentClientOptions[] = [];
  const create = (options: AgentClientOptions): AgentClient => {
    created.push(options);
    return {
      target: options.target,
      transport: options.transport,
      conversation: () => ({
        execute: async (request) => {
          requests.push(structuredClone(request));
          return { turn: normaliseResult(okResult()), attempts: 1, latency_ms: 5 };
        },
        close: async () => undefined,
      }),
    };
  };
  return { requests, created, create };
}

function setup(overrides: Partial<EvaluateConfig> = {}) {
  const agent = scriptedAgent();
  const logger = memoryLogger();
  let clock = 1_000;
  const ports: EvaluatePorts = {
    logger,
    now: () => (clock += 10),
    signal: new AbortController().signal,
    env: {},
    createAgentClient: agent.create,
    createJudge: (config, options) => createJudge(config, options),
  };
  const config: EvaluateConfig = {
    suites: [planned({ version: 'v1', suite_id: 'plain', tests: [{ test_id: 'only', initial_node_id: 'start', turns: [turn('t1')] }] })],
    target: 'http://user:pw@agent.test:8080',
    transport: 'http',
    token: undefined,
    timeoutMs: 1000,
    retries: 0,
    repeats: null,
    concurrency: 2,
    commit: 'abc123',
    judge: resolveJudgeConfig({}, {}),
    outDir,
    secrets: ['pw'],
    names: { autoRepeats: '--repeats auto', shard: '--shard', fixedRepeats: 'a fixed --repeats N', baselineTarget: '--baseline-target' },
    ...overrides,
  };
  return { agent, logger, ports, config };
}

/** dry_run and memory_pipeline of each request, by test. */
function isolationByTest(requests: readonly ExecuteRequest[]) {
  return Object.fromEntries(
    requests.map((r) => [r.test.test_id, { dry_run: r.context.dry_run, memory_pipeline: r.context.memory_pipeline }]),
  );
}

describe('evaluate', () => {
  it('plays the suites, writes results.json, results.jsonl and metrics.prom, and announces the run', async () => {
    const { agent, logger, ports, config } = setup({ repeats: 2 });
    const recorded = await evaluate(config, ports);

    expect(agent.created).toHaveLength(1);
    expect(agent.created[0]).toMatchObject({ target: 'http://user:pw@agent.test:8080', transport: 'http', timeoutMs: 1000, retries: 0 });
    expect(agent.requests).toHaveLength(2);
    expect(recorded.summary.counts).toMatchObject({ planned: 2, passed: 2 });
    const results = ResultsSchema.parse(JSON.parse(await readFile(recorded.resultsPath, 'utf8')));
    // What results show is the URL with its credentials redacted.
    expect(results.run).toMatchObject({ commit: 'abc123', complete: true });
    expect(results.run.target).not.toContain('pw');
    expect(await readdir(outDir)).toEqual(expect.arrayContaining(['results.json', 'results.jsonl', 'metrics.prom']));
    // report.md is the CLI's to ask for.
    expect(await readdir(outDir)).not.toContain('report.md');
    expect(logger.lines).toContain('Running 1 suite(s), 1 test(s) against http://***@agent.test:8080/ at concurrency 2');
  });

  it("sends each test its dry_run and memory_pipeline: the test's own, else its suite's defaults, else the run's setting", async () => {
    const suites = [
      planned({
        version: 'v1',
        suite_id: 'isolated',
        defaults: { memory_pipeline: { enabled: true, stages: ['facts'] } },
        tests: [
          { test_id: 'suite_default', initial_node_id: 'start', turns: [turn('t1')] },
          { test_id: 'own', initial_node_id: 'start', dry_run: false, memory_pipeline: { enabled: false }, turns: [turn('t1')] },
          { test_id: 'all_stages', initial_node_id: 'start', memory_pipeline: { enabled: true }, turns: [turn('t1')] },
        ],
      }),
      planned({
        version: 'v1',
        suite_id: 'plain',
        defaults: { dry_run: false },
        tests: [{ test_id: 'run_setting', initial_node_id: 'start', turns: [turn('t1'), turn('t2')] }],
      }),
    ];
    // One run per test: the assertion below counts the requests of one conversation.
    const { agent, ports, config } = setup({ suites, repeats: 1, dryRun: true, memoryPipeline: { enabled: true, stages: ['summarize'] } });
    await evaluate(config, ports);

    expect(isolationByTest(agent.requests)).toEqual({
      suite_default: { dry_run: true, memory_pipeline: { enabled: true, stages: ['facts'] } },
      own: { dry_run: false, memory_pipeline: { enabled: false, stages: [] } },
      all_stages: { dry_run: true, memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] } },
      run_setting: { dry_run: false, memory_pipeline: { enabled: true, stages: ['summarize'] } },
    });
    // Every turn of a conversation carries the same settings.
    expect(agent.requests.filter((r) => r.test.test_id === 'run_setting').map((r) => r.context.memory_pipeline.stages)).toEqual([
      ['summarize'],
      ['summarize'],
    ]);
  });

  it('by default asks for a committing run with every memory stage', async () => {
    const { agent, ports, config } = setup();
    await evaluate(config, ports);
    expect(isolationByTest(agent.requests)).toEqual({
      only: { dry_run: false, memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] } },
    });
  });

  it("refuses adaptive repeats with a shard in the caller's words, before any file or agent call", async () => {
    const { agent, ports, config } = setup({
      repeats: { auto: true, min: 4, max: 16 },
      shard: { index: 1, total: 2 },
      names: {
        autoRepeats: 'Input `repeats: auto`',
        shard: '`shard`',
        fixedRepeats: 'a fixed number of repeats',
        baselineTarget: '`baseline-target-url`',
      },
    });
    const refused = evaluate(config, ports);
    await expect(refused).rejects.toThrow(SettingsConflictError);
    await expect(refused).rejects.toThrow(
      /^Input `repeats: auto` cannot be combined with `shard` \(a shard sees only part of a test's runs\); give a fixed number of repeats when sharding$/,
    );
    await expect(refused).rejects.toBeInstanceOf(UserError);
    expect(agent.created).toEqual([]);
    expect(await readdir(outDir)).toEqual([]);
  });

  it('with adaptive repeats, says so and stops tests whose outcomes agree at the minimum', async () => {
    const { agent, logger, ports, config } = setup({ repeats: { auto: true, min: 2, max: 6 } });
    const recorded = await evaluate(config, ports);
    expect(logger.lines).toContain(
      'Adaptive repeats: 2 per test, up to 6 where the verdict is still open (no baseline: only tests with mixed outcomes get more)',
    );
    expect(agent.requests).toHaveLength(2);
    expect(recorded.summary.run.adaptive).toMatchObject({ min: 2, max: 6 });
  });

  it('calls no agent when there is no suite to run', async () => {
    const { agent, ports, config } = setup({ suites: [], target: 'none (no suite to run)' });
    const recorded = await evaluate(config, ports);
    expect(agent.created).toEqual([]);
    expect(recorded.summary.counts.planned).toBe(0);
  });

  it('reports progress per conversation and once at the end, and writes report.md when asked', async () => {
    const { ports, config } = setup({ repeats: 3, runSummaryReport: true });
    const seen: RunProgress[] = [];
    let done = 0;
    await evaluate(config, { ...ports, progress: { update: (p) => seen.push(p), done: () => (done += 1) } });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3]);
    expect(done).toBe(1);
    expect(await readFile(join(outDir, 'report.md'), 'utf8')).toMatch(/plain/);
  });
});

describe('evaluate with a framework protocol', () => {
  it('refuses what the protocol cannot check before any turn, asking the agent what it declares, needed only when the suites need it', async () => {
    const { agent, ports, config } = setup({ protocol: 'a2a', repeats: 1 });
    let asked = 0;
    const neededFlags: (boolean | undefined)[] = [];
    const declaring = (keys: readonly AssertionKey[]) => (options: AgentClientOptions) => ({
      ...agent.create(options),
      declares: async (_signal: AbortSignal, needed?: boolean) => {
        asked++;
        neededFlags.push(needed);
        return keys;
      },
    });
    const refused = evaluate(config, { ...ports, createAgentClient: declaring([]) });
    await expect(refused).rejects.toThrow(CapabilityError);
    await expect(refused).rejects.toThrow(/asks for next_node_id, which protocol a2a cannot check/);
    expect(agent.requests).toHaveLength(0);
    expect(agent.created[0]).toMatchObject({ protocol: 'a2a' });

    await evaluate(config, { ...ports, createAgentClient: declaring(['next_node_id']) });
    expect(agent.requests).toHaveLength(1);
    expect(asked).toBe(2);

    // A suite with nothing to declare still asks (the card must be usable), saying nothing is needed.
    const plain = planned({
      version: 'v1',
      suite_id: 'plain',
      tests: [{ test_id: 'only', initial_node_id: 'start', turns: [{ turn_id: 't1', user_input: 'Hi' }] }],
    });
    await evaluate({ ...config, suites: [plain] }, { ...ports, createAgentClient: declaring([]) });
    expect(asked).toBe(3);
    expect(neededFlags).toEqual([true, true, false]);
    await expect(
      evaluate(
        {
          ...config,
          protocol: 'openai-chat',
          suites: [
            planned({
              version: 'v1',
              suite_id: 'f',
              tests: [
                { test_id: 't', initial_node_id: 's', turns: [{ turn_id: 'a', user_input: 'x', expected: { forbidden_facts: ['ssn'] } }] },
              ],
            }),
          ],
        },
        ports,
      ),
    ).rejects.toThrow(CapabilityError);
  });

  it('hands the canned tool_results to the client, and warns when the protocol does not send them', async () => {
    const suite = planned({
      version: 'v1',
      suite_id: 'tools',
      tests: [{ test_id: 'only', initial_node_id: 'start', turns: [{ ...turn('t1'), tool_results: { lookup: { ok: true } } }] }],
    });
    const { agent, logger, ports, config } = setup({ suites: [suite], repeats: 1 });
    await evaluate(config, ports);
    expect(logger.lines).toContain(
      'warning: suites/tools.yaml gives tool_results, which only the openai-chat protocol sends to the agent; the execute agent runs its tools itself',
    );
    expect(agent.created[0]!.toolResults!({ suite_id: 'tools', test_id: 'only', turn_id: 't1', repeat: 0, conversation_id: 'c' })).toEqual({
      lookup: { ok: true },
    });
    const chat = setup({ suites: [suite], repeats: 1, protocol: 'openai-chat' });
    await evaluate(chat.config, chat.ports);
    expect(chat.logger.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
  });
});
