import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASSERTION_KEYS, suiteJsonSchema } from '../../src/suite/suite-schema.ts';
import { agentEval } from '../helpers/cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIX =
  'suites/suite.schema.json is out of date with src/suite/schema.ts; regenerate it: npx agent-eval schema > suites/suite.schema.json';

describe('suites/suite.schema.json', () => {
  it('equals the schema generated from the zod schema', async () => {
    const committed = await readFile(`${root}suites/suite.schema.json`, 'utf8');
    expect(committed, FIX).toBe(`${JSON.stringify(suiteJsonSchema(), null, 2)}\n`);
  });

  it('is exactly what agent-eval schema prints', async () => {
    const run = await agentEval(['schema']);
    expect(run.code).toBe(0);
    expect(run.stdout, FIX).toBe(await readFile(`${root}suites/suite.schema.json`, 'utf8'));
  });

  it('lets editors complete every assertion key and rejects unknown ones', async () => {
    const schema = JSON.parse(await readFile(`${root}suites/suite.schema.json`, 'utf8'));
    const turn = schema.properties.tests.items.properties.turns.items;
    const expected = turn.properties.expected;
    const assertions = expected.$ref ? schema.$defs[expected.$ref.split('/').pop()] : expected;
    expect(Object.keys(assertions.properties)).toEqual(ASSERTION_KEYS);
    expect(assertions.additionalProperties).toBe(false);
    expect(schema.additionalProperties).toBe(false);
  });
});
