// Reads the user's price file (`--prices FILE`, input `prices`): YAML or JSON, with the same size
// guard and file:line errors as suites. A file that cannot be used stops the run before any call:
// running with prices silently missing would show unpriced totals or a budget that is not enforced.
import { readDataFile } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';
import { PriceFileSchema, priceTable, type PriceTable } from './prices.ts';

export const PRICE_FILE_EXAMPLE = '{"gpt-4o": {"input": 2.5, "cached_input": 1.25, "output": 10}} (US dollars per million tokens)';

export class PriceFileError extends Error {
  override name = 'PriceFileError';
}

/** The built-in prices, with those of `path` over them; path null: the built-in table alone. */
export async function readPrices(path: string | null, cwd: string): Promise<PriceTable> {
  if (path === null) return priceTable();
  const { value, errors } = await readDataFile(path, { cwd, schema: PriceFileSchema });
  if (errors.length > 0 || value === undefined) {
    throw new PriceFileError(
      `${path} is not a usable price file:\n${errors.map(formatSpecError).join('\n')}\nGive a YAML or JSON file of prices per model like ${PRICE_FILE_EXAMPLE}.`,
    );
  }
  return priceTable(value, path);
}
