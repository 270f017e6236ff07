import { describe, expect, it } from 'vitest';
import { checkTargetHost, renderTarget, TargetError } from '../../src/action/target.ts';

describe('target', () => {
  it('fills in the template', () => {
    expect(renderTarget('https://pr-{pr}.preview.example.com/{branch}?sha={sha}', { pr: 12, sha: 'abc', branch: 'feat/x' })).toBe(
      'https://pr-12.preview.example.com/feat-x?sha=abc',
    );
    expect(() => renderTarget('https://pr-{pr}.example.com', { pr: null, sha: 'abc', branch: 'main' })).toThrow(/no pull request/);
  });

  it('sends the token only to allowed hosts', () => {
    expect(() => checkTargetHost('https://evil.example.net/x', ['preview.example.com'], true)).toThrow(TargetError);
    expect(() => checkTargetHost('https://pr-1.staging.example.com', ['*.staging.example.com'], true)).not.toThrow();
    expect(() => checkTargetHost('http://127.0.0.1:8080', ['127.0.0.1:8080'], true)).not.toThrow();
    // Without a token there is nothing to leak.
    expect(() => checkTargetHost('https://evil.example.net/x', ['preview.example.com'], false)).not.toThrow();
  });
});
