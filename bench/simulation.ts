// Figure 8, simulated users: the gate on simulated tests against the reference agent (in memory),
// with and without common random numbers (CRN). The simulated user is a seeded stand-in for a
// sampling model: it plays like the built-in simulator but, with probability NOISE per reply, says
// another option of the node than the one toward its goal, drawn fresh for every call (as a chat
// model at temperature > 0 would). CRN is the product's reply cache (src/simulator/cache.ts) shared
// by the base and head sides; without it each side has its own cache, so its own draws.
//   (1) A/A: base and head are the same agent: false alarms per PR (the check fails).
//   (2) Power: the head misroutes one option ("book a technician" ends the flow): PRs caught, at the
//       same agent calls with and without CRN.
//   (3) Simulator calls per run, and the cache hit rate of the head side of an unchanged PR.
// Everything goes through the product's code: runSuites plays the conversations (the simulated
// loop and its stop rules), compareResults and decideGate give the verdict with the action's defaults.
import { fileURLToPath } from 'node:url';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../src/compare/compare.ts';
import { decideGate } from '../src/action/gate.ts';
import { normaliseResult } from '../src/agent/normalise.ts';
import type { AgentClient } from '../src/agent/types.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import { createJudge } from '../src/judge/judge.ts';
import type { Logger } from '../src/logger.ts';
import { mulberry32 } from '../src/random.ts';
import { createEngine } from '../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../src/reference-agent/flow.ts';
import { ExecuteRequestSchema } from '../src/reference-agent/protocol.ts';
import type { Results } from '../src/results/results-schema.ts';
import type { PlannedSuite } from '../src/runner/plan.ts';
import { runSuites } from '../src/runner/run.ts';
import { builtinReply } from '../src/simulator/builtin.ts';
import { createReplyCache, replyCacheKey, type ReplyCache } from '../src/simulator/cache.ts';
import type { Simulator, SimulatorReply, SimulatorRequest } from '../src/simulator/types.ts';
import { loadSuites } from '../src/suite/loader.ts';
import { wilson } from '../src/stats/wilson.ts';
import type { Figure } from './figure.ts';

const SEED = 20_261_127;
const PRS = 300;
const QUICK_PRS = 10;
const REPEATS = 6;
/** Share of simulator replies that stray from the goal. */
const NOISE = 0.15;
const MISROUTE = { 'conv_2/opt_2': 'end' };
const ALPHA = DEFAULT_COMPARE_OPTIONS.alpha;

const silent: Logger = { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} };

/** The stand-in for a sampling model: the built-in simulator, off course with probability NOISE, fresh draws per call. */
function noisySimulator(random: () => number, counter: { calls: number }): Simulator {
  return {
    name: 'noisy',
    next: async (request: SimulatorRequest): Promise<SimulatorReply> => {
      counter.calls += 1;
      const reply = builtinReply({ ...request, seed: Math.floor(random() * 2 ** 31), repeat: 0 });
      const descriptor = request.transcript.at(-1)?.descriptor as { options?: { label?: unknown; hidden?: unknown }[] } | undefined;
      const labels = (descriptor?.options ?? [])
        .filter((o) => o.hidden !== true && typeof o.label === 'string')
        .map((o) => o.label as string);
      if (reply.kind === 'message' && labels.length > 1 && random() < NOISE)
        return { kind: 'message', text: labels[Math.floor(random() * labels.length)]! };
      return reply;
    },
  };
}

/** Replies through the product's reply cache, keyed as a model's would be. */
function cached(inner: Simulator, cache: ReplyCache): Simulator {
  return {
    name: inner.name,
    next: (request, signal) =>
      cache.reply(
        replyCacheKey({ server: 'http://bench.invalid/v1', model: 'noisy', temperature: 0.7, request }),
        'noisy',
        () => inner.next(request, signal),
        (r) => r.kind === 'end' || r.text.trim() !== '',
      ),
  };
}

async function engineClient(misroute: Record<string, string>, counter: { calls: number }): Promise<AgentClient> {
  const engine = createEngine({ flow: await loadFlowFile(DEMO_FLOW_FILE), now: () => 0, misroute });
  return {
    target: 'http://reference-agent.bench',
    transport: 'http',
    conversation: () => ({
      execute: async (request) => {
        counter.calls += 1;
        const result = await engine.execute(ExecuteRequestSchema.parse(request));
        return { turn: normaliseResult(JSON.parse(JSON.stringify(result))), attempts: 1, latency_ms: 0 };
      },
      close: async () => {},
    }),
  };
}

/** The demo suite's simulated tests, with seeds of this PR. */
function suitesOf(template: PlannedSuite, pr: number): PlannedSuite[] {
  const tests = template.suite.tests.map((t, i) => ({ ...t, seed: SEED + pr * 10 + i, repeats: REPEATS }));
  return [{ ...template, suite: { ...template.suite, tests } }];
}

interface Side {
  results: Results;
  agentCalls: number;
}

async function side(suites: PlannedSuite[], misroute: Record<string, string>, simulator: Simulator): Promise<Side> {
  const agent = { calls: 0 };
  const results = await runSuites(
    suites,
    {
      concurrency: 8,
      repeats: null,
      target: 'http://reference-agent.bench',
      transport: 'http',
      commit: null,
      dryRun: false,
      memoryPipeline: { enabled: true, stages: ['facts'] },
      enableTracing: false,
      judgeFailedTurns: false,
    },
    {
      client: await engineClient(misroute, agent),
      judge: createJudge(resolveJudgeConfig({}, {})),
      logger: silent,
      now: () => 0,
      signal: new AbortController().signal,
      simulatorFor: () => simulator,
    },
  );
  return { results, agentCalls: agent.calls };
}

