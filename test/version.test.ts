// `agent-eval --version` prints the version of the package.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_NAME, VERSION } from '../src/version.ts';

describe('the version', () => {
  it('is the version and name in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
      bin: Record<string, string>;
    };
    expect(VERSION).toBe(pkg.version);
    expect(Object.keys(pkg.bin)).toEqual([TOOL_NAME]);
  });
});
