// The results files of a run, written as runs finish: results.jsonl gets one line per run, secrets
// masked, at the offset it reports; results.json comes out byte for byte as JSON.stringify would.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/results/results-schema.ts';
import { jsonPieces, openRunLog, StreamedArray, StreamedObject } from '../../src/results/write.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const run = (reason: string) => ({ conversation_id: 'c1', outcome: 'failed', reason }) as unknown as RunRecord;

describe('openRunLog', () => {
  it('appends one line per run, secrets masked, at the offset it reports', async () => {
    const path = join(await tempDir('run-log'), 'results.jsonl');
    const log = await openRunLog(path, ['s3cret']);
    const first = await log.append('suite', 't1', run('the agent echoed s3cret'));
    const second = await log.append('suite', 't2', run('ok'));
    await log.close();
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain('s3cret');
    const lines = text.trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { test_id: string }).test_id)).toEqual(['t1', 't2']);
    const bytes = Buffer.from(text);
    expect(JSON.parse(bytes.subarray(second.offset, second.offset + second.length).toString())).toMatchObject({ test_id: 't2' });
    expect(first).toEqual({ offset: 0, length: Buffer.byteLength(`${lines[0]}\n`) });
  });

  it('names the file when it cannot be created', async () => {
    const path = join(await tempDir('run-log'), 'missing', 'results.jsonl');
    await expect(openRunLog(path, [])).rejects.toThrow(path);
  });
});

describe('jsonPieces', () => {
  it('writes streamed objects and arrays exactly as JSON.stringify(value, null, 2)', async () => {
    async function* runs() {
      yield { id: 1, text: 'a\nb' };
      yield [];
    }
    const value = new StreamedObject([
      ['schema', 'agent-eval/results@1'],
      ['skipped', undefined],
      ['suites', new StreamedArray([new StreamedObject([['runs', new StreamedArray(runs())]]), new StreamedObject([])])],
      ['empty', new StreamedArray([])],
    ]);
    let text = '';
    for await (const piece of jsonPieces(value)) text += piece;
    const plain = { schema: 'agent-eval/results@1', suites: [{ runs: [{ id: 1, text: 'a\nb' }, []] }, {}], empty: [] };
    expect(text).toBe(JSON.stringify(plain, null, 2));
  });
});
