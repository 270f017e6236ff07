import { describe, expect, it } from 'vitest';
import { flowCompleted, nextNodeId } from '../../src/assertions/node.ts';
import { optionsContains } from '../../src/assertions/descriptor.ts';
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

describe('node_descriptor.options_contains', () => {
  const descriptor = {
    node_id: 'conv_1',
    type: 'conversation',
    prompt: 'Ask what the customer needs.',
    options: [
      { id: 'opt_1', label: 'Billing question' },
      { id: 'opt_2', label: 'Request a Refund' },
      { id: 3, label: 'Other' },
    ],
  };

  it('passes when every option is offered, matching label as a case-insensitive substring', () => {
    const [r] = optionsContains(
      [{ id: 'opt_2' }, { label: 'refund' }, { id: 'opt_1', label: 'BILLING' }],
      observed({ next_node_descriptor: descriptor }),
    );
    expect(r).toMatchObject({
      key: 'node_descriptor.options_contains',
      pass: true,
      reason: 'next node descriptor offers {id "opt_2"}, {label ~"refund"}, {id "opt_1" label ~"BILLING"}',
    });
  });

  it('matches a numeric option id against its text', () => {
    expect(optionsContains([{ id: '3' }], observed({ next_node_descriptor: descriptor }))[0]?.pass).toBe(true);
  });

  it('fails on an option not offered, naming what was offered', () => {
    const [r] = optionsContains(
      [{ id: 'opt_2' }, { id: 'opt_9' }, { id: 'opt_1', label: 'refund' }],
      observed({ next_node_descriptor: descriptor }),
    );
    expect(r).toMatchObject({
      code: 'NODE_MISMATCH',
      reason:
        'next node descriptor lacks options {id "opt_9"}, {id "opt_1" label ~"refund"}; offered: "opt_1" "Billing question", "opt_2" "Request a Refund", 3 "Other"',
    });
  });

  it('fails when there is no descriptor or no options list', () => {
    expect(optionsContains([{ id: 'opt_1' }], observed({ next_node_descriptor: undefined }))[0]).toMatchObject({
      code: 'NODE_MISMATCH',
      reason: 'agent returned no next_node_descriptor',
    });
    expect(optionsContains([{ id: 'opt_1' }], observed({ next_node_descriptor: null }))[0]?.reason).toBe(
      'agent returned no next_node_descriptor',
    );
    expect(optionsContains([{ id: 'opt_1' }], observed({ next_node_descriptor: { node_id: 'stop' } }))[0]).toMatchObject({
      code: 'NODE_MISMATCH',
      reason: 'next_node_descriptor has no options list',
    });
  });
});
