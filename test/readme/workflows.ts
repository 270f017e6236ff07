// The example workflows as a team copies them from the README and docs/: every ```yaml block with `jobs:`, parsed,
// and a small evaluator of the GitHub Actions expressions they use (`${{ ... }}`, job `if:`), so a
// test can ask what a workflow does on a given event: which jobs run, with which inputs.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const README = new URL('../../README.md', import.meta.url);
/** A page of docs/, e.g. `docPage('action')` for docs/action.md. */
export const docPage = (name: string): URL => new URL(`../../docs/${name}.md`, import.meta.url);
export const ACTION_YML = new URL('../../action.yml', import.meta.url);
const ROOT = new URL('../../', import.meta.url);
/** The pages a team copies workflows and steps from: the README (its quick start first), then docs/. */
export const WORKFLOW_PAGES = [
  'README.md',
  ...readdirSync(new URL('docs/', ROOT))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
/** How the README's workflows call this action. */
export const ACTION = 'agent-eval/agent-eval-action@v1';

export type Scalar = string | number | boolean | null;

export interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, Scalar>;
}

export interface Job {
  name?: string;
  if?: string;
  permissions?: Record<string, string> | string;
  concurrency?: Concurrency | string;
  steps: Step[];
}

export interface Concurrency {
  group: string;
  'cancel-in-progress'?: boolean | string;
}

export interface Workflow {
  name?: string;
  on: string | string[] | Record<string, unknown>;
  env?: Record<string, Scalar>;
  permissions?: Record<string, string> | string;
  concurrency?: Concurrency | string;
  jobs: Record<string, Job>;
}

export interface ReadmeWorkflow {
  /** The page the block is on, e.g. `docs/action.md`. */
  page: string;
  /** The line of the page the block's first YAML line is on. */
  line: number;
  text: string;
  workflow: Workflow;
}

interface YamlBlock {
  line: number;
  text: string;
  doc: unknown;
}

/** Every ```yaml block of the README, parsed, with the line its first YAML line is on. */
function yamlBlocks(readme: string): YamlBlock[] {
  return [...readme.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((match) => ({
    line: readme.slice(0, match.index).split('\n').length + 1,
    text: match[1]!,
    doc: parse(match[1]!) as unknown,
  }));
}

const isWorkflow = (doc: unknown): doc is Workflow => typeof doc === 'object' && doc !== null && 'jobs' in doc;

const readPage = (page: string): string => readFileSync(new URL(page, ROOT), 'utf8');

/** Every ```yaml block of a page that is a workflow (has `jobs:`), in order. */
export function workflowsOf(page: string, markdown = readPage(page)): ReadmeWorkflow[] {
  return yamlBlocks(markdown).flatMap(({ line, text, doc }) => (isWorkflow(doc) ? [{ page, line, text, workflow: doc }] : []));
}

/** The README's workflows, the quick start's first. */
export function readmeWorkflows(): ReadmeWorkflow[] {
  return workflowsOf('README.md');
}

/** Every workflow of the README and docs/, the README's first. */
export function docsWorkflows(): ReadmeWorkflow[] {
  return WORKFLOW_PAGES.flatMap((page) => workflowsOf(page));
}

/** Every step of the README and docs/ that uses this action: in a workflow, or in a snippet of steps. */
export function docsActionSteps(): { page: string; line: number; with: Record<string, Scalar> }[] {
  return WORKFLOW_PAGES.flatMap((page) =>
    yamlBlocks(readPage(page)).flatMap(({ line, doc }) => {
      const steps: Step[] = isWorkflow(doc)
        ? Object.values(doc.jobs).flatMap((job) => job.steps)
        : Array.isArray(doc)
          ? (doc as Step[])
          : [];
      return steps.filter((step) => step.uses === ACTION).map((step) => ({ page, line, with: step.with ?? {} }));
    }),
  );
}

/** The events a workflow is triggered by. */
export function triggers(workflow: Workflow): string[] {
  const on = workflow.on;
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on);
}

export interface ActionStep {
  jobId: string;
  job: Job;
  /** The step's `with:` as written (expressions unevaluated). */
  with: Record<string, Scalar>;
}

/** The steps that use this action, with their job. */
export function actionSteps(workflow: Workflow): ActionStep[] {
  return Object.entries(workflow.jobs).flatMap(([jobId, job]) =>
    job.steps.filter((step) => step.uses === ACTION).map((step) => ({ jobId, job, with: step.with ?? {} })),
  );
}

/** The contexts an expression can read: `github`, `secrets`, `env`, `matrix`. */
export type Contexts = Record<string, unknown>;

