// The README's tables of the action's inputs and outputs are action.yml's, word for word: a team
// reads them on GitHub and in the Marketplace (which shows action.yml), and both must say the same.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_YML, README } from './workflows.ts';

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const readme = readFileSync(README, 'utf8');
const actionYml = parse(readFileSync(ACTION_YML, 'utf8')) as ActionYml;

/** A table cell as Markdown needs it: a `|` would end the cell. */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The rows of the README table whose header starts with `| <first> |`, in order. */
function tableRows(first: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `README.md has a table headed "| ${first} |"`).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe("the README's inputs and outputs", () => {
  it("are action.yml's inputs, in its order, with its defaults and descriptions", () => {
    const expected = Object.entries(actionYml.inputs).map(
      ([name, input]) => `| \`${name}\` | ${input.default ? `\`${cell(input.default)}\`` : ''} | ${cell(input.description)} |`,
    );
    // On a difference, the expected rows are the ones to paste into the README.
    expect(tableRows('Input')).toEqual(expected);
  });

  it("are action.yml's outputs, in its order, with its descriptions", () => {
    const expected = Object.entries(actionYml.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
    expect(tableRows('Output')).toEqual(expected);
  });
});
