// node_descriptor.options_contains: the options the agent offers at its next node, matched by id
// and by label (a case-insensitive substring), naming what was offered when one is missing.
import { describe, expect, it } from 'vitest';
import { optionsContains } from '../../src/assertions/descriptor.ts';
import { observed } from './observed.ts';

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
