// Flow definitions of the reference agent: start, conversation and stop nodes with options, plus
// the rules its deterministic policy follows (option keywords, fact extraction, forgetting,
// history recall, a small knowledge base) and the summary cadence. Everything the agent does is
// declared here, so a flow file fully explains the agent's behaviour.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.ts';
import { readDataFile } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';

/** The demo flow that ships with the agent: customer support with several branches. */
export const DEMO_FLOW_FILE = demoFlowPath(new URL('./flows/customer-support.yaml', import.meta.url));

/**
 * Run from the sources this is the file URL next to this module; the CLI bundler copies the file
 * next to the bundle and puts its plain path in place of the `new URL(...)` expression.
 */
function demoFlowPath(location: URL | string): string {
  return location instanceof URL ? fileURLToPath(location) : location;
}

const id = z.string().min(1, 'must not be empty');

const pattern = z
  .string()
  .min(1, 'must not be empty')
  .describe('A JavaScript regular expression, matched case-insensitively against the user message.');

export const OptionSchema = z.strictObject({
  id: id.describe('Option id, unique within its node; "-1" is reserved for staying in the node.'),
  label: z.string().min(1),
  next: id.describe('Node the option leads to.'),
  keywords: z
    .array(z.string().min(1))
    .default([])
    .describe('The option is chosen when the user message contains one of these (case-insensitive, whole words).'),
});

export const StartNodeSchema = z.strictObject({
  id,
  type: z.literal('start'),
  next: id.describe('Node the conversation moves to on the first message.'),
  prompt: z.string().default(''),
});

export const ConversationNodeSchema = z.strictObject({
  id,
  type: z.literal('conversation'),
  prompt: z.string().min(1).describe('What the agent says on entering the node; {fact} and {fact|fallback} are filled from memory.'),
  reprompt: z.string().optional().describe('What the agent says when it stays in the node (default: the prompt).'),
  options: z.array(OptionSchema).min(1, 'a conversation node needs at least one option'),
});

export const StopNodeSchema = z.strictObject({
  id,
  type: z.literal('stop'),
  prompt: z.string().min(1),
});

export const NodeSchema = z.discriminatedUnion('type', [StartNodeSchema, ConversationNodeSchema, StopNodeSchema]);

export const FactRuleSchema = z.strictObject({
  key: id,
  label: z.string().optional().describe('How the agent names the fact to the user (default: the key with spaces).'),
  pattern,
  value: z.string().default('$1').describe('The value, with $1..$9 replaced by the capture groups.'),
  transform: z.enum(['none', 'lower', 'upper', 'title']).default('none'),
  on_add: z.string().optional().describe('Said when the fact is new; {label}, {value}.'),
  on_update: z.string().optional().describe('Said when the fact corrects a known value; {label}, {value}, {previous}.'),
});

export const ForgetRuleSchema = z.strictObject({
  key: id,
  pattern,
  on_forget: z.string().optional().describe('Said when the fact is removed; {label}, {previous}.'),
});

export const ArticleSchema = z.strictObject({
  id,
  title: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  answer: z.string().min(1),
});

export const FlowSchema = z.strictObject({
  flow_id: id,
  description: z.string().optional(),
  nodes: z.array(NodeSchema).min(1, 'a flow needs at least one node'),
  facts: z.array(FactRuleSchema).default([]),
  forget: z.array(ForgetRuleSchema).default([]),
  recall: z
    .strictObject({ keywords: z.array(z.string().min(1)).min(1) })
    .optional()
    .describe('Messages containing one of these make the agent call get_full_history.'),
  knowledge_base: z
    .array(ArticleSchema)
    .default([])
    .describe('Articles found by search_knowledge_bases when the user message contains a keyword.'),
  fallback: z
    .string()
    .default("Sorry, I didn't catch that.")
    .describe('Said before the reprompt when nothing in the message was understood.'),
  summary: z
    .strictObject({
      every_turns: z.int().min(1).default(2).describe('A summary chunk is written every N turns.'),
      fold_after: z.int().min(2).default(4).describe('This many chunks are folded into one higher-level chunk.'),
    })
    .default({ every_turns: 2, fold_after: 4 }),
});

