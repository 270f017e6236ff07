// The `protocol`, `node-from`, `facts-path` and `agent-model` inputs: read through the settings
// table like every input, and a framework protocol refused over WebSocket, with the fix.
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.ts';

const read = (given: Record<string, string>) => (name: string) => given[name] ?? (name === 'github-token' ? 'ghs_token' : '');

describe('the protocol inputs', () => {
  it('default to execute, the last STEP_STARTED and /facts, and read what is given', () => {
    const defaults = readInputs(read({ 'target-url': 'https://agent.example.com' }));
    expect([defaults.protocol, defaults.nodeFrom, defaults.factsPath, defaults.agentModel]).toEqual(['execute', null, '/facts', null]);
    const given = readInputs(
      read({
        'target-url': 'https://agent.example.com',
        protocol: 'ag-ui',
        'node-from': 'state:/flow/node',
        'facts-path': '/memory/facts',
      }),
    );
    expect(given.protocol).toBe('ag-ui');
    expect(given.nodeFrom).toEqual({ kind: 'state', pointer: ['flow', 'node'], text: '/flow/node' });
    expect(given.factsPath).toBe('/memory/facts');
  });

  it('refuse a value they do not take, and a framework protocol over WebSocket, naming the input and the fix', () => {
    expect(() => readInputs(read({ protocol: 'grpc' }))).toThrow(
      /^Input `protocol` is invalid \(got "grpc"\): give execute, ag-ui, openai-chat or a2a\.$/,
    );
    expect(() => readInputs(read({ 'node-from': 'current_node' }))).toThrow(/Input `node-from` is invalid .*state:\/json\/pointer/);
    expect(() => readInputs(read({ 'facts-path': 'facts' }))).toThrow(/Input `facts-path` is invalid .*JSON Pointer/);
    expect(() => readInputs(read({ 'node-from': 'step', protocol: 'a2a' }))).toThrow(
      /^Input `node-from` is read by the ag-ui protocol only, but `protocol` is a2a: remove it, or set the protocol to ag-ui$/,
    );
    expect(() => readInputs(read({ 'agent-model': 'gpt', 'facts-path': '/facts' }))).toThrow(
      /Input `agent-model` is read by the openai-chat protocol only/,
    );
    expect(() => readInputs(read({ 'target-url': 'wss://agent.example.com', protocol: 'a2a' }))).toThrow(
      /^Input `protocol: a2a` speaks HTTP: give an http:\/\/ or https:\/\/ `target-url`/,
    );
  });
});
