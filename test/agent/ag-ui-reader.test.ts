// RunReader on its own, fed events as the transport would: what the events build is bounded by the
// reader itself, whatever the transport already bounds.
import { describe, expect, it } from 'vitest';
import { RunReader } from '../../src/agent/ag-ui.ts';
import { MAX_TOOL_ARGS_BYTES } from '../../src/agent/limits.ts';
import { AttemptError } from '../../src/agent/retry.ts';
import { turnRequest } from './helpers.ts';

const reader = () => new RunReader('POST http://agent/run', turnRequest(), { nodeFrom: { kind: 'step' }, factsPath: ['facts'] });
const run = { threadId: 'conv-1', runId: 'conv-1-t1' };

function thrown(read: () => void): AttemptError {
  try {
    read();
  } catch (e) {
    expect(e).toBeInstanceOf(AttemptError);
    return e as AttemptError;
  }
  throw new Error('expected the reader to refuse the events');
}

describe('RunReader bounds', () => {
  const piece = 'x'.repeat(1024 * 1024);

  it('refuses a tool call whose streamed arguments add up past 10 MiB, naming the call and the event', () => {
    const r = reader();
    r.read({ type: 'RUN_STARTED', ...run }, 'sse');
    r.read({ type: 'TOOL_CALL_START', toolCallId: 'tc1', toolCallName: 'lookup' }, 'sse');
    const error = thrown(() => {
      for (let i = 0; i <= MAX_TOOL_ARGS_BYTES / piece.length; i++)
        r.read({ type: 'TOOL_CALL_ARGS', toolCallId: 'tc1', delta: piece }, 'sse');
    });
    expect(error.code).toBe('ENGINE_ERROR');
    expect(error.message).toBe(
      'POST http://agent/run: events[12]: the arguments of tool call "tc1" (lookup) came to more than the 10 MiB they may have',
    );
  });

  it('counts TOOL_CALL_CHUNK pieces alike, and keeps arguments just under the limit', () => {
    const r = reader();
    r.read({ type: 'RUN_STARTED', ...run }, 'sse');
    const chunks = MAX_TOOL_ARGS_BYTES / piece.length;
    r.read({ type: 'TOOL_CALL_CHUNK', toolCallId: 'ok', toolCallName: 'write', delta: '"' }, 'sse');
    for (let i = 0; i < chunks - 1; i++) r.read({ type: 'TOOL_CALL_CHUNK', toolCallId: 'ok', delta: piece }, 'sse');
    r.read({ type: 'TOOL_CALL_CHUNK', toolCallId: 'ok', delta: `${piece.slice(2)}"` }, 'sse');
    r.read({ type: 'RUN_FINISHED', ...run }, 'sse');
    const turn = r.finish(200);
    expect((turn.tool_calls[0]!.args as string).length).toBe(MAX_TOOL_ARGS_BYTES - 2);

    const over = reader();
    over.read({ type: 'RUN_STARTED', ...run }, 'sse');
    over.read({ type: 'TOOL_CALL_CHUNK', toolCallId: 'big', toolCallName: 'write', delta: piece }, 'sse');
    const error = thrown(() => {
      for (let i = 0; i < chunks; i++) over.read({ type: 'TOOL_CALL_CHUNK', toolCallId: 'big', delta: piece }, 'sse');
    });
    expect(error.message).toContain('the arguments of tool call "big" (write) came to more than the 10 MiB');
  });
});
