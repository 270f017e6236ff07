import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMENT_MARKER, stickyMarker } from '../../src/report/github-comment.ts';

describe('the sticky comment marker', () => {
  it('is one HTML comment per check name, whatever the name holds', () => {
    expect(stickyMarker('agent-eval')).toBe('<!-- agent-eval:check=agent-eval -->');
    expect(stickyMarker('a --> b')).toBe('<!-- agent-eval:check=a%20--%3E%20b -->');
  });

  it('marks report.md like the comment of the default check, so a posted report.md is found again', () => {
    expect(DEFAULT_COMMENT_MARKER).toBe(stickyMarker('agent-eval'));
  });
});
