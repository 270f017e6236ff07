// Reading exports and artifacts: bounded lines, every refused line named as file:line, selection
// by id, by suite/test and all, and a conversation that replaces an earlier run of itself.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedLines, MAX_TURNS, readConversations } from '../../src/capture/read.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { exportLine, reply, writeLines } from './lines.ts';

const all = { conversations: [], tests: [], all: true };

describe('readConversations', () => {
  it('names each refused line by file:line and keeps the good ones', async () => {
    const dir = await tempDir('capture-read');
    await writeLines(dir, 'export.jsonl', [
      exportLine('c1', { node: 'start', user: 'Hello', reply: reply('conv_1', {}) }),
      '{not json',
      JSON.stringify({ conversation_id: 'c2', request: { context: {} }, response: {} }),
      '',
      exportLine('c1', { node: 'conv_1', user: 'Billing', reply: reply('billing', {}) }),
    ]);
    const { conversations, problems } = await readConversations(['export.jsonl'], all, { cwd: dir });
    expect(conversations.map((c) => [c.id, c.turns.length])).toEqual([['c1', 2]]);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(['export.jsonl:2', 'export.jsonl:3']);
    expect(problems[0]!.message).toContain('not JSON');
    expect(problems[1]!.message).toMatch(/^request\.context\.current_node_id: .*each line is \{"conversation_id"/);
  });

  it('keeps the first turns of a 10,000-turn conversation and counts the rest', async () => {
    const dir = await tempDir('capture-read');
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      exportLine('long', { node: 'conv_1', user: `turn ${i}`, reply: reply('conv_1', {}) }),
    );
    await writeLines(dir, 'long.jsonl', lines);
    const { conversations } = await readConversations([dir], all, { cwd: dir });
    expect(conversations[0]!.turns).toHaveLength(MAX_TURNS);
    expect(conversations[0]!.turnsLeftOut).toBe(10_000 - MAX_TURNS);
  });

  it('selects by id and by suite/test (the lowest repeat), and reports what it did not find', async () => {
    const dir = await tempDir('capture-read');
    const line = (id: string, repeat: number, test: string) =>
      exportLine(id, { node: 'start', user: 'Hi', reply: reply('conv_1', {}) }, { suite_id: 's', test_id: test, repeat, turn_id: 'greet' });
    await writeLines(dir, 'a.jsonl', [line('r1', 1, 't'), line('r0', 0, 't'), line('other', 0, 'u')]);
    const byTest = await readConversations(['a.jsonl'], { conversations: [], tests: ['s/t', 's/missing'], all: false }, { cwd: dir });
    expect(byTest.conversations.map((c) => c.id)).toEqual(['r0']);
    expect(byTest.problems.map((p) => p.message)).toEqual(['no conversation of test "s/missing" was found']);
    const byId = await readConversations(['a.jsonl'], { conversations: ['r1', 'nope'], tests: [], all: false }, { cwd: dir });
    expect(byId.conversations.map((c) => c.id)).toEqual(['r1']);
    expect(byId.problems.map((p) => p.message)).toEqual(['no conversation "nope" was found']);
  });

  it('captures a conversation up to a turn that failed, saying so', async () => {
    const dir = await tempDir('capture-read');
    await writeLines(dir, 'a.jsonl', [
      exportLine('c', { node: 'start', user: 'Hi', reply: reply('conv_1', {}) }),
      JSON.stringify({
        conversation_id: 'c',
        request: { context: { current_node_id: 'conv_1', latest_user_message: 'x' } },
        response: null,
      }),
      exportLine('c', { node: 'conv_1', user: 'later', reply: reply('end', {}) }),
    ]);
    const [c] = (await readConversations(['a.jsonl'], all, { cwd: dir })).conversations;
    expect(c!.turns).toHaveLength(1);
    expect(c!.cut).toBe('the turn at a.jsonl:2 has no reply (it failed), so the conversation is captured up to the turn before');
  });

  it('reads the artifacts beside a results file, and refuses a results file without them', async () => {
    const dir = await tempDir('capture-read');
    await mkdir(join(dir, 'report', 'artifacts'), { recursive: true });
    await writeFile(join(dir, 'report', 'results.json'), '{}\n');
    await writeLines(join(dir, 'report', 'artifacts'), 's.jsonl', [
      exportLine('c', { node: 'start', user: 'Hi', reply: reply('conv_1', {}) }),
    ]);
    const { conversations } = await readConversations(['report/results.json'], all, { cwd: dir });
    expect(conversations.map((c) => [c.id, c.file])).toEqual([['c', join('report', 'artifacts', 's.jsonl')]]);
    await writeFile(join(dir, 'results.json'), '{}\n');
    await expect(readConversations(['results.json'], all, { cwd: dir })).rejects.toThrow(
      '--from results.json: a results file holds no requests to replay, and no artifacts/ folder is beside it',
    );
  });

  it('refuses a path that does not exist, naming it', async () => {
    const dir = await tempDir('capture-read');
    await expect(readConversations(['nowhere.jsonl'], all, { cwd: dir })).rejects.toThrow(
      '--from nowhere.jsonl: no such file or directory',
    );
  });
});

describe('boundedLines', () => {
  it('never holds a line over the limit, and numbers the lines after it', async () => {
    const dir = await tempDir('capture-read');
    const path = join(dir, 'x.jsonl');
    await writeFile(path, `short\n${'x'.repeat(200_000)}\nafter\nlast-without-newline`);
    const lines = [];
    for await (const line of boundedLines(path, 'x.jsonl', 1000)) lines.push(line);
    expect(lines).toEqual([
      { number: 1, text: 'short' },
      { number: 2, text: null },
      { number: 3, text: 'after' },
      { number: 4, text: 'last-without-newline' },
    ]);
  });
});
