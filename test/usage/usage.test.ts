import { describe, expect, it } from 'vitest';
import { entriesOf, MAX_USAGE_ENTRIES, readUsageField, sumTurnUsage, turnUsage } from '../../src/usage/usage.ts';

describe('readUsageField', () => {
  it('reads one object as one call and a list as one call per entry', () => {
    const warnings: string[] = [];
    expect(readUsageField({ input_tokens: 1, output_tokens: 2 }, 'usage', warnings)).toEqual([
      { model: null, calls: 1, input_tokens: 1, output_tokens: 2 },
    ]);
    expect(
      readUsageField(
        [{ model: ' m ', prompt_tokens: 3, completion_tokens: 4, input_tokens_details: { cached_tokens: 2 } }],
        'usage',
        warnings,
      ),
    ).toEqual([{ model: 'm', calls: 1, input_tokens: 3, output_tokens: 4, cached_tokens: 2 }]);
    expect(warnings).toEqual([]);
  });

  it('keeps a model name on one line, bounded', () => {
    const [entry] = readUsageField({ model: `gpt\n::add-mask::x${'y'.repeat(300)}`, input_tokens: 1, output_tokens: 1 }, 'usage', []);
    expect(entry!.model).not.toMatch(/\n/);
    expect(entry!.model!.startsWith('gpt\uFFFD::add-mask::x')).toBe(true);
    expect(Array.from(entry!.model!)).toHaveLength(200);
  });

  it('counts a model that is not a name without a model, and says so', () => {
    const warnings: string[] = [];
    expect(readUsageField({ model: 42, input_tokens: 1, output_tokens: 1 }, 'usage', warnings)[0]?.model).toBeNull();
    expect(warnings).toEqual(['usage.model is not a model name; its tokens are counted without a model: 42']);
  });

  it('reads a bounded number of entries and says how many it left out', () => {
    const warnings: string[] = [];
    const many = Array.from({ length: MAX_USAGE_ENTRIES + 5 }, () => ({ input_tokens: 1, output_tokens: 0 }));
    expect(readUsageField(many, 'usage', warnings)).toHaveLength(MAX_USAGE_ENTRIES);
    expect(warnings).toEqual([`usage lists ${MAX_USAGE_ENTRIES + 5} entries; only the first ${MAX_USAGE_ENTRIES} are counted`]);
  });
});

describe('sums', () => {
  it('is null, never 0, when no turn reported usage', () => {
    expect(turnUsage([])).toBeNull();
    expect(sumTurnUsage([undefined, undefined])).toBeNull();
  });

  it('reads a record of an earlier version as one call of an unnamed model', () => {
    expect(entriesOf({ input_tokens: 5, output_tokens: 1 })).toEqual([{ model: null, calls: 1, input_tokens: 5, output_tokens: 1 }]);
  });

  it('sums turns per model, old and new records together', () => {
    const sum = sumTurnUsage([
      { input_tokens: 5, output_tokens: 1 },
      undefined,
      {
        input_tokens: 30,
        output_tokens: 4,
        cached_tokens: 10,
        calls: 2,
        by_model: [
          { model: 'a', calls: 1, input_tokens: 20, output_tokens: 3, cached_tokens: 10 },
          { model: 'b', calls: 1, input_tokens: 10, output_tokens: 1 },
        ],
      },
      { input_tokens: 2, output_tokens: 2, by_model: [{ model: 'a', calls: 1, input_tokens: 2, output_tokens: 2 }] },
    ]);
    expect(sum).toEqual({
      calls: 4,
      input_tokens: 37,
      output_tokens: 7,
      cached_tokens: 10,
      by_model: [
        { model: null, calls: 1, input_tokens: 5, output_tokens: 1 },
        { model: 'a', calls: 2, input_tokens: 22, output_tokens: 5, cached_tokens: 10 },
        { model: 'b', calls: 1, input_tokens: 10, output_tokens: 1 },
      ],
    });
  });
});
