// A flow agent served as an OpenAI-compatible chat completions endpoint (POST /v1/chat/completions),
// as a gateway in front of a model with the flow's tools would serve it. Rules stand in for the
// model, so every answer is the same for the same conversation.
//
// The endpoint keeps no state: every request carries the whole conversation, and the agent finds
// its node in it (the next_node_id of its last process_node call). It answers a user message with
// tool calls for the caller to run (process_node, and lookup_order when asked about an order),
// then, once the tool results come back as `tool` messages, with the node's text.
//
//   PORT=4000 node examples/openai-chat/agent.mjs
//
// EXAMPLE_FAULT=misroute sends a refund request to the order desk; EXAMPLE_FAULT=drop-order-id
// calls lookup_order without its order_id. Either is the kind of regression a suite should catch.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** Where a conversation starts, when no process_node call names a node yet. */
export const START_NODE = 'start';

/** The most a request body may have: a conversation of a few hundred turns. */
const MAX_BODY_BYTES = 1024 * 1024;
const FAULTS = ['misroute', 'drop-order-id'];

/** The flow: what the agent says on reaching each node, and where a user message takes it from there. */
const FLOW = {
  start: {
    say: () => 'Hello!',
    route: () => ({ option_id: 'greeted', next_node_id: 'menu' }),
  },
  menu: {
    say: ({ from }) =>
      from === 'start'
        ? 'Welcome to Acme support! I can check an order or start a refund. What do you need?'
        : 'Sorry, I did not get that. I can check an order or start a refund.',
    route: (text, fault) => {
      if (/refund|money back|return/i.test(text))
        return fault === 'misroute'
          ? { option_id: 'order', next_node_id: 'order_status' }
          : { option_id: 'refund', next_node_id: 'refund' };
      if (/order|parcel|package|deliver/i.test(text)) return { option_id: 'order', next_node_id: 'order_status' };
      return { option_id: '-1', next_node_id: 'menu' };
    },
  },
  order_status: {
    say: ({ order }) =>
      order === undefined
        ? 'Which order number should I look up?'
        : order.status === 'shipped'
          ? `Order ${order.order_id ?? ''} has shipped and should arrive on ${order.eta}.`
          : `I could not find order ${order.order_id ?? ''}. Could you check the number?`,
    route: (text) =>
      /thank|bye/i.test(text) ? { option_id: 'done', next_node_id: 'goodbye' } : { option_id: '-1', next_node_id: 'order_status' },
  },
  refund: {
    say: () => 'I can refund your last order to the card you paid with. Shall I go ahead?',
    route: (text) =>
      /^\s*(yes|yep|sure|please)/i.test(text)
        ? { option_id: 'confirm', next_node_id: 'refund_started' }
        : { option_id: '-1', next_node_id: 'refund' },
  },
  refund_started: {
    say: () => 'Done: the refund is on its way and shows on your statement within 5 working days.',
    route: () => ({ option_id: '-1', next_node_id: 'refund_started' }),
  },
  goodbye: {
    say: () => 'Thank you for contacting Acme. Have a great day!',
    route: () => ({ option_id: '-1', next_node_id: 'goodbye' }),
  },
};

