import { describe, expect, it } from 'vitest';
import {
  A2A_STATE_KEYS,
  CapabilityError,
  needsDeclaration,
  checkableKeys,
  checkCapabilities,
  parseNodeFrom,
  parsePointer,
  uncheckable,
  valueAt,
} from '../../src/agent/protocols.ts';
import { UserError } from '../../src/errors.ts';
import { SuiteSchema, type Suite } from '../../src/suite/suite-schema.ts';

function suite(expected: Record<string, unknown>, final?: Record<string, unknown>): { file: string; suite: Suite } {
  return {
    file: 'suites/support.yaml',
    suite: SuiteSchema.parse({
      version: 'v1',
      suite_id: 'support',
      tests: [
        {
          test_id: 'billing',
          initial_node_id: 'start',
          turns: [{ turn_id: 'ask', user_input: 'Hi', expected }],
          ...(final ? { final_assertions: final } : {}),
        },
      ],
    }),
  };
}

describe('parseNodeFrom and parsePointer', () => {
  it('reads step and state:/pointer, and refuses anything else', () => {
    expect(parseNodeFrom('step')).toEqual({ kind: 'step' });
    expect(parseNodeFrom('state:/flow/current_node')).toEqual({
      kind: 'state',
      pointer: ['flow', 'current_node'],
      text: '/flow/current_node',
    });
    expect(parseNodeFrom('state:')).toBeNull();
    expect(parseNodeFrom('state:current')).toBeNull();
    expect(parseNodeFrom('steps')).toBeNull();
  });

  it('unescapes ~1 and ~0 and refuses a pointer without a leading slash or with a bad escape', () => {
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('facts')).toBeNull();
    expect(parsePointer('/a~2')).toBeNull();
  });
});

describe('valueAt', () => {
  it('reads own keys and array indexes, never the prototype', () => {
    const doc = JSON.parse('{"facts": {"__proto__": {"x": 1}}, "list": [{"id": "n1"}]}') as unknown;
    expect(valueAt(doc, ['facts', '__proto__'])).toEqual({ x: 1 });
    expect(valueAt(doc, ['list', '0', 'id'])).toBe('n1');
    expect(valueAt({ a: {} }, ['a', 'constructor'])).toBeUndefined();
    expect(valueAt({ a: {} }, ['a', 'toString'])).toBeUndefined();
    expect(valueAt({ list: [1] }, ['list', '01'])).toBeUndefined();
    expect(valueAt({ a: 1 }, ['a', 'b'])).toBeUndefined();
  });
});

describe('checkCapabilities', () => {
  it('lets execute check every key', () => {
    expect(() => checkCapabilities([suite({ facts_add: [{ key: 'k', value: 1 }], flow_completed: true })], 'execute')).not.toThrow();
  });

  it('refuses a fact assertion over openai-chat, naming the file, test, turn, key, protocol and what the agent must send', () => {
    const error = (() => {
      try {
        checkCapabilities([suite({ next_node_id: 'n2', facts_add: [{ key: 'plan', value: 'pro' }] })], 'openai-chat');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(CapabilityError);
    expect(error).toBeInstanceOf(UserError);
    const message = (error as Error).message;
    expect(message).toContain('suites/support.yaml: test "billing" turn "ask" asks for facts_add, which protocol openai-chat cannot check');
    expect(message).toContain('--facts-path');
    expect(message).not.toContain('asks for next_node_id');
  });

  it('finds final assertions too, and lets ag-ui check facts and nodes but not descriptors', () => {
    const s = suite({ next_node_id: 'n2', facts_update: [{ key: 'k', value: 2 }] }, { flow_completed: true });
    expect(uncheckable([s], 'ag-ui').map((u) => [u.where, u.key])).toEqual([['test "billing" final_assertions', 'flow_completed']]);
    expect(checkableKeys('ag-ui')).toContain('facts_update');
    expect(checkableKeys('ag-ui')).not.toContain('node_descriptor.options_contains');
  });

  it('lets a2a check node, fact and tool keys only when the agent declares agent_eval.state', () => {
    const s = suite({ next_node_id: 'n2', tool_call: { name: 'process_node' }, assistant_contains: ['hi'] });
    expect(uncheckable([s], 'a2a', 'any')).toEqual([]);
    expect(uncheckable([s], 'a2a', [...A2A_STATE_KEYS])).toEqual([]);
    expect(uncheckable([s], 'a2a').map((u) => u.key)).toEqual(['tool_call', 'next_node_id']);
    expect(() => checkCapabilities([s], 'a2a')).toThrow(
      /asks for tool_call, which protocol a2a cannot check \(A2A carries no node, memory or tool calls: the agent must send agent_eval\.state/,
    );
    expect(needsDeclaration([s], 'a2a')).toBe(true);
    expect(needsDeclaration([suite({ assistant_contains: ['hi'] })], 'a2a')).toBe(false);
    expect(needsDeclaration([s], 'openai-chat')).toBe(false);
  });

  it('names the first five and counts the rest', () => {
    const many = Array.from({ length: 7 }, () => suite({ forbidden_facts: ['ssn'] }));
    expect(() => checkCapabilities(many, 'openai-chat')).toThrow(/; and 2 more/);
  });
});
