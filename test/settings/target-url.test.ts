// The one agent-URL check: both edges suggest the URL meant, and the action's templates pass.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.ts';
import type { Edge } from '../../src/settings/edge.ts';
import { checkTargetUrl } from '../../src/settings/target-url.ts';

const flag: Edge = { kind: 'flag', error: (m) => new UserError(m) };
const input: Edge = { kind: 'input', error: (m) => new UserError(m) };
const target = { flag: '--target', input: 'target-url' };

describe('checkTargetUrl', () => {
  it('accepts an agent URL, trimmed, and an action template with {pr}, {sha} and {branch}', () => {
    expect(checkTargetUrl(' http://127.0.0.1:8080 ', 'http', target, flag)).toBe('http://127.0.0.1:8080');
    expect(checkTargetUrl('https://pr-{pr}.preview.example.com/{sha}/{branch}', 'http', target, input, { template: true })).toBe(
      'https://pr-{pr}.preview.example.com/{sha}/{branch}',
    );
  });

  it('suggests the scheme of the transport when it is missing', () => {
    expect(() => checkTargetUrl('127.0.0.1:8080', 'http', target, flag)).toThrow(
      '--target "127.0.0.1:8080" has no scheme (http://, https://, ws:// or wss://); did you mean --target http://127.0.0.1:8080?',
    );
    expect(() => checkTargetUrl('localhost:9000', 'ws', target, flag)).toThrow(/did you mean --target ws:\/\/localhost:9000\?/);
    expect(() => checkTargetUrl('pr-{pr}.preview.example.com', 'http', target, input, { template: true })).toThrow(
      'Input `target-url` is invalid (got "pr-{pr}.preview.example.com"): it has no scheme (http://, https://, ws:// or wss://); did you mean `target-url: http://pr-{pr}.preview.example.com`?',
    );
  });

  it('refuses another scheme and a missing slash, without showing a password', () => {
    expect(() => checkTargetUrl('ftp://agent.example.com', 'http', target, flag)).toThrow(
      /must start with http:\/\/, https:\/\/, ws:\/\/ or wss:\/\//,
    );
    expect(() => checkTargetUrl('http:/agent.example.com', 'http', target, flag)).toThrow(
      /did you mean --target http:\/\/agent\.example\.com\?/,
    );
    let message = '';
    try {
      checkTargetUrl('http:/ci:hunter2@agent.example.com', 'http', target, flag);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/two slashes/);
    expect(message).not.toContain('hunter2');
  });
});
