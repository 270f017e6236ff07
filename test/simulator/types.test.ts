// A simulator's reply is bounded like an agent's: empty or oversized text is a simulator fault.
import { describe, expect, it } from 'vitest';
import { checkedReply, MAX_USER_MESSAGE_CHARS, SimulatorError } from '../../src/simulator/types.ts';

describe('checkedReply', () => {
  it('trims a message and passes an end call as it is', () => {
    expect(checkedReply({ kind: 'message', text: '  billing \n' })).toEqual({ kind: 'message', text: 'billing' });
    expect(checkedReply({ kind: 'end', reason: 'done' })).toEqual({ kind: 'end', reason: 'done' });
  });

  it('refuses an empty or whitespace-only message and one over the limit', () => {
    expect(() => checkedReply({ kind: 'message', text: ' \n\t' })).toThrow(SimulatorError);
    expect(() => checkedReply({ kind: 'message', text: 'x'.repeat(MAX_USER_MESSAGE_CHARS + 1) })).toThrow(
      `over the limit of ${MAX_USER_MESSAGE_CHARS}`,
    );
    expect(checkedReply({ kind: 'message', text: 'x'.repeat(MAX_USER_MESSAGE_CHARS) }).kind).toBe('message');
  });
});
