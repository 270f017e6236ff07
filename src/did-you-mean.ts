// The one "did you mean" of the product: the candidate closest to a mistyped name (a suite key, a
// command-line option, a command), when it is close enough to be the likely intent.

/** The candidate nearest to `word` (case-insensitive edit distance), or undefined when none is close. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  // Two edits, or a third of a long word: closer than that is a typo, farther is another word.
  const limit = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Levenshtein distance (insertions, deletions and substitutions), or `max + 1` as soon as it must be
 * larger than `max`: a suite full of long unknown keys costs a length comparison per key, not a
 * table of their lengths' product.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      rowMin = Math.min(rowMin, current[j]!);
    }
    // Every path to the last cell crosses this row: once all of it is past max, so is the distance.
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, max + 1);
}
