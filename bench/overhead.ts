// Figure 1, harness overhead: turns/second runSuites drives against a zero-latency agent, next to
// bare loops sending the very same requests at the same concurrency. A bare loop does the protocol's
// minimum for a JSON agent: serialise each request, POST it, parse the reply. What the harness does
// beyond that (per-turn timeout and abort, reply validation, assertions, records) is the overhead
// measured. Two bare loops: fetch, the reference the target is stated against, and a keep-alive
// node:http client, the library the harness itself uses, so the table shows how much of the margin
// comes from the client library and how much from the harness's own work.
import http from 'node:http';
import { startAgentProcess } from './child.ts';
import { startBenchAgent } from './agent-server.ts';
import { assertAllPassed, runHarness, uniformSuites } from './workload.ts';
import type { Figure } from './figure.ts';

const TURNS = 5;
const CONCURRENCIES = [1, 8, 64];
const ROUNDS = 2;
const TARGET = 0.9;

export const overhead: Figure = {
  name: 'overhead',
  title: 'Harness overhead (zero-latency agent on loopback)',
  async run(ctx) {
    const tests = ctx.quick ? 100 : 400;
    const suites = uniformSuites(tests, TURNS, 100);
    const agent = await startAgentProcess(0);
    try {
      const requests: unknown[] = (await recordBodies(suites)).map((body) => JSON.parse(body));
      // Warm every path (JIT, sockets) before anything is timed.
      await runHarness(suites, agent.url, { concurrency: 8 });
      await fetchLoop(agent.url, requests, 8);
      await nodeHttpLoop(agent.url, requests, 8);
      const rows: string[][] = [];
      let allPass = true;
      for (const concurrency of CONCURRENCIES) {
        const harness = new Best();
        const bareFetch = new Best();
        const bareHttp = new Best();
        // Alternated rounds, best of each: the box is shared, so noise only ever slows a round down.
        for (let round = 0; round < ROUNDS; round += 1) {
          await harness.measure(requests.length, async () => {
            const run = await runHarness(suites, agent.url, { concurrency });
            assertAllPassed(run.results, `overhead c=${concurrency}`);
          });
          await bareFetch.measure(requests.length, () => fetchLoop(agent.url, requests, concurrency));
          await bareHttp.measure(requests.length, () => nodeHttpLoop(agent.url, requests, concurrency));
        }
        const ratio = harness.turnsPerSecond / bareFetch.turnsPerSecond;
        const httpRatio = harness.turnsPerSecond / bareHttp.turnsPerSecond;
        const pass = ratio >= TARGET;
        allPass &&= pass;
        rows.push([
          String(concurrency),
          fmt(harness.turnsPerSecond),
          fmt(bareFetch.turnsPerSecond),
          percent(ratio),
          `>= ${TARGET * 100}%`,
          pass ? 'pass' : 'MISS',
          fmt(bareHttp.turnsPerSecond),
          percent(httpRatio),
          `${fmt(harness.cpuPerTurn)} / ${fmt(bareFetch.cpuPerTurn)} / ${fmt(bareHttp.cpuPerTurn)}`,
        ]);
        ctx.log(
          `overhead c=${concurrency}: harness ${fmt(harness.turnsPerSecond)} turns/s, bare fetch ${fmt(bareFetch.turnsPerSecond)} (${percent(ratio)}), ` +
            `bare node:http ${fmt(bareHttp.turnsPerSecond)} (${percent(httpRatio)}); ` +
            `CPU us/turn harness ${fmt(harness.cpuPerTurn)}, bare fetch ${fmt(bareFetch.cpuPerTurn)}, bare node:http ${fmt(bareHttp.cpuPerTurn)}`,
        );
      }
      return {
        pass: allPass,
        table: {
          header: [
            'concurrency',
            'harness turns/s',
            'bare fetch turns/s',
            'harness / bare fetch',
            'target',
            'result',
            'bare node:http turns/s',
            'harness / bare node:http',
            'CPU µs/turn harness / bare fetch / bare node:http',
          ],
          rows,
        },
        notes: [
          `${tests} tests x ${TURNS} turns = ${requests.length} turns per measurement; best of ${ROUNDS} alternated rounds; the agent runs in its own process.`,
          'The bare loops send the exact requests the harness sent (recorded in an untimed pass), in the same order, with the same headers: each serialises every request with JSON.stringify and parses every reply with JSON.parse, the least any client of a JSON agent does.',
          "Bare fetch is the reference of the target. Bare node:http is a keep-alive http.Agent, the client the harness uses: harness / bare node:http is the cost of the harness's own work alone, and the gap between the two bare loops is what the choice of client library is worth.",
          "CPU µs/turn is the benchmark process's own CPU time (all its threads, garbage collection included; the agent excluded) per turn, least of the rounds: it moves far less than turns/s when other work shares the box.",
        ],
      };
    } finally {
      await agent.stop();
    }
  },
};

function fmt(n: number): string {
  return n.toFixed(0);
}

/** The best of several timed rounds: highest throughput, least CPU per turn (each may come from a different round). */
class Best {
  turnsPerSecond = 0;
  cpuPerTurn = Infinity;

  async measure(turns: number, round: () => Promise<unknown>): Promise<void> {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await round();
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    this.turnsPerSecond = Math.max(this.turnsPerSecond, turns / (wallMs / 1000));
    this.cpuPerTurn = Math.min(this.cpuPerTurn, (used.user + used.system) / turns);
  }
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

/** One untimed harness pass against an in-process agent that keeps every request body, in plan order. */
async function recordBodies(suites: Parameters<typeof runHarness>[0]): Promise<string[]> {
  const bodies: string[] = [];
  const recorder = await startBenchAgent({ onBody: (body) => bodies.push(body) });
  try {
    await runHarness(suites, recorder.url, { concurrency: 1 });
  } finally {
    await recorder.close();
  }
  return bodies;
}

const HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** `concurrency` workers POST the requests one after another with fetch, JSON both ways. */
function fetchLoop(url: string, requests: readonly unknown[], concurrency: number): Promise<void> {
  const endpoint = new URL('/execute', url);
  return workers(requests.length, concurrency, async (i) => {
    const response = await fetch(endpoint, { method: 'POST', headers: HEADERS, body: JSON.stringify(requests[i]) });
    if (!response.ok) throw new Error(`bare fetch loop: agent answered ${response.status}`);
    await response.json();
  });
}

/** The same with node:http and one keep-alive agent: the body read as chunks, decoded, parsed. */
async function nodeHttpLoop(url: string, requests: readonly unknown[], concurrency: number): Promise<void> {
  const endpoint = new URL('/execute', url);
  const agent = new http.Agent({ keepAlive: true });
  const post = (body: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          hostname: endpoint.hostname,
          port: endpoint.port,
          path: endpoint.pathname,
          method: 'POST',
          agent,
          headers: { ...HEADERS, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`bare node:http loop: agent answered ${res.statusCode}`));
            else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  try {
    await workers(requests.length, concurrency, async (i) => {
      await post(JSON.stringify(requests[i]));
    });
  } finally {
    agent.destroy();
  }
}

/** `concurrency` workers share items 0..count-1, in order. */
async function workers(count: number, concurrency: number, send: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) await send(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
