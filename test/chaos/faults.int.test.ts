// The reference agent misbehaving on purpose: errors, hangs, malformed bodies, dropped connections
// and slow answers. The run must finish, account for every planned run, bound its retries, and
// report exactly the failures that were injected.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/logger.ts';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { agentEval } from '../helpers/cli.ts';
import { FIXTURES, parseExposition, sampleValue, tempDir } from '../telemetry/helpers.ts';
import { startChaosProxy } from './helpers.ts';

const rejections: unknown[] = [];
const onRejection = (reason: unknown): void => {
  rejections.push(reason);
};
beforeEach(() => {
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

const RETRIES = 2;

describe('a run against a faulty agent', () => {
  it('completes, accounts for every run and reports the injected faults as their failure codes', async () => {
    const agentLog = memoryLogger();
    const agent = await startReferenceAgent({
      errorRate: 0.2,
      timeoutRate: 0.05,
      malformedRate: 0.05,
      dropRate: 0.05,
      seed: 7,
      logger: agentLog,
    });
    const proxy = await startChaosProxy(agent.url, { slowEvery: 10, slowMs: 50 });
    const out = await tempDir('chaos');
    try {
      const { code, stderr } = await agentEval([
        'run',
        '--target',
        proxy.url,
        '--out',
        out,
        '--concurrency',
        '8',
        '--timeout-ms',
        '1500',
        '--retries',
        String(RETRIES),
        join(FIXTURES, 'chaos.yaml'),
      ]);
      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      const { counts } = results;

      expect(results.run.complete).toBe(true);
      expect(counts.planned).toBe(30);
      expect(counts.passed + counts.failed + counts.errored + counts.skipped).toBe(counts.planned);
      expect(counts.skipped).toBe(0);
      expect(counts.failed).toBe(0); // a fault never passes as a wrong answer
      expect(code).toBe(counts.errored > 0 ? 1 : 0);
      expect(stderr).not.toMatch(/internal error/);

      // Every injected fault, by (thread the agent saw, turn, attempt), and what the harness recorded for it.
      const injected = new Map<string, string>();
      for (const line of agentLog.lines) {
        const m = /injecting (\w+) into conversation (\S+) (\S+) attempt (\d+)/.exec(line);
        if (m) injected.set(`${m[2]} ${m[3]} ${m[4]}`, m[1]!);
      }
      expect(injected.size).toBeGreaterThan(0);
      const recorded = new Map<string, string>();
      let retries = 0;
      for (const run of results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs))) {
        if (run.outcome === 'errored') {
          expect(run.codes.every((c) => c === 'ENGINE_ERROR' || c === 'TIMEOUT')).toBe(true);
          expect(run.error?.code).toBe(run.turns.at(-1)?.error?.code);
        }
        for (const turn of run.turns) {
          expect(turn.attempts).toBeGreaterThanOrEqual(1);
          expect(turn.attempts).toBeLessThanOrEqual(RETRIES + 1);
          retries += turn.attempts - 1;
          for (const w of turn.warnings) {
            const m = /^attempt (\d+) of \d+ failed with (\w+)/.exec(w);
            if (m) recorded.set(`${run.thread_id} ${turn.turn_id} ${m[1]}`, m[2]!);
          }
          if (turn.error) {
            recorded.set(`${run.thread_id} ${turn.turn_id} ${turn.attempts}`, turn.error.code);
            // A turn that failed every attempt keeps only the last failure's code; the earlier ones failed too.
            for (let n = 1; n < turn.attempts; n++) recorded.set(`${run.thread_id} ${turn.turn_id} ${n}`, 'ANY');
          }
        }
      }
      // A hang is a TIMEOUT; an error, a malformed body or a dropped connection is an ENGINE_ERROR.
      // (A slow machine may add a TIMEOUT of its own, never hide an injected fault.)
      for (const [key, fault] of injected) {
        const code = recorded.get(key);
        expect(code, `${fault} at ${key}`).toBeDefined();
        if (code !== 'ANY') expect(code, `${fault} at ${key}`).toBe(fault === 'timeout' ? 'TIMEOUT' : 'ENGINE_ERROR');
      }
      const kinds = new Set(injected.values());
      expect(kinds).toEqual(new Set(['error', 'timeout', 'malformed', 'drop']));

      // Requests made = turns answered or failed, each with its attempts: nothing sent unaccounted for.
      expect(proxy.requests).toHaveLength(
        results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns))).reduce((n, t) => n + t.attempts, 0),
      );
      const metrics = parseExposition(await readFile(join(out, 'metrics.prom'), 'utf8')).samples;
      expect(sampleValue(metrics, 'agent_eval_agent_retries_total')).toBe(retries);
      expect(sampleValue(metrics, 'agent_eval_runs_total', { outcome: 'errored' })).toBe(counts.errored);
      expect(rejections).toEqual([]);
    } finally {
      await proxy.close();
      await agent.close();
    }
  }, 120_000);
});
