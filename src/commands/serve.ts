// `agent-eval serve`: the built-in reference agent on HTTP and WebSocket, until interrupted.
// --model puts a real chat model behind its decisions; the fault options turn it into a
// misbehaving agent, to see how a harness copes.
import { maskSecrets, type Logger } from '../logger.ts';
import { MisrouteError } from '../reference-agent/engine.ts';
import { SlowNodeError } from '../reference-agent/faults.ts';
import { FlowError, loadFlowFile } from '../reference-agent/flow.ts';
import {
  EXECUTE_PATH,
  referenceModelFromEnv,
  ReferenceModelError,
  startReferenceAgent,
  WEBSOCKET_PATH,
  type ReferenceAgentOptions,
  type ReferenceModel,
} from '../reference-agent/server.ts';
import { decimal, wholeNumber, type ValueRule } from '../settings/values.ts';
import { EXIT_OK, UsageError, type CommandIo } from './io.ts';
import { commandFlag, parseCommandArgs } from './options.ts';

export const SERVE_HELP = `usage: agent-eval serve [options]

Serves the built-in reference agent: HTTP POST /execute and WebSocket /internal/agent/test.
Runs until interrupted (Ctrl-C).

  --port N                   port to listen on (default 0: any free port)
  --host HOST                address to listen on (default 127.0.0.1)
  --flow FILE                flow definition, YAML or JSON (default: the demo customer-support flow)
  --token T                  require Authorization: Bearer T (default env AGENT_EVAL_AGENT_TOKEN)

Decisions (default: the flow's rules, reproducible offline):
  --model M                  decide with chat model M through the openai client: routing by a forced
                             process_node call, facts and replies by the model; any step the model
                             fails falls back to the rules and the turn carries a warning
                             (default env AGENT_EVAL_REFERENCE_MODEL)
  --model-base-url URL       OpenAI-compatible server (default env OPENAI_BASE_URL, else the OpenAI API)
                             The key comes from env AGENT_EVAL_REFERENCE_API_KEY or OPENAI_API_KEY;
                             a compatible server that needs no key needs only --model-base-url.

Fault injection, reproducible with --seed (each retry of a turn draws again, and so does a request
with another params.seed, as each repeat of a seeded test sends):
  --latency-ms N             add N ms to every answer
  --latency-jitter S         spread the added delay: each turn's is N x exp(S x Z), Z a standard
                             normal drawn per run, turn and attempt (lognormal; the median stays N;
                             0.3 puts 80% of turns within 0.68-1.47 x N; default 0)
  --slow-node NODE=FACTOR    the turns that end at NODE (a turn staying there included; one that only
                             leaves it is not) take FACTOR x the added delay (repeatable, comma-separated)
  --error-rate R             share of turns answered with HTTP 500 / a WebSocket error (0..1)
  --timeout-rate R           share of turns never answered (0..1)
  --malformed-rate R         share of turns answered with a body that is not JSON or not a result (0..1)
  --drop-rate R              share of turns whose connection is cut mid-turn (0..1)
  --nondeterministic-rate R  share of turns that take a random other option (0..1)
  --misroute OPT=NODE,...    send option OPT (or NODE/OPT) to the wrong node NODE (repeatable)
  --seed N                   seed of the fault draws (default 0)`;

