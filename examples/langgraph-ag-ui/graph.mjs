// A support flow as a LangGraph JS graph: each node of the flow is a node of the graph, and the
// facts the agent learns are a map in its state. No model is called: a rule in each node stands in
// for the model, so the example runs offline and answers the same way every time.
import { AIMessage } from '@langchain/core/messages';
import { END, MessagesValue, ReducedValue, START, StateGraph, StateSchema } from '@langchain/langgraph';
import { z } from 'zod';

/** EXAMPLE_FAULT=misroute routes billing questions to support: the regression the suite must catch. */
const broken = process.env.EXAMPLE_FAULT === 'misroute';
if (process.env.EXAMPLE_FAULT && !broken) {
  throw new Error(`EXAMPLE_FAULT must be misroute, not ${JSON.stringify(process.env.EXAMPLE_FAULT)}`);
}

export const FlowState = new StateSchema({
  messages: MessagesValue,
  // A map of facts (key -> value), merged turn by turn; the thread keeps it between runs.
  facts: new ReducedValue(
    z.record(z.string(), z.unknown()).default(() => ({})),
    {
      inputSchema: z.record(z.string(), z.unknown()),
      reducer: (current, update) => ({ ...current, ...update }),
    },
  ),
});

function lastUserText(state) {
  const last = [...state.messages].reverse().find((m) => m.getType() === 'human');
  return typeof last?.content === 'string' ? last.content : '';
}

function greet() {
  return { messages: [new AIMessage('Hello! Is this about billing or a technical problem?')], facts: { greeted: true } };
}

function route(state) {
  const text = lastUserText(state).toLowerCase();
  if (/charge|refund|invoice|bill/.test(text)) return broken ? 'support' : 'billing';
  if (/error|crash|router|broken|down/.test(text)) return 'support';
  return 'greet';
}

function billing(state) {
  const order = /order\s*#?\s*(\d+)/i.exec(lastUserText(state))?.[1];
  if (order !== undefined)
    return { messages: [new AIMessage(`Thanks, I have opened a refund for order ${order}.`)], facts: { order_number: order } };
  return { messages: [new AIMessage('Billing here. What is your order number?')], facts: { intent: 'billing' } };
}

function support() {
  return { messages: [new AIMessage('Technical support here. Have you tried restarting it?')], facts: { intent: 'support' } };
}

// On each turn the graph starts where the thread left off: the first turn greets, later turns
// route by the user's words (billing keeps the conversation once it has begun).
function entry(state) {
  if (state.facts.intent === 'billing') return 'billing';
  if (state.facts.greeted !== true) return 'greet';
  return route(state);
}

export const graph = new StateGraph(FlowState)
  .addNode('greet', greet)
  .addNode('billing', billing)
  .addNode('support', support)
  .addConditionalEdges(START, entry, ['greet', 'billing', 'support'])
  .addEdge('greet', END)
  .addEdge('billing', END)
  .addEdge('support', END)
  .compile();
