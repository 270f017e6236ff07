import { describe, expect, it } from 'vitest';
import { isFlaky, judgeError, runOutcome } from '../../src/assertions/outcome.ts';
import type { AssertionResult } from '../../src/results/results-schema.ts';

const ok: AssertionResult = { key: 'next_node_id', pass: true, status: 'passed', reason: 'next node is "a"' };
const node: AssertionResult = { key: 'next_node_id', pass: false, status: 'failed', code: 'NODE_MISMATCH', reason: 'x' };
const content: AssertionResult = { key: 'assistant_contains', pass: false, status: 'failed', code: 'ASSISTANT_CONTENT', reason: 'x' };
const fact: AssertionResult = { key: 'forbidden_facts', pass: false, status: 'failed', code: 'FACT_DRIFT', reason: 'x' };
const skipped: AssertionResult = { key: 'judge_criteria', pass: false, status: 'skipped', reason: 'skipped: no judge configured' };
const unscored: AssertionResult = {
  key: 'judge_criteria',
  pass: false,
  status: 'unscored',
  code: 'JUDGE_ERROR',
  reason: 'judge timed out after 30 s',
};

describe('runOutcome', () => {
  it('passes when nothing failed; skipped checks do not fail a run', () => {
    expect(runOutcome([[ok, skipped], [skipped]], [ok])).toEqual({ outcome: 'passed', codes: [] });
    expect(runOutcome([], [])).toEqual({ outcome: 'passed', codes: [] });
  });

  it('is errored with JUDGE_ERROR when a check could not be scored, even beside failed checks', () => {
    expect(runOutcome([[ok, skipped], [unscored]], [ok])).toEqual({ outcome: 'errored', codes: ['JUDGE_ERROR'] });
    expect(runOutcome([[node], [unscored]], [])).toEqual({ outcome: 'errored', codes: ['NODE_MISMATCH', 'JUDGE_ERROR'] });
    expect(judgeError([[ok], [unscored]], [])).toEqual({ code: 'JUDGE_ERROR', message: 'judge timed out after 30 s' });
    expect(judgeError([[ok, skipped]], [ok])).toBeUndefined();
  });

  it('fails on any failed assertion, codes unique in first-seen order', () => {
    expect(runOutcome([[content], [node, content]], [fact, node])).toEqual({
      outcome: 'failed',
      codes: ['ASSISTANT_CONTENT', 'NODE_MISMATCH', 'FACT_DRIFT'],
    });
    expect(runOutcome([[ok]], [fact])).toEqual({ outcome: 'failed', codes: ['FACT_DRIFT'] });
  });

  it('is errored when ENGINE_ERROR or TIMEOUT ended the conversation, keeping earlier codes', () => {
    expect(runOutcome([[node]], [], { code: 'TIMEOUT' })).toEqual({ outcome: 'errored', codes: ['NODE_MISMATCH', 'TIMEOUT'] });
    expect(runOutcome([[ok]], [], { code: 'ENGINE_ERROR' })).toEqual({ outcome: 'errored', codes: ['ENGINE_ERROR'] });
  });
});

describe('isFlaky', () => {
  it('is true only when repeats both passed and failed; errored and skipped runs are ignored', () => {
    expect(isFlaky(['passed', 'failed', 'passed'])).toBe(true);
    expect(isFlaky(['passed', 'passed', 'errored'])).toBe(false);
    expect(isFlaky(['failed', 'errored', 'failed'])).toBe(false);
    expect(isFlaky(['passed', 'skipped'])).toBe(false);
    expect(isFlaky(['passed'])).toBe(false);
    expect(isFlaky([])).toBe(false);
  });
});
