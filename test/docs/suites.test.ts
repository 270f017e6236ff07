// docs/suites.md against the code: its table of the reference agent's flow is the flow file's nodes
// and options, its example suite and the README's load and pass every check they can score against
// the reference agent (so the node ids an example names are the flow's), and the `$schema` line an
// adopter copies (those examples, each example suite) points at the schema file this repository publishes.
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseResult } from '../../src/agent/normalise.ts';
import type { AgentClient } from '../../src/agent/types.ts';
import type { Judge } from '../../src/judge/types.ts';
import { createEngine } from '../../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile, type Flow } from '../../src/reference-agent/flow.ts';
import { ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';
import { playConversation } from '../../src/runner/conversation.ts';
import { FULL_MEMORY_PIPELINE } from '../../src/runner/isolation.ts';
import { planJobs } from '../../src/runner/plan.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { suiteJsonSchema } from '../../src/suite/suite-schema.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { ACTION, docPage, README } from '../readme/workflows.ts';

const ROOT = new URL('../../', import.meta.url);
const page = readFileSync(docPage('suites'), 'utf8');
const flow = await loadFlowFile(DEMO_FLOW_FILE);

/** The `$schema` line of a suite a team copies: the schema as published with the action's major. */
const [repository, major] = ACTION.split('@') as [string, string];
const SCHEMA_LINE = `# yaml-language-server: $schema=https://raw.githubusercontent.com/${repository}/${major}/suites/suite.schema.json`;

/** The row of the flow table for a node, as docs/suites.md writes it. */
function flowRow(node: Flow['nodes'][number]): string {
  const leads =
    node.type === 'start'
      ? `→ \`${node.next}\``
      : node.type === 'stop'
        ? 'ends the flow'
        : node.options.map((option) => `\`${option.id}\` ${option.label} → \`${option.next}\``).join('; ');
  return `| \`${node.id}\` | ${node.type} | ${leads} |`;
}

/** The rows of the page's table headed `| <first> |`. */
function tableRows(first: string): string[] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `docs/suites.md has a table headed "| ${first} |"`).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

/** A page's example suite: its first ```yaml block that is a whole suite. */
const exampleOf = (markdown: string): string =>
  [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!).find((yaml) => /^version: v1$/m.test(yaml))!;
const examples = { 'docs/suites.md': exampleOf(page), 'README.md': exampleOf(readFileSync(README, 'utf8')) };

const noJudge: Judge = {
  configured: false,
  judge: () => Promise.reject(new Error('no judge in this test')),
  similarity: () => Promise.reject(new Error('no judge in this test')),
  usage: () => {
    throw new Error('no judge in this test');
  },
};

/** Every assertion result of a run record, wherever it sits (turns, final assertions). */
function assertionsOf(value: unknown): { key: string; status: string; reason: string }[] {
  if (Array.isArray(value)) return value.flatMap(assertionsOf);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record['key'] === 'string' && typeof record['status'] === 'string' && 'pass' in record ? [record as never] : [];
  return [...own, ...Object.values(record).flatMap(assertionsOf)];
}

describe('docs/suites.md', () => {
  it("lists every node of the reference agent's flow, with its options and where they lead", () => {
    expect(tableRows('Node')).toEqual(flow.nodes.map(flowRow));
  });

  it.each(Object.entries(examples))(
    '%s: its example suite loads and passes every check it can score against the reference agent',
    async (_page, example) => {
      expect(example).toBeDefined();
      const dir = await tempDir('docs-suites');
      await writeFile(join(dir, 'support.yaml'), example);
      const { suites, errors } = await loadSuites(['support.yaml'], { cwd: dir });
      expect(errors).toEqual([]);
      const engine = createEngine({ flow, now: () => 0 });
      const client: AgentClient = {
        target: 'http://agent.test',
        transport: 'http',
        conversation: () => ({
          async execute(request) {
            const reply = await engine.execute(ExecuteRequestSchema.parse(structuredClone(request)));
            return { turn: normaliseResult(JSON.parse(JSON.stringify(reply))), attempts: 1, latency_ms: 0 };
          },
          close: () => Promise.resolve(),
        }),
      };
      const jobs = planJobs(suites, { repeats: 1 });
      expect(jobs.length).toBeGreaterThan(0);
      for (const planned of jobs) {
        const run = await playConversation(
          { ...planned, threadId: 'docs-example' },
          { dryRun: false, memoryPipeline: FULL_MEMORY_PIPELINE, enableTracing: false, judgeFailedTurns: false },
          { client, judge: noJudge, now: () => 0, signal: new AbortController().signal },
        );
        const results = assertionsOf(run);
        // Only the judge's checks are left unscored without a judge; every structural check passes.
        expect(results.filter((r) => r.status === 'failed')).toEqual([]);
        expect(results.filter((r) => r.status === 'passed').length).toBeGreaterThan(3);
      }
    },
  );

  it('shows the $schema line of the published schema, as the example suites use it', () => {
    for (const [where, example] of Object.entries(examples)) expect(example.split('\n')[0], where).toBe(SCHEMA_LINE);
    // Each example is an agent with its suite; examples/judge-calibration is a label set, not an agent.
    const folders = readdirSync(new URL('examples/', ROOT), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name !== 'judge-calibration',
    );
    expect(folders.length).toBeGreaterThan(0);
    for (const { name } of folders)
      expect(readFileSync(new URL(`examples/${name}/suite.yaml`, ROOT), 'utf8').split('\n')[0], `examples/${name}/suite.yaml`).toBe(
        SCHEMA_LINE,
      );
    // What the URL serves at the tag is this file, the schema the code generates.
    expect(JSON.parse(readFileSync(new URL('suites/suite.schema.json', ROOT), 'utf8'))).toEqual(suiteJsonSchema());
  });
});
