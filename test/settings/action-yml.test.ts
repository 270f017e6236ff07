// action.yml is written from the settings table: a description or default changed in
// src/settings/ and not written out fails here, naming the command that writes it.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_YML, renderActionYml, WRITE_ACTION_YML } from '../../lint/action-yml.ts';
import { actionDefinition } from '../../src/settings/action-yml.ts';
import { OUTPUTS } from '../../src/settings/outputs.ts';
import { defaultText, SETTINGS, type Setting } from '../../src/settings/table.ts';

const written = await readFile(ACTION_YML, 'utf8');

describe('action.yml', () => {
  it('is what the settings table writes', async () => {
    const expected = await renderActionYml();
    expect(written === expected, `action.yml is not what the settings table writes: run \`${WRITE_ACTION_YML}\``).toBe(true);
  });

  it("holds every input of the table, in the table's order, with its description and default, and every output", () => {
    const yml = parse(written) as { inputs: Record<string, { description: string; default: string }>; outputs: Record<string, unknown> };
    const withInput = (Object.values(SETTINGS) as Setting<unknown>[]).filter((s) => s.input !== undefined);
    expect(Object.keys(yml.inputs)).toEqual(withInput.map((s) => s.input));
    for (const s of withInput) {
      expect(yml.inputs[s.input!]?.default).toBe(defaultText(s));
      expect(yml.inputs[s.input!]?.description.length, `${s.input} is described`).toBeGreaterThan(20);
    }
    expect(Object.keys(yml.outputs)).toEqual(Object.keys(OUTPUTS));
  });

  it('names other settings by their inputs', () => {
    const { inputs } = actionDefinition();
    expect(inputs['simulator-base-url']?.description).toContain("Empty means the judge's (`judge-base-url`, or OPENAI_BASE_URL).");
    expect(inputs['baseline-target-url']?.description).toContain(
      'Same `agent-token`, `allowed-target-hosts` and Basic auth rules as `target-url`.',
    );
  });

  it('is an action GitHub runs: a name, a description, string defaults and a node runtime', () => {
    const yml = parse(written) as Record<string, unknown> & { runs: { using: string; main: string }; inputs: Record<string, unknown> };
    expect(yml).toMatchObject({ name: 'agent-eval', description: expect.any(String), runs: { using: 'node24', main: 'dist/index.js' } });
    for (const input of Object.values(yml.inputs)) expect(input).toEqual({ description: expect.any(String), default: expect.any(String) });
  });
});
