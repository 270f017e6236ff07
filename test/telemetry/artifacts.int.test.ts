import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { readArtifactIndex, type ArtifactIndex } from '../../src/results/artifact-index.ts';
import { openArtifactStore, type TurnArtifact } from '../../src/telemetry/artifacts.ts';
import { agentEval } from '../helpers/cli.ts';
import { FIXTURES, tempDir } from './helpers.ts';

const dirs: string[] = [];
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function dir(): Promise<string> {
  const d = await tempDir('artifact-index');
  dirs.push(d);
  return d;
}

function record(suite_id: string, test_id: string, repeat: number, turn_id: string, extra: Partial<TurnArtifact> = {}): TurnArtifact {
  return {
    suite_id,
    test_id,
    conversation_id: `${suite_id}/${test_id}/${repeat}`,
    repeat,
    turn_id,
    request: null,
    response: null,
    tool_results: [],
    memory_delta: null,
    attempts: 1,
    latency_ms: 1,
    error: null,
    failed_attempts: [],
    judge: [],
    ...extra,
  };
}

async function lineOf(reportDir: string, path: string, line: number): Promise<Record<string, unknown>> {
  const text = (await readFile(join(reportDir, path), 'utf8')).split('\n')[line - 1];
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

const lookup = (suite_id: string, test_id: string, repeat: number) => ({
  suite_id,
  test_id,
  repeat,
  conversation_id: `${suite_id}/${test_id}/${repeat}`,
});

describe('the artifact index', () => {
  it('gives the exact line of every record, however the writes of concurrent conversations interleave', async () => {
    const out = await dir();
    const store = await openArtifactStore(out, [], { keep: false });
    const conversations = Array.from({ length: 40 }, (_, i) => {
      const suite = i % 3 === 0 ? 'checkout' : 'billing';
      // Records of varying size, so a count of bytes instead of lines would go wrong.
      return {
        suite,
        turns: ['t1', 't2', 'final']
          .slice(0, 1 + (i % 3))
          .map((t) => record(suite, `test_${i}`, i % 2, t, { response: 'x'.repeat(i * 7) })),
      };
    });
    await Promise.all(conversations.map((c) => store.append(c.suite, c.turns)));
    await store.flush('run-7');
    const find = await readArtifactIndex(out, 'run-7');
    expect(find).not.toBeNull();
    for (const c of conversations) {
      for (const t of c.turns) {
        const at = find!(lookup(t.suite_id, t.test_id, t.repeat), t.turn_id);
        expect(at?.path).toBe(`artifacts/${c.suite}.jsonl`);
        expect(await lineOf(out, at!.path, at!.line)).toMatchObject({ conversation_id: t.conversation_id, turn_id: t.turn_id });
      }
    }
    // Asked for another test, repeat or suite under the same conversation id, or a turn it never had: no answer.
    expect(find!({ ...lookup('billing', 'test_1', 1), test_id: 'other' }, 't1')).toBeNull();
    expect(find!({ ...lookup('billing', 'test_1', 1), repeat: 0 }, 't1')).toBeNull();
    expect(find!({ ...lookup('billing', 'test_1', 1), suite_id: 'checkout' }, 't1')).toBeNull();
    expect(find!(lookup('billing', 'test_1', 1), 't9')).toBeNull();
  });

  it('masks secrets in the index as in the records', async () => {
    const out = await dir();
    const store = await openArtifactStore(out, ['hunter2'], { keep: false });
    await store.append('s', [record('s', 'leaks hunter2', 0, 'hunter2 turn')]);
    await store.flush();
    const index = await readFile(join(out, 'artifacts', 'index.json'), 'utf8');
    expect(index).not.toContain('hunter2');
    expect((JSON.parse(index) as ArtifactIndex).run_id).toBeNull();
  });

  it('on resume, keeps numbering after the lines already there, ending a line cut short by a crash', async () => {
    const out = await dir();
    const first = await openArtifactStore(out, [], { keep: false });
    await first.append('s', [record('s', 'a', 0, 't1'), record('s', 'a', 0, 't2')]);
    await first.flush();
    // The crash: half a record, no newline, and no index for it.
    await appendFile(join(out, 'artifacts', 's.jsonl'), '{"suite_id":"s","conversation_id":"s/b/0","tu');
    const resumed = await openArtifactStore(out, [], { keep: true });
    await resumed.append('s', [record('s', 'b', 0, 't1')]);
    await resumed.flush('run-2');
    let find = (await readArtifactIndex(out, 'run-2'))!;
    expect(find(lookup('s', 'a', 0), 't2')).toEqual({ path: 'artifacts/s.jsonl', line: 2 });
    expect(find(lookup('s', 'b', 0), 't1')).toEqual({ path: 'artifacts/s.jsonl', line: 4 });
    expect(await lineOf(out, 'artifacts/s.jsonl', 4)).toMatchObject({ conversation_id: 's/b/0', turn_id: 't1' });
    // A conversation played again replaces its earlier records; reopening reads the same numbers back.
    await resumed.append('s', [record('s', 'a', 0, 't1', { attempts: 2 }), record('s', 'a', 0, 't2', { attempts: 2 })]);
    await resumed.flush('run-2');
    const again = await openArtifactStore(out, [], { keep: true });
    await again.flush('run-3');
    find = (await readArtifactIndex(out, 'run-3'))!;
    expect(find(lookup('s', 'a', 0), 't1')).toEqual({ path: 'artifacts/s.jsonl', line: 5 });
    expect(find(lookup('s', 'a', 0), 't2')).toEqual({ path: 'artifacts/s.jsonl', line: 6 });
    expect(find(lookup('s', 'b', 0), 't1')).toEqual({ path: 'artifacts/s.jsonl', line: 4 });
    expect(await lineOf(out, 'artifacts/s.jsonl', 6)).toMatchObject({ conversation_id: 's/a/0', turn_id: 't2', attempts: 2 });
  });

  it('is not trusted when it names a file outside the artifacts folder or a file that changed', async () => {
    const out = await dir();
    const store = await openArtifactStore(out, [], { keep: false });
    await store.append('s', [record('s', 'a', 0, 't1')]);
    await store.flush();
    const path = join(out, 'artifacts', 'index.json');
    const index = JSON.parse(await readFile(path, 'utf8')) as ArtifactIndex;
    await writeFile(path, JSON.stringify({ ...index, files: { '../results.json': index.files['s.jsonl'] } }));
    expect(await readArtifactIndex(out, 'any')).toBeNull();
    await writeFile(path, JSON.stringify(index));
    expect(await readArtifactIndex(out, 'any')).not.toBeNull();
    await appendFile(join(out, 'artifacts', 's.jsonl'), 'more\n');
    expect(await readArtifactIndex(out, 'any')).toBeNull();
  });
});

describe('report.html of a run with a baseline', () => {
  it('links the turns of failing tests to their artifact lines', async () => {
    const agent = await startReferenceAgent({});
    cleanup.push(agent.close);
    const baseOut = await dir();
    const headOut = await dir();
    const suite = join(FIXTURES, 'tiny.yaml');
    expect((await agentEval(['run', '--target', agent.url, '--out', baseOut, suite])).code).toBe(1);
    const { code } = await agentEval(['run', '--target', agent.url, '--out', headOut, '--baseline', join(baseOut, 'results.json'), suite]);
    expect(code).toBe(0);
    const html = await readFile(join(headOut, 'report.html'), 'utf8');
    const results = JSON.parse(await readFile(join(headOut, 'results.json'), 'utf8')) as Results;
    const failing = results.suites[0]!.tests.find((t) => t.test_id === 'expects_wrong_node')!;
    const links = [
      ...html.matchAll(/<a class="artifact" href="([^"]+)" data-line="(\d+)" data-conversation-id="([^"]+)" data-turn-id="([^"]+)"/g),
    ];
    // The failing test's two runs, one turn each; the passing test is a summary row without turns.
    expect(links.map((m) => m[3]).sort()).toEqual(failing.runs.map((r) => r.conversation_id).sort());
    for (const [, href, line, conversation, turn] of links) {
      expect(href).toBe('artifacts/telemetry_tiny.jsonl');
      expect(html).toContain(`artifact: artifacts/telemetry_tiny.jsonl line ${line}</a>`);
      expect(await lineOf(headOut, href!, Number(line))).toMatchObject({
        conversation_id: conversation,
        turn_id: turn,
        test_id: 'expects_wrong_node',
      });
    }
  });
});
