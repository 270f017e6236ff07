// The tables of the action's inputs and outputs in docs/action.md are action.yml's, word for word: a
// team reads them on GitHub and in the Marketplace (which shows action.yml), and both must say the same.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdown.ts';
import { ACTION_YML, docPage, WORKFLOW_PAGES } from './workflows.ts';

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const page = readFileSync(docPage('action'), 'utf8');
const actionYml = parse(readFileSync(ACTION_YML, 'utf8')) as ActionYml;

/** The pages that may hold a section an input's description links to, with their anchors. */
const sections = WORKFLOW_PAGES.map((path) => ({
  path,
  anchors: anchorsOf(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')),
}));

/**
 * A description's links as docs/action.md needs them: action.yml names a section by its anchor
 * alone (`(#passk-and-min_pass)`), which docs/action.md links to the page holding that heading; a
 * path is read from the repository root, as on the Marketplace.
 */
function linked(description: string): string {
  return description.replace(/\]\(([^)\s]+)\)/g, (link, target: string) => {
    if (/^[a-z]+:/i.test(target)) return link;
    if (!target.startsWith('#')) return `](../${target})`;
    const holders = sections.filter((page) => page.anchors.has(target.slice(1)));
    if (holders.length !== 1) return link;
    const { path } = holders[0]!;
    if (path === 'docs/action.md') return link;
    return `](${path.startsWith('docs/') ? path.slice('docs/'.length) : `../${path}`}${target})`;
  });
}

/** A table cell as Markdown needs it: a `|` would end the cell. */
const cell = (text: string): string => linked(text).replace(/\|/g, '\\|');

/** The rows of the table of docs/action.md whose header starts with `| <first> |`, in order. */
function tableRows(first: string): string[] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `docs/action.md has a table headed "| ${first} |"`).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe('the inputs and outputs of docs/action.md', () => {
  it("are action.yml's inputs, in its order, with its defaults and descriptions", () => {
    const expected = Object.entries(actionYml.inputs).map(
      ([name, input]) => `| \`${name}\` | ${input.default ? `\`${cell(input.default)}\`` : ''} | ${cell(input.description)} |`,
    );
    // On a difference, the expected rows are the ones to paste into docs/action.md.
    expect(tableRows('Input')).toEqual(expected);
  });

  it("are action.yml's outputs, in its order, with its descriptions", () => {
    const expected = Object.entries(actionYml.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
    expect(tableRows('Output')).toEqual(expected);
  });
});
