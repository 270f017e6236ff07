// The capture pull request's sentences (wording/capture.ts): what was captured, the method of its
// numbers, what the scrub replaced, and what was not written.
import { describe, expect, it } from 'vitest';
import {
  CAPTURE_METHOD,
  captureFailuresIntro,
  captureIntro,
  captureRefusedIntro,
  captureScrubbed,
} from '../../../src/report/wording/capture.ts';

describe('the capture pull request wording', () => {
  it('says what was captured and how its pass rate is computed', () => {
    expect(captureIntro(1, 6, '`https://main.example.com`')).toBe(
      '1 conversation captured as draft tests, each replayed 6 times against `https://main.example.com`.',
    );
    expect(CAPTURE_METHOD).toMatch(
      /^Pass rate: the share of the scored replays \(errored replays left out\) in which every kept check held\./,
    );
  });

  it('counts what the scrub replaced by kind, and says none when it replaced nothing', () => {
    expect(captureScrubbed({ secret: 2, email: 1 })).toContain('(distinct values, as detected): 1 email address, 2 secrets.');
    expect(captureScrubbed({})).toContain('(distinct values, as detected): none.');
  });

  it('says what was not written, singular and plural', () => {
    expect(captureRefusedIntro(1)).toBe('1 captured test not written: it does not play out the same on the target.');
    expect(captureRefusedIntro(2)).toBe('2 captured tests not written: they do not play out the same on the target.');
    expect(captureFailuresIntro(1)).toBe('1 conversation or line could not be captured:');
  });
});