export type Flow = z.infer<typeof FlowSchema>;
export type FlowNode = z.infer<typeof NodeSchema>;
export type ConversationNode = z.infer<typeof ConversationNodeSchema>;
export type FlowOption = z.infer<typeof OptionSchema>;
export type FactRule = z.infer<typeof FactRuleSchema>;
export type ForgetRule = z.infer<typeof ForgetRuleSchema>;
export type Article = z.infer<typeof ArticleSchema>;

/** The hidden option of every conversation node: remain in the node without advancing. */
export const STAY_OPTION_ID = '-1';

/** A flow that does not parse, or whose references do not resolve; lists every problem. */
export class FlowError extends UserError {
  override name = 'FlowError';
  readonly issues: string[];
  constructor(source: string, issues: string[]) {
    super(`invalid flow ${source}:\n${issues.map((i) => `  ${i}`).join('\n')}`);
    this.issues = issues;
  }
}

/** Validates a flow definition (already read from YAML or JSON); `source` names it in errors. */
export function parseFlow(value: unknown, source = 'flow'): Flow {
  const parsed = FlowSchema.safeParse(value);
  if (!parsed.success) {
    throw new FlowError(
      source,
      parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`),
    );
  }
  const flow = parsed.data;
  const issues = crossCheck(flow);
  if (issues.length > 0) throw new FlowError(source, issues);
  return flow;
}

/** Reads and validates a flow file (YAML or JSON); errors name the file, line and key. */
export async function loadFlowFile(path: string, options: { cwd?: string } = {}): Promise<Flow> {
  const { value, errors } = await readDataFile(path, { schema: FlowSchema, ...options });
  if (value === undefined) throw new FlowError(path, errors.map(formatSpecError));
  const issues = crossCheck(value);
  if (issues.length > 0) throw new FlowError(path, issues);
  return value;
}

function crossCheck(flow: Flow): string[] {
  const issues: string[] = [];
  const ids = new Set<string>();
  flow.nodes.forEach((node, i) => {
    if (ids.has(node.id)) issues.push(`nodes.${i}.id: node "${node.id}" is defined twice`);
    ids.add(node.id);
  });
  const known = [...ids].join(', ');
  const checkNext = (next: string, where: string): void => {
    if (!ids.has(next)) issues.push(`${where}: unknown node "${next}" (nodes: ${known})`);
  };
  const checkPattern = (source: string, where: string): void => {
    try {
      new RegExp(source, 'iu');
    } catch (e) {
      issues.push(`${where}: not a valid regular expression: ${errorMessage(e)}`);
    }
  };
  flow.nodes.forEach((node, i) => {
    if (node.type === 'start') checkNext(node.next, `nodes.${i}.next`);
    if (node.type !== 'conversation') return;
    const optionIds = new Set<string>();
    node.options.forEach((option, j) => {
      const where = `nodes.${i}.options.${j}`;
      if (option.id === STAY_OPTION_ID) issues.push(`${where}.id: "${STAY_OPTION_ID}" is reserved for staying in the node`);
      if (optionIds.has(option.id)) issues.push(`${where}.id: option "${option.id}" is defined twice in node "${node.id}"`);
      optionIds.add(option.id);
      checkNext(option.next, `${where}.next`);
    });
  });
  flow.facts.forEach((rule, i) => checkPattern(rule.pattern, `facts.${i}.pattern`));
  flow.forget.forEach((rule, i) => checkPattern(rule.pattern, `forget.${i}.pattern`));
  return issues;
}

export function findNode(flow: Flow, nodeId: string): FlowNode | undefined {
  return flow.nodes.find((node) => node.id === nodeId);
}