/** The contexts of one event: `github` as the runner fills it in, plus what the caller adds. */
export function eventContexts(event: 'pull_request' | 'push' | 'issue_comment', extra: Contexts = {}): Contexts {
  const repository = 'acme/shop';
  const pr = { number: 7, head: { sha: 'a'.repeat(40), ref: 'feature', repo: { full_name: repository } } };
  const payloads = {
    pull_request: { action: 'opened', number: 7, pull_request: pr },
    push: { ref: 'refs/heads/main', after: 'b'.repeat(40) },
    issue_comment: {
      action: 'created',
      issue: { number: 7, pull_request: { url: 'https://api.github.com/pulls/7' } },
      comment: { body: '/eval rerun' },
    },
  };
  const sha = event === 'push' ? 'b'.repeat(40) : 'c'.repeat(40);
  return { github: { event_name: event, repository, sha, ref: 'refs/heads/main', event: payloads[event] }, ...extra };
}

/** The jobs of a workflow that run on this event (its trigger, and each job's `if:`). */
export function jobsOn(workflow: Workflow, contexts: Contexts): string[] {
  const event = (contexts['github'] as { event_name: string }).event_name;
  if (!triggers(workflow).includes(event)) return [];
  return Object.entries(workflow.jobs)
    .filter(([, job]) => job.if === undefined || truthy(evaluate(job.if.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1'), contexts)))
    .map(([id]) => id);
}

/** A value as the runner passes it: each `${{ expression }}` replaced by its value. */
export function interpolate(value: Scalar, contexts: Contexts): string {
  if (value === null) return '';
  const text = String(value);
  const whole = /^\$\{\{([\s\S]*)\}\}$/.exec(text.trim());
  if (whole) return display(evaluate(whole[1]!, contexts));
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, expression: string) => display(evaluate(expression, contexts)));
}

/** `cancel-in-progress` and other booleans that may be written as an expression. */
export function flag(value: boolean | string | undefined, contexts: Contexts): boolean {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  return truthy(evaluate(value.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1'), contexts));
}

function display(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function truthy(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false && value !== 0 && value !== '';
}

/**
 * Evaluates the subset of the expression language the README uses: context paths, string
 * literals, `!`, `==`, `!=`, `&&`, `||` (returning an operand, as GitHub does), parentheses and
 * `startsWith`. Anything else throws, so a new construct in the README gets support here first.
 */
export function evaluate(expression: string, contexts: Contexts): unknown {
  const tokens = expression.match(/'(?:[^']|'')*'|==|!=|&&|\|\||[!(),]|[A-Za-z_][\w.-]*|\S/g) ?? [];
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const take = (expected?: string): string => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`expression ${JSON.stringify(expression)}: expected ${expected ?? 'more'} at token ${at}`);
    return token;
  };
  const or = (): unknown => {
    let value = and();
    while (peek() === '||') {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };
  const and = (): unknown => {
    let value = comparison();
    while (peek() === '&&') {
      take();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const comparison = (): unknown => {
    const left = unary();
    const op = peek();
    if (op !== '==' && op !== '!=') return left;
    take();
    // GitHub compares strings case-insensitively.
    const equal = display(left).toLowerCase() === display(unary()).toLowerCase();
    return op === '==' ? equal : !equal;
  };
  const unary = (): unknown => {
    if (peek() === '!') {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = (): unknown => {
    const token = take();
    if (token === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (peek() === '(') {
      take('(');
      const args = [or()];
      while (peek() === ',') {
        take();
        args.push(or());
      }
      take(')');
      if (token === 'startsWith') return display(args[0]).toLowerCase().startsWith(display(args[1]).toLowerCase());
      throw new Error(`expression ${JSON.stringify(expression)}: the function ${token} is not supported here`);
    }
    if (!/^[A-Za-z_]/.test(token)) throw new Error(`expression ${JSON.stringify(expression)}: unexpected ${token}`);
    let value: unknown = contexts;
    for (const key of token.split('.'))
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return value ?? null;
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`expression ${JSON.stringify(expression)}: unexpected ${tokens[at]}`);
  return value;
}

/** A step's inputs as the runner hands them over on this event: the workflow's `env`, then each `with:` value. */
export function stepInputs(workflow: Workflow, step: ActionStep, contexts: Contexts): Record<string, string> {
  const env = Object.fromEntries(Object.entries(workflow.env ?? {}).map(([name, value]) => [name, interpolate(value, contexts)]));
  const withEnv = { ...contexts, env };
  return Object.fromEntries(Object.entries(step.with).map(([name, value]) => [name, interpolate(value, withEnv)]));
}
