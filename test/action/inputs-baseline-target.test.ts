// The `baseline-target-url` input: read like `target-url` (credentials masked, a URL with a scheme),
// and refused where a fresh baseline cannot work (sharded jobs), with the fix.
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs.ts';
import { renderTarget } from '../../src/action/target.ts';

const read = (given: Record<string, string>) => (name: string) => given[name] ?? (name === 'github-token' ? 'ghs_token' : '');

describe('baseline-target-url', () => {
  it('is read as a template, its password masked before anything can print it', () => {
    const masked: string[] = [];
    const config = readInputs(read({ 'baseline-target-url': 'https://ci:hunter2@{branch}.preview.example.com' }), (s) => masked.push(s));
    expect(config.baselineTargetUrl).toBe('https://ci:hunter2@{branch}.preview.example.com');
    expect(masked).toContain('hunter2');
    expect(readInputs(read({})).baselineTargetUrl).toBeNull();
  });

  it('names itself in its errors', () => {
    expect(() => readInputs(read({ 'baseline-target-url': 'main.preview.example.com' }))).toThrow(
      /^Input `baseline-target-url` is invalid .*has no scheme .*did you mean `baseline-target-url: http:\/\/main\.preview\.example\.com`\?/,
    );
    expect(() => renderTarget('https://pr-{pr}.example.com', { pr: null, sha: 'abc', branch: 'main' }, 'baseline-target-url')).toThrow(
      /^baseline-target-url uses \{pr\}/,
    );
  });

  it('is refused in sharded jobs, with the fix', () => {
    const sharded = { 'baseline-target-url': 'https://main.preview.example.com', shard: '1/2' };
    expect(() => readInputs(read(sharded))).toThrow(
      /`baseline-target-url` cannot be used in sharded jobs .*Remove it from the sharded workflow/,
    );
    const aggregate = { 'baseline-target-url': 'https://main.preview.example.com', command: 'aggregate', 'shard-results': 's/*.json' };
    expect(() => readInputs(read(aggregate))).toThrow(/cannot be used in sharded jobs/);
  });
});