/** An OpenAI-style error: the status and `{error: {message, type, param, code}}`. */
class RequestError extends Error {
  constructor(status, message, param = null) {
    super(message);
    this.status = status;
    this.param = param;
  }
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The object a JSON text holds; {} for anything else (a tool result or arguments may be any text). */
function recordOf(text) {
  const value = typeof text === 'string' ? parseJson(text) : undefined;
  return isRecord(value) ? value : {};
}

/** The text of a message's content: a string, or its text parts joined. */
function textOf(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.flatMap((part) => (isRecord(part) && typeof part.text === 'string' ? [part.text] : [])).join('\n');
}

/** The node the conversation is at: the result's next_node_id of the last process_node call, else its arguments'. */
function currentNode(messages) {
  for (let i = messages.length - 1; i >= 0; i--) {
    const calls = messages[i].role === 'assistant' && Array.isArray(messages[i].tool_calls) ? messages[i].tool_calls : [];
    const call = calls.findLast((c) => c?.function?.name === 'process_node');
    if (!call) continue;
    const result = messages.find((m) => m.role === 'tool' && m.tool_call_id === call.id);
    const fromResult = recordOf(result?.content);
    if (typeof fromResult.next_node_id === 'string') return fromResult.next_node_id;
    const args = recordOf(call.function.arguments);
    if (typeof args.next_node_id === 'string') return args.next_node_id;
  }
  return START_NODE;
}

/** The assistant message answering `messages`: tool calls after a user message, the node's text after tool results. */
export function answer(messages, fault = null) {
  const last = messages.at(-1);
  const named = currentNode(messages);
  const node = Object.hasOwn(FLOW, named) ? named : START_NODE;
  if (last.role === 'tool') {
    // The order is the lookup_order call of this turn with its result, when there was one.
    const asked = messages.findLast((m) => m.role === 'assistant' && Array.isArray(m.tool_calls));
    const lookup = asked?.tool_calls.find((c) => c?.function?.name === 'lookup_order');
    const result = lookup && messages.find((m) => m.role === 'tool' && m.tool_call_id === lookup.id);
    const order = result ? { ...recordOf(lookup.function.arguments), ...recordOf(result.content) } : undefined;
    const from = recordOf(asked?.tool_calls.find((c) => c?.function?.name === 'process_node')?.function.arguments).current_node_id;
    return { role: 'assistant', content: FLOW[node].say({ order, from }) };
  }
  const text = textOf(last.content);
  const turn = messages.filter((m) => m.role === 'user').length;
  const route = FLOW[node].route(text, fault);
  const calls = [{ name: 'process_node', args: { current_node_id: node, ...route } }];
  const orderId = /\b\d{4,10}\b/.exec(text)?.[0];
  if (route.next_node_id === 'order_status' && orderId !== undefined)
    calls.push({ name: 'lookup_order', args: fault === 'drop-order-id' ? {} : { order_id: orderId } });
  return {
    role: 'assistant',
    content: null,
    tool_calls: calls.map((c, i) => ({
      id: `call_${turn}_${i + 1}`,
      type: 'function',
      function: { name: c.name, arguments: JSON.stringify(c.args) },
    })),
  };
}

/** The request's messages, checked: an array of {role, content} ending with a user or tool message. */
function messagesOf(body) {
  if (!isRecord(body)) throw new RequestError(400, 'the body must be a JSON object');
  if (body.stream === true) throw new RequestError(400, 'this agent does not stream: send stream: false', 'stream');
  const { messages } = body;
  if (!Array.isArray(messages) || messages.length === 0) throw new RequestError(400, 'messages must be a non-empty array', 'messages');
  messages.forEach((m, i) => {
    if (!isRecord(m) || typeof m.role !== 'string')
      throw new RequestError(400, `messages[${i}] must be an object with a role`, `messages[${i}]`);
  });
  const last = messages.at(-1);
  if (last.role !== 'user' && last.role !== 'tool')
    throw new RequestError(
      400,
      `the last message must be from the user or a tool, not ${JSON.stringify(last.role)}`,
      `messages[${messages.length - 1}].role`,
    );
  return messages;
}

/** The body as text; past MAX_BODY_BYTES the rest is read and dropped (memory stays bounded), then refused. */
async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw new RequestError(413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
  return Buffer.concat(chunks).toString('utf8');
}

/** A rough token count (words), so a caller sees usage the way it would from a model. */
const tokens = (value) => JSON.stringify(value).split(/\W+/).filter(Boolean).length;

/** The HTTP server of the agent; `fault` is one of FAULTS, or null for the healthy agent. */
export function createAgentServer({ fault = null } = {}) {
  if (fault !== null && !FAULTS.includes(fault))
    throw new Error(`EXAMPLE_FAULT must be ${FAULTS.join(' or ')}, not ${JSON.stringify(fault)}`);
  let served = 0;
  return http.createServer(async (req, res) => {
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const path = new URL(req.url ?? '/', 'http://agent').pathname;
      if (path !== '/v1/chat/completions') throw new RequestError(404, `no route ${path}: POST /v1/chat/completions`);
      if (req.method !== 'POST') throw new RequestError(405, `${req.method} is not allowed: POST /v1/chat/completions`);
      const body = parseJson(await readBody(req));
      if (body === undefined) throw new RequestError(400, 'the body is not JSON');
      const messages = messagesOf(body);
      const message = answer(messages, fault);
      served += 1;
      reply(200, {
        id: `chatcmpl-${served}`,
        object: 'chat.completion',
        created: 0,
        model: typeof body.model === 'string' ? body.model : 'acme-support',
        choices: [{ index: 0, message, logprobs: null, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: tokens(messages), completion_tokens: tokens(message), total_tokens: tokens(messages) + tokens(message) },
      });
    } catch (e) {
      const status = e instanceof RequestError ? e.status : 500;
      const message = e instanceof RequestError ? e.message : 'internal error';
      if (!(e instanceof RequestError)) console.error(e);
      reply(status, { error: { message, type: 'invalid_request_error', param: e.param ?? null, code: null } });
    }
  });
}

// Run as a program (not imported): listen on HOST:PORT, PORT=0 for any free port.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let server;
  try {
    server = createAgentServer({ fault: process.env.EXAMPLE_FAULT || null });
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const host = process.env.HOST || '127.0.0.1';
  server.listen(Number(process.env.PORT ?? 4000), host, () => {
    const { port } = server.address();
    console.log(`Acme support agent: http://${host}:${port}/v1 (OpenAI-compatible chat completions)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
