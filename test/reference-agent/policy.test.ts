// The rules of the reference agent's flow file: keywords match whole words (option 2 is not option
// 20), and reply templates fill in facts, with a fallback for a fact not on file.
import { describe, expect, it } from 'vitest';
import { containsKeyword, renderTemplate } from '../../src/reference-agent/policy.ts';

describe('containsKeyword', () => {
  it('matches whole words whatever their case, also next to punctuation', () => {
    expect(containsKeyword('I want a REFUND, please', 'refund')).toBe(true);
    expect(containsKeyword('option 20', 'option 2')).toBe(false);
    expect(containsKeyword('refunds', 'refund')).toBe(false);
    expect(containsKeyword('cost (€)?', '(€)')).toBe(true);
  });
});

describe('renderTemplate', () => {
  it('fills in facts, uses the fallback for a missing one, and treats every name as data', () => {
    expect(renderTemplate('Hello {name|there}, order {order}.', { name: 'Ada', order: 42 })).toBe('Hello Ada, order 42.');
    expect(renderTemplate('Hello {name|there}{missing}.', {})).toBe('Hello there.');
    expect(renderTemplate('{constructor|none}', {})).toBe('none');
  });
});
