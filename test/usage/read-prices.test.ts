import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PriceFileError, readPrices } from '../../src/usage/read-prices.ts';
import { priceOf } from '../../src/usage/prices.ts';
import { tempDir } from '../helpers/temp-dir.ts';

describe('readPrices', () => {
  it('is the built-in table without a file', async () => {
    expect((await readPrices(null, '.')).source).toBe('built-in');
  });

  it('reads a YAML price file over the built-in table', async () => {
    const dir = await tempDir('prices');
    await writeFile(join(dir, 'prices.yaml'), 'my-model:\n  input: 0.5\n  output: 1.5\n');
    const table = await readPrices('prices.yaml', dir);
    expect(table).toMatchObject({ source: 'file', file: 'prices.yaml' });
    expect(priceOf(table, 'my-model')).toEqual({ input: 0.5, output: 1.5 });
  });

  it('names the file, the line and the field of a mistake, and shows the shape', async () => {
    const dir = await tempDir('prices');
    await writeFile(join(dir, 'prices.json'), '{\n  "m": {"input": 1, "output": -2}\n}\n');
    const error = await readPrices('prices.json', dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceFileError);
    expect((error as Error).message).toMatch(/^prices\.json is not a usable price file:\nprices\.json:2:\d+: .*m\.output/);
    expect((error as Error).message).toContain('US dollars per million tokens');
  });
});