export async function serveCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('serve', {
    args: argv,
    allowPositionals: false,
    options: {
      help: { type: 'boolean', short: 'h' },
      port: { type: 'string' },
      host: { type: 'string' },
      flow: { type: 'string' },
      token: { type: 'string' },
      model: { type: 'string' },
      'model-base-url': { type: 'string' },
      'latency-ms': { type: 'string' },
      'latency-jitter': { type: 'string' },
      'slow-node': { type: 'string', multiple: true },
      'error-rate': { type: 'string' },
      'timeout-rate': { type: 'string' },
      'malformed-rate': { type: 'string' },
      'drop-rate': { type: 'string' },
      'nondeterministic-rate': { type: 'string' },
      misroute: { type: 'string', multiple: true },
      seed: { type: 'string' },
    },
  });
  if (values.help) {
    io.stdout(`${SERVE_HELP}\n`);
    return EXIT_OK;
  }

  const token = values.token ?? io.env.AGENT_EVAL_AGENT_TOKEN;
  let model: ReferenceModel | undefined;
  try {
    model = referenceModelFromEnv(io.env, { model: values.model, baseURL: values['model-base-url'] });
  } catch (error) {
    if (error instanceof ReferenceModelError) throw new UsageError(error.message);
    throw error;
  }
  const secrets = [token, model?.apiKey].filter((s): s is string => typeof s === 'string' && s !== '');
  const options: ReferenceAgentOptions = {
    host: values.host ?? '127.0.0.1',
    port: integer(values.port, '--port', 0, 65_535) ?? 0,
    seed: integer(values.seed, '--seed', -(2 ** 31), 2 ** 32 - 1) ?? 0,
    misroute: parseMisroute(values.misroute ?? []),
    logger: ioLogger(io, secrets),
  };
  const latencyMs = integer(values['latency-ms'], '--latency-ms', 0, 3_600_000);
  if (latencyMs !== undefined) options.latencyMs = latencyMs;
  const jitter = commandFlag(values['latency-jitter'], '--latency-jitter', JITTER);
  if (jitter !== undefined) options.latencyJitter = jitter;
  const slowNodes = parseSlowNodes(values['slow-node'] ?? []);
  if (Object.keys(slowNodes).length > 0) options.slowNodes = slowNodes;
  // Both scale the added delay: without one they would change nothing, silently.
  for (const [flag, given] of [
    ['--slow-node', options.slowNodes],
    ['--latency-jitter', options.latencyJitter],
  ] as const)
    if (given && !options.latencyMs) throw new UsageError(`${flag} scales the delay of --latency-ms; give --latency-ms N too`);
  const rates = {
    errorRate: rate(values['error-rate'], '--error-rate'),
    timeoutRate: rate(values['timeout-rate'], '--timeout-rate'),
    malformedRate: rate(values['malformed-rate'], '--malformed-rate'),
    dropRate: rate(values['drop-rate'], '--drop-rate'),
    nondeterministicRate: rate(values['nondeterministic-rate'], '--nondeterministic-rate'),
  };
  for (const [key, value] of Object.entries(rates)) if (value !== undefined) options[key as keyof typeof rates] = value;
  if (token) options.token = token;
  if (model) options.model = model;

  if (values.flow !== undefined) {
    try {
      options.flow = await loadFlowFile(values.flow, { cwd: io.cwd });
    } catch (error) {
      if (error instanceof FlowError)
        throw new UsageError(`${error.message}\nfix the flow file, or leave out --flow to serve the demo flow`);
      throw error;
    }
  }

  let agent;
  try {
    agent = await startReferenceAgent(options);
  } catch (error) {
    if (error instanceof MisrouteError || error instanceof SlowNodeError) throw new UsageError(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new UsageError(`port ${options.port} on ${options.host} is in use; pick another with --port, or --port 0 for any free port`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new UsageError(`cannot listen on ${options.host}; pass an address of this machine with --host`);
    throw error;
  }

  const ws = agent.url.replace(/^http/, 'ws');
  io.stdout(
    `Reference agent (flow ${agent.flow.flow_id}) listening on ${agent.url}\n` +
      `  HTTP       POST ${agent.url}${EXECUTE_PATH}\n` +
      `  WebSocket  ${ws}${WEBSOCKET_PATH}\n` +
      (token ? '  Auth       bearer token required\n' : '') +
      describePolicy(model) +
      describeFaults(options) +
      `Try: agent-eval run --target ${agent.url}\nPress Ctrl-C to stop.\n`,
  );
  if (!io.signal.aborted) await new Promise<void>((resolve) => io.signal.addEventListener('abort', () => resolve(), { once: true }));
  await agent.close();
  io.stdout('Reference agent stopped.\n');
  return EXIT_OK;
}

function ioLogger(io: CommandIo, secrets: string[]): Logger {
  const clean = (m: string): string => maskSecrets(m, secrets);
  return {
    debug: () => {},
    info: (m) => io.stdout(`${clean(m)}\n`),
    warning: (m) => io.stderr(`warning: ${clean(m)}\n`),
    error: (m) => io.stderr(`error: ${clean(m)}\n`),
  };
}

const integer = (text: string | undefined, flag: string, min: number, max: number): number | undefined =>
  commandFlag(text, flag, wholeNumber(min, max));

/** A share of turns: 0.2 is 20% of them. */
const SHARE: ValueRule<number> = { ...decimal({ min: 0, max: 1 }), rule: 'a share from 0 to 1 (e.g. 0.2 for 20% of turns)' };
const rate = (text: string | undefined, flag: string): number | undefined => commandFlag(text, flag, SHARE);

/** `opt_2=billing,conv_1/opt_3=end` (repeatable) -> { opt_2: 'billing', 'conv_1/opt_3': 'end' }. */
export function parseMisroute(values: readonly string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of values.flatMap((v) => v.split(','))) {
    const [option, node, ...rest] = entry.split('=').map((part) => part.trim());
    if (!option || !node || rest.length > 0) {
      throw new UsageError(`--misroute takes OPTION=NODE pairs separated by commas (e.g. --misroute opt_2=billing), got "${entry}"`);
    }
    map[option] = node;
  }
  return map;
}

