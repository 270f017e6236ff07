// Flow files: what a valid flow looks like, and the errors a flow author sees.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_FLOW_FILE, FlowError, loadFlowFile, parseFlow } from '../../src/reference-agent/flow.ts';
import { containsKeyword, renderTemplate } from '../../src/reference-agent/policy.ts';

function issuesOf(value: unknown): string[] {
  try {
    parseFlow(value, 'test.yaml');
  } catch (error) {
    if (error instanceof FlowError) return error.issues;
    throw error;
  }
  return [];
}

const node = {
  start: { id: 'start', type: 'start', next: 'menu' },
  menu: { id: 'menu', type: 'conversation', prompt: 'Pick.', options: [{ id: 'a', label: 'A', next: 'end' }] },
  end: { id: 'end', type: 'stop', prompt: 'Bye.' },
};

describe('parseFlow', () => {
  it('accepts a minimal flow and fills in the defaults', () => {
    const flow = parseFlow({ flow_id: 'f', nodes: [node.start, node.menu, node.end] });
    expect(flow.summary).toEqual({ every_turns: 2, fold_after: 4 });
    expect(flow.facts).toEqual([]);
    expect(flow.fallback).toBe("Sorry, I didn't catch that.");
  });

  it('names every reference that does not resolve', () => {
    const issues = issuesOf({
      flow_id: 'f',
      nodes: [
        { ...node.start, next: 'menuu' },
        {
          ...node.menu,
          options: [
            { id: 'a', label: 'A', next: 'the_end' },
            { id: 'a', label: 'again', next: 'end' },
            { id: '-1', label: 'x', next: 'end' },
          ],
        },
        node.end,
        node.end,
      ],
    });
    expect(issues).toEqual([
      'nodes.3.id: node "end" is defined twice',
      'nodes.0.next: unknown node "menuu" (nodes: start, menu, end)',
      'nodes.1.options.0.next: unknown node "the_end" (nodes: start, menu, end)',
      'nodes.1.options.1.id: option "a" is defined twice in node "menu"',
      'nodes.1.options.2.id: "-1" is reserved for staying in the node',
    ]);
  });

  it('rejects an invalid regular expression and an unknown key', () => {
    const issues = issuesOf({ flow_id: 'f', nodes: [node.start, node.menu, node.end], facts: [{ key: 'k', pattern: '(unclosed' }] });
    expect(issues).toEqual([expect.stringMatching(/^facts\.0\.pattern: not a valid regular expression/)]);
    expect(issuesOf({ flow_id: 'f', nodes: [node.end], colour: 'red' })).toEqual([expect.stringContaining('colour')]);
  });

  it('says which file is wrong in the message', () => {
    expect(() => parseFlow({ flow_id: 'f', nodes: [] }, 'flows/x.yaml')).toThrow(
      /^invalid flow flows\/x\.yaml:\n {2}nodes: a flow needs at least one node/,
    );
  });
});

describe('loadFlowFile', () => {
  it('loads the demo flow', async () => {
    const flow = await loadFlowFile(DEMO_FLOW_FILE);
    expect(flow.flow_id).toBe('acme_support');
    expect(flow.nodes.filter((n) => n.type === 'stop').map((n) => n.id)).toEqual(['end', 'cancelled']);
  });

  it('points at the line of a typo, relative to the working directory', async () => {
    const cwd = fileURLToPath(new URL('../fixtures/', import.meta.url));
    const error = await loadFlowFile('reference-agent/bad-flow.yaml', { cwd }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    const message = (error as FlowError).message;
    expect(message).toMatch(/^invalid flow reference-agent\/bad-flow\.yaml:\n/);
    expect(message).toContain("reference-agent/bad-flow.yaml:7:5: unknown key 'optons' in nodes[1]");
    expect(message).toContain("nodes[1]: missing required key 'options'");
  });
});

describe('rule helpers', () => {
  it('matches keywords as whole words, ignoring case', () => {
    expect(containsKeyword('I pick Option 2.', 'option 2')).toBe(true);
    expect(containsKeyword('option 20', 'option 2')).toBe(false);
    expect(containsKeyword('bye!', 'bye')).toBe(true);
    expect(containsKeyword('byebye', 'bye')).toBe(false);
    expect(containsKeyword("That's all", "that's all")).toBe(true);
  });

  it('fills templates from values, with fallbacks', () => {
    expect(renderTemplate('Hi {name|there}, plan {plan}.', { name: 'Ada' })).toBe('Hi Ada, plan .');
    expect(renderTemplate('Hi {name|there}.', { name: '' })).toBe('Hi there.');
  });
});
