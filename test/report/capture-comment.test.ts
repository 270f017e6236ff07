// The capture pull request's comment: each captured test with its numbers and their method, the
// tests not written and why, untrusted ids and reasons escaped (the sentences: wording/capture.test.ts).
import { describe, expect, it } from 'vitest';
import { captureCommentMarkdown } from '../../src/report/capture-comment.ts';
import { CAPTURE_METHOD, captureFailuresIntro, captureIntro, captureRefusedIntro } from '../../src/report/wording/capture.ts';

describe('captureCommentMarkdown', () => {
  it('lists each captured test with its calibrated numbers, says how they are computed, and escapes what the conversations wrote', () => {
    const md = captureCommentMarkdown({
      runs: 6,
      target: 'https://main.example.com',
      captured: [{ suiteId: 'captured.a|b @admin', path: 'suites/captured/a.yaml', scored: 5, passed: 5, kept: 4, dropped: 1 }],
      refused: [{ suiteId: 'captured.c', reason: 'only 1 of its 3 checks held <script>' }],
      failures: [],
      scrubbed: { secret: 2, email: 1 },
    });
    expect(md).toContain(captureIntro(1, 6, '`https://main.example.com`'));
    expect(md).toContain('| captured.a\\|b @\u200dadmin | `suites/captured/a.yaml` | 5 of 6 | 100.0% (5 of 5) | 4 | 1 |');
    expect(md).toContain(CAPTURE_METHOD);
    expect(md).toContain('- captured.c: only 1 of its 3 checks held &lt;script&gt;');
    expect(md).not.toContain('could not be captured');
  });

  it('says when nothing held, without a table', () => {
    const md = captureCommentMarkdown({
      runs: 3,
      target: 't',
      captured: [],
      refused: [{ suiteId: 'x', reason: 'r' }],
      failures: ['export.jsonl:2: not JSON'],
      scrubbed: {},
    });
    expect(md).not.toContain('| Suite |');
    expect(md).toContain(`${captureRefusedIntro(1)}\n\n- x: r`);
    expect(md).toContain(`${captureFailuresIntro(1)}\n\n- export.jsonl:2: not JSON`);
  });
});