/** The sigma of the lognormal noise: 0 is none, 1 already spreads turns over 0.28-3.6 x (80%). */
const JITTER: ValueRule<number> = { ...decimal({ min: 0, max: 3 }), rule: 'a number from 0 to 3 (e.g. 0.3)' };
const FACTOR = decimal({ above: 0, max: 1000 });

/** `conv_1=1.3,billing=2` (repeatable) -> { conv_1: 1.3, billing: 2 }; the nodes are checked against the flow later. */
export function parseSlowNodes(values: readonly string[]): Record<string, number> {
  const map: Record<string, number> = {};
  for (const entry of values.flatMap((v) => v.split(','))) {
    const [node, factorText, ...rest] = entry.split('=').map((part) => part.trim());
    const factor = factorText === undefined ? undefined : FACTOR.parse(factorText);
    if (!node || factor === undefined || rest.length > 0) {
      throw new UsageError(
        `--slow-node takes NODE=FACTOR pairs separated by commas, FACTOR ${FACTOR.rule} (e.g. --slow-node conv_1=1.3), got "${entry}"`,
      );
    }
    map[node] = factor;
  }
  return map;
}

function describePolicy(model: ReferenceModel | undefined): string {
  if (!model) return '';
  // Origin and path only: a base URL may carry credentials in its user-info part.
  const url = model.baseURL === null ? null : new URL(model.baseURL);
  const where = url === null ? 'the OpenAI API' : `${url.protocol}//${url.host}${url.pathname}`;
  return `  Model      ${model.model} at ${where} (the flow's rules answer, with a warning, when it fails)\n`;
}

function describeFaults(options: ReferenceAgentOptions): string {
  const parts: string[] = [];
  if (options.latencyMs) {
    const jitter = options.latencyJitter ? ` x lognormal jitter ${options.latencyJitter}` : '';
    const slow = Object.entries(options.slowNodes ?? {}).map(([node, factor]) => `${factor}x on turns ending at ${node}`);
    parts.push(`latency ${options.latencyMs} ms${jitter}${slow.length > 0 ? ` (${slow.join(', ')})` : ''}`);
  }
  const shares: [string, number | undefined][] = [
    ['errors', options.errorRate],
    ['timeouts', options.timeoutRate],
    ['malformed bodies', options.malformedRate],
    ['dropped connections', options.dropRate],
    ['random options', options.nondeterministicRate],
  ];
  for (const [name, share] of shares) if (share) parts.push(`${name} ${Math.round(share * 1000) / 10}%`);
  const misroutes = Object.entries(options.misroute ?? {}).map(([option, node]) => `${option}->${node}`);
  if (misroutes.length > 0) parts.push(`misroute ${misroutes.join(', ')}`);
  return parts.length > 0 ? `  Faults     ${parts.join(', ')} (seed ${options.seed ?? 0})\n` : '';
}
