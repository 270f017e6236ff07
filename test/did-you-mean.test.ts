// The suggestion after a mistyped command, option or suite key: the likely intent, or none at all
// rather than a far-fetched one.
import { describe, expect, it } from 'vitest';
import { didYouMean } from '../src/did-you-mean.ts';
import { mulberry32 } from '../src/random.ts';

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

/** The textbook full-table Levenshtein distance, to check the bounded one against. */
function levenshtein(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return table[a.length]![b.length]!;
}

describe('didYouMean against the full edit distance', () => {
  it('picks what the full table picks (the first of the nearest, within a third of the word) for 2,000 seeded words', () => {
    const random = mulberry32(7);
    const letters = 'abcdeu_';
    const word = () => Array.from({ length: 1 + Math.floor(random() * 12) }, () => letters[Math.floor(random() * letters.length)]).join('');
    for (let n = 0; n < 2000; n++) {
      const candidates = Array.from({ length: 6 }, word);
      const typed = word();
      const limit = Math.max(2, Math.floor(typed.length / 3));
      const distances = candidates.map((c) => levenshtein(typed, c));
      const nearest = Math.min(...distances);
      const expected = nearest <= limit ? candidates[distances.indexOf(nearest)] : undefined;
      expect(didYouMean(typed, candidates), `${typed} among ${candidates.join(' ')}`).toBe(expected);
    }
  });

  it('suggests nothing for a 10,000-character key, and still the intent for a long typo', () => {
    expect(didYouMean(`bogus_${'x'.repeat(10_000)}`, ['initial_node_id', 'turns', 'test_id'])).toBeUndefined();
    expect(didYouMean('assistant_contains_not_at_all_lengthy_kee', ['assistant_contains_not_at_all_lengthy_key'])).toBe(
      'assistant_contains_not_at_all_lengthy_key',
    );
  });
});
