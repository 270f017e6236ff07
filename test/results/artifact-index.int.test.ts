// artifacts/index.json says which turn records hold a prompt snapshot, also after a resume reads
// the earlier lines back, so report.html can link exactly those turns.
import { describe, expect, it } from 'vitest';
import { readArtifactIndex } from '../../src/results/artifact-index.ts';
import { openArtifactStore, type TurnArtifact } from '../../src/telemetry/artifacts.ts';
import { tempDir } from '../helpers/temp-dir.ts';

function record(test_id: string, turn_id: string, snapshot: boolean): TurnArtifact {
  return {
    suite_id: 'orders',
    test_id,
    conversation_id: `c-${test_id}`,
    repeat: 0,
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
    ...(snapshot ? { prompt_snapshots: [{ from: 'prompt_snapshot', snapshot: { messages: [{ role: 'user', content: 'Hi' }] } }] } : {}),
  };
}

const run = (test_id: string) => ({ suite_id: 'orders', test_id, repeat: 0, conversation_id: `c-${test_id}` });

describe('the artifact index and prompt snapshots', () => {
  it('flags the records with a snapshot, before and after a resume', async () => {
    const out = await tempDir('artifact-snapshots');
    const first = await openArtifactStore(out, [], { keep: false });
    await first.append('orders', [record('refund', 't1', false), record('refund', 't2', true)]);
    await first.flush('run-1');
    let find = await readArtifactIndex(out, 'run-1');
    expect(find!(run('refund'), 't1')).toEqual({ path: 'artifacts/orders.jsonl', line: 1 });
    expect(find!(run('refund'), 't2')).toEqual({ path: 'artifacts/orders.jsonl', line: 2, prompt_snapshot: true });

    // A resumed run numbers the lines already there by reading them, snapshots included.
    const resumed = await openArtifactStore(out, [], { keep: true });
    await resumed.append('orders', [record('invoice', 't1', true)]);
    await resumed.flush('run-1');
    find = await readArtifactIndex(out, 'run-1');
    expect(find!(run('refund'), 't2')).toEqual({ path: 'artifacts/orders.jsonl', line: 2, prompt_snapshot: true });
    expect(find!(run('refund'), 't1')).not.toHaveProperty('prompt_snapshot');
    expect(find!(run('invoice'), 't1')).toEqual({ path: 'artifacts/orders.jsonl', line: 3, prompt_snapshot: true });
  });
});