const checkFails = (base: Results, head: Results): boolean => {
  const comparison = compareResults(base, head, {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2030-01-01T00:00:00Z'),
    baseline: { source: 'branch', commit: 'base', distance: 0 },
  });
  return decideGate(comparison, 'significant-regression', true).conclusion === 'failure';
};

interface Cell {
  fails: number;
  prs: number;
  agentCalls: number;
  runs: number;
  simulatorCalls: number;
  headHits: number;
  headAsks: number;
}

export const simulation: Figure = {
  name: 'simulation',
  title: 'Simulated users: false alarms, power and the reply cache, with and without common random numbers',
  async run({ quick, log }) {
    const root = fileURLToPath(new URL('../', import.meta.url));
    const loaded = await loadSuites(['suites/demo-simulated.yaml'], { cwd: root });
    if (loaded.errors.length > 0 || loaded.suites.length !== 1) throw new Error('suites/demo-simulated.yaml did not load');
    const template = loaded.suites[0]!;
    const prs = quick ? QUICK_PRS : PRS;
    const cells = new Map<string, Cell>();
    for (const scenario of ['A/A (unchanged PR)', 'misrouted option'] as const)
      for (const crn of [true, false]) {
        const cell: Cell = { fails: 0, prs, agentCalls: 0, runs: 0, simulatorCalls: 0, headHits: 0, headAsks: 0 };
        for (let pr = 0; pr < prs; pr++) {
          const suites = suitesOf(template, pr);
          const random = mulberry32(SEED ^ (pr * 7919) ^ (crn ? 1 : 2) ^ (scenario === 'A/A (unchanged PR)' ? 0 : 1 << 20));
          const counter = { calls: 0 };
          const baseCache = createReplyCache();
          const headCache = crn ? baseCache : createReplyCache();
          const base = await side(suites, {}, cached(noisySimulator(random, counter), baseCache));
          const before = headCache.stats();
          const head = await side(
            suites,
            scenario === 'A/A (unchanged PR)' ? {} : MISROUTE,
            cached(noisySimulator(random, counter), headCache),
          );
          const after = headCache.stats();
          cell.headHits += after.hits - before.hits;
          cell.headAsks += after.hits - before.hits + after.misses - before.misses;
          if (checkFails(base.results, head.results)) cell.fails += 1;
          cell.agentCalls += base.agentCalls + head.agentCalls;
          cell.runs += base.results.counts.planned + head.results.counts.planned;
          cell.simulatorCalls += counter.calls;
        }
        cells.set(`${scenario}|${crn}`, cell);
        log(`${scenario}, CRN ${crn ? 'on' : 'off'}: ${cell.fails}/${prs} checks failed`);
      }

    const rate = (c: Cell): string => {
      const w = wilson(c.fails, c.prs);
      return `${((100 * c.fails) / c.prs).toFixed(1)}% [${(100 * w.lower).toFixed(1)}, ${(100 * w.upper).toFixed(1)}] (${c.fails}/${c.prs})`;
    };
    const rows: string[][] = [];
    for (const [key, c] of cells) {
      const [scenario, crn] = key.split('|');
      rows.push([
        scenario!,
        crn === 'true' ? 'on (shared reply cache)' : 'off (independent draws)',
        rate(c),
        (c.agentCalls / c.runs).toFixed(2),
        (c.simulatorCalls / c.runs).toFixed(2),
        c.headAsks === 0 ? '–' : `${((100 * c.headHits) / c.headAsks).toFixed(1)}%`,
      ]);
    }
    const aaOn = cells.get('A/A (unchanged PR)|true')!;
    const aaOff = cells.get('A/A (unchanged PR)|false')!;
    const powerOn = cells.get('misrouted option|true')!;
    const powerOff = cells.get('misrouted option|false')!;
    const pass = aaOn.fails / aaOn.prs <= ALPHA && aaOff.fails / aaOff.prs <= ALPHA && powerOn.fails >= powerOff.fails;
    return {
      pass,
      table: {
        header: [
          'scenario',
          'common random numbers',
          'check failed (95% Wilson CI)',
          'agent calls per run',
          'simulator calls per run',
          'head replies from the cache',
        ],
        rows,
      },
      notes: [
        `${prs} PRs per row; each PR plays the ${template.suite.tests.length} simulated tests of suites/demo-simulated.yaml ${REPEATS} times per side with seeds of its own, against the reference agent's engine in memory; the head of "misrouted option" sends conv_2/opt_2 ("book a technician") to the end of the flow. The check fails as the action's defaults decide (compareResults, decideGate: fail-on significant-regression, fail-on-invalid true; α = ${ALPHA}).`,
        `The simulated user strays from its goal in ${Math.round(NOISE * 100)}% of its replies, drawn fresh for every call; CRN on: the base and head sides share the product's reply cache (src/simulator/cache.ts), so repeat i of a test sees the same user messages on both sides as long as the agents answer alike; off: each side has its own cache.`,
        `Target: A/A false alarms ≤ α = ${ALPHA} with and without CRN; CRN does not lose power at equal agent calls. Ratios from this one run: A/A false alarms CRN off / on = ${aaOff.fails} / ${aaOn.fails}; PRs caught CRN on / off = ${powerOn.fails} / ${powerOff.fails}; agent calls per run on / off = ${(powerOn.agentCalls / powerOn.runs).toFixed(2)} / ${(powerOff.agentCalls / powerOff.runs).toFixed(2)}.`,
      ],
    };
  },
};
