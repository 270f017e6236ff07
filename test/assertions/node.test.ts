import { describe, expect, it } from 'vitest';
import { flowCompleted, nextNodeId } from '../../src/assertions/node.ts';
import { observed } from './observed.ts';

describe('next_node_id', () => {
  it('passes on the same node', () => {
    expect(nextNodeId('conv_1', observed({ node_after: 'conv_1' }))).toEqual([
      { key: 'next_node_id', pass: true, status: 'passed', expected: 'conv_1', actual: 'conv_1', reason: 'next node is "conv_1"' },
    ]);
  });

  it('fails on another node', () => {
    expect(nextNodeId('conv_2', observed({ node_after: 'conv_1' }))).toEqual([
      {
        key: 'next_node_id',
        pass: false,
        status: 'failed',
        code: 'NODE_MISMATCH',
        expected: 'conv_2',
        actual: 'conv_1',
        reason: 'expected next node "conv_2", got "conv_1"',
      },
    ]);
  });

  it('says none when the agent reported no node, and speaks of the final node at the end', () => {
    expect(nextNodeId('conv_2', observed({ node_after: null }))[0]?.reason).toBe('expected next node "conv_2", got none');
    expect(nextNodeId('stop', observed({ scope: 'final', node_after: 'conv_1' }))[0]?.reason).toBe(
      'expected final node "stop", got "conv_1"',
    );
  });
});

describe('flow_completed', () => {
  it('passes and fails on the flag', () => {
    expect(flowCompleted(true, observed({ flow_completed: true }))[0]).toMatchObject({ pass: true, reason: 'flow completed' });
    expect(flowCompleted(true, observed({ flow_completed: false }))[0]).toMatchObject({
      code: 'NODE_MISMATCH',
      reason: 'expected flow_completed true, got false',
    });
    expect(flowCompleted(false, observed({ flow_completed: true }))[0]).toMatchObject({
      code: 'NODE_MISMATCH',
      reason: 'expected flow_completed false, got true',
    });
  });

  it('takes an unreported flag as not completed, and says so', () => {
    expect(flowCompleted(false, observed({ flow_completed: null }))[0]).toMatchObject({
      pass: true,
      reason: 'flow not completed (the agent did not report flow_completed)',
    });
    expect(flowCompleted(true, observed({ flow_completed: null }))[0]).toMatchObject({
      code: 'NODE_MISMATCH',
      reason: 'expected flow_completed true, got false (the agent did not report flow_completed)',
    });
  });
});
