// The suggestion after a mistyped command, option or suite key: the likely intent, or none at all
// rather than a far-fetched one.
import { describe, expect, it } from 'vitest';
import { didYouMean } from '../src/did-you-mean.ts';

const COMMANDS = ['run', 'compare', 'validate', 'serve', 'schema'];

describe('didYouMean', () => {
  it('suggests the closest name for a typo, whatever its case', () => {
    expect(didYouMean('comapre', COMMANDS)).toBe('compare');
    expect(didYouMean('SERVE', COMMANDS)).toBe('serve');
    expect(didYouMean('assistant_contain', ['assistant_contains', 'assistant_matches'])).toBe('assistant_contains');
  });

  it('suggests nothing for a word that is not near any name', () => {
    expect(didYouMean('deploy', COMMANDS)).toBeUndefined();
    expect(didYouMean('run', [])).toBeUndefined();
  });
});
