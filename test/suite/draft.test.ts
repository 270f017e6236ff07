import { describe, expect, it } from 'vitest';
import { isDraftSuite } from '../../src/suite/draft.ts';

describe('isDraftSuite', () => {
  it('is a draft only while metadata.capture.status is draft', () => {
    expect(isDraftSuite({ metadata: { capture: { status: 'draft', at: '2026-11-27' } } })).toBe(true);
    expect(isDraftSuite({ metadata: { capture: { at: '2026-11-27' } } })).toBe(false);
    expect(isDraftSuite({ metadata: { capture: 'draft' } })).toBe(false);
    expect(isDraftSuite({ metadata: { status: 'draft' } })).toBe(false);
    expect(isDraftSuite({})).toBe(false);
  });
});
