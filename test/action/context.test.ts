// The run context: the runner's variables and the webhook payload, validated where they enter.
import { describe, expect, it } from 'vitest';
import { branchOf, isDefaultBranch, readRunContext } from '../../src/action/context.ts';
import { ConfigurationError } from '../../src/action/inputs.ts';
import { webhookExample } from './helpers.ts';

const env = (event: string) => ({
  GITHUB_EVENT_NAME: event,
  GITHUB_EVENT_PATH: '/event.json',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_SHA: 'a'.repeat(40),
  GITHUB_REF: 'refs/heads/main',
  GITHUB_WORKSPACE: '/work',
  GITHUB_RUN_ID: '42',
});
const read = (payload: unknown) => () => JSON.stringify(payload);

describe('readRunContext', () => {
  it('reads the real webhook payloads of the events the action serves', () => {
    for (const [event, action] of [
      ['pull_request', 'opened'],
      ['issue_comment', 'created'],
      ['push', null],
    ] as const) {
      const ctx = readRunContext(env(event), read(webhookExample(event, action)));
      expect(ctx).toMatchObject({ eventName: event, owner: 'acme', repo: 'shop', runUrl: 'https://github.com/acme/shop/actions/runs/42' });
    }
    const pr = readRunContext(env('pull_request'), read(webhookExample('pull_request', 'opened'))).payload.pull_request!;
    expect(pr.head.sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('names the field of a payload that is not what GitHub sends', () => {
    const payload = webhookExample('pull_request', 'opened');
    payload['pull_request'].head.sha = 42;
    const attempt = () => readRunContext(env('pull_request'), read(payload));
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/The pull_request payload at GITHUB_EVENT_PATH has an unexpected `pull_request\.head\.sha`/);

    const comment = webhookExample('issue_comment', 'created');
    comment['comment'].id = 'not a number';
    expect(() => readRunContext(env('issue_comment'), read(comment))).toThrow(/`comment\.id`/);
  });

  it('refuses a payload that is not JSON or not an object, and a run outside a repository', () => {
    expect(() => readRunContext(env('push'), () => '{ nope')).toThrow(/Cannot read the event payload at GITHUB_EVENT_PATH/);
    expect(() => readRunContext(env('push'), read([1, 2]))).toThrow(/not a JSON object/);
    expect(() => readRunContext({ ...env('push'), GITHUB_REPOSITORY: undefined }, read({}))).toThrow(/GITHUB_REPOSITORY is not set/);
  });

  it('knows the default branch from the payload', () => {
    const push = webhookExample('push', null);
    push['repository'].default_branch = 'main';
    expect(isDefaultBranch(readRunContext(env('push'), read(push)))).toBe(true);
    expect(isDefaultBranch(readRunContext({ ...env('push'), GITHUB_REF: 'refs/heads/feature' }, read(push)))).toBe(false);
    expect(branchOf('refs/tags/v1.2')).toBe('v1.2');
  });
});
