import { describe, expect, it } from 'vitest';
import { checkPermission, parseEvalCommand, react, unknownSuitesReply } from '../../src/github/commands.ts';
import { useHarnesses } from './helpers.ts';

const rerun = (suites: string[] = [], all = false, repeats: number | { auto: true; min: number; max: number } | null = null) => ({
  ok: true,
  command: { kind: 'rerun', suites, all, repeats },
});
const errorOf = (body: string) => {
  const parsed = parseEvalCommand(body);
  if (parsed === null || parsed.ok) throw new Error(`expected an error for ${JSON.stringify(body)}`);
  return parsed.error;
};

describe('parseEvalCommand', () => {
  it.each([
    ['/eval rerun', rerun()],
    ['/eval rerun booking refund', rerun(['booking', 'refund'])],
    ['/eval rerun booking booking', rerun(['booking'])],
    ['/eval rerun --all', rerun([], true)],
    ['/eval rerun --repeats 20', rerun([], false, 20)],
    ['/eval rerun booking --repeats=5', rerun(['booking'], false, 5)],
    ['/eval rerun --all --repeats 3', rerun([], true, 3)],
    ['/eval rerun --repeats auto', rerun([], false, { auto: true, min: 4, max: 16 })],
    ['/eval rerun booking --repeats auto:2-10', rerun(['booking'], false, { auto: true, min: 2, max: 10 })],
    ['/eval help', { ok: true, command: { kind: 'help' } }],
    ['  /eval   rerun\tbooking  ', rerun(['booking'])],
    ['Thanks!\r\n/eval rerun --all\r\nplease', rerun([], true)],
  ])('%j', (body, expected) => {
    expect(parseEvalCommand(body)).toEqual(expected);
  });

  it('answers null when there is no command', () => {
    for (const body of ['looks good', '/evaluate this', 'we could /eval rerun later', '`/eval rerun`', '']) {
      expect(parseEvalCommand(body)).toBeNull();
    }
  });

  it('ignores commands in quotes and code blocks', () => {
    expect(parseEvalCommand('> /eval rerun --all\n\nagreed')).toBeNull();
    expect(parseEvalCommand('Try:\n```\n/eval rerun --all\n```')).toBeNull();
    expect(parseEvalCommand('Try:\n~~~text\n/eval rerun\n~~~\n')).toBeNull();
    expect(parseEvalCommand('Try:\n\n    /eval rerun --all\n')).toBeNull();
    expect(parseEvalCommand('> /eval rerun --all\n```\n/eval help\n```\n/eval rerun booking')).toEqual(rerun(['booking']));
  });

  it('takes the first command line only', () => {
    expect(parseEvalCommand('/eval help\n/eval rerun --all')).toEqual({ ok: true, command: { kind: 'help' } });
  });

  it('explains bad commands and flags', () => {
    expect(errorOf('/eval')).toBe('`/eval` needs a command: `/eval rerun [suite...] [--all] [--repeats N|auto]` or `/eval help`.');
    expect(errorOf('/eval deploy')).toBe(
      'Unknown command `deploy`: use `/eval rerun [suite...] [--all] [--repeats N|auto]` or `/eval help`.',
    );
    expect(errorOf('/eval rerun --force')).toBe('Unknown option `--force`: use `/eval rerun [suite...] [--all] [--repeats N|auto]`.');
    expect(errorOf('/eval rerun --repeats')).toBe('`--repeats` needs a number, e.g. `/eval rerun --repeats 20`.');
    expect(errorOf('/eval rerun --repeats 0')).toBe(
      '`--repeats` must be a whole number from 1 to 1000, `auto` or `auto:MIN-MAX`, got `0`.',
    );
    expect(errorOf('/eval rerun --repeats 2.5')).toMatch(/got `2.5`/);
    expect(errorOf('/eval rerun --repeats=1001')).toMatch(/from 1 to 1000/);
    expect(errorOf('/eval rerun booking --all')).toBe('Name suites or use `--all`, not both (got `booking` and `--all`).');
    expect(errorOf('/eval help me')).toBe('`/eval help` takes no arguments (got `me`).');
  });

  it('cannot be made to break out of the code span it echoes', () => {
    const error = errorOf('/eval rerun --x`@everyone`');
    expect(error).toBe("Unknown option `--x'@everyone'`: use `/eval rerun [suite...] [--all] [--repeats N|auto]`.");
    expect(errorOf(`/eval ${'z'.repeat(500)}`).length).toBeLessThan(200);
  });
});

describe('checkPermission and react', () => {
  const harness = useHarnesses();
  const who = (username: string) => ({ owner: 'acme', repo: 'shop', username });

  it('allows admin, maintain and write, and custom roles built on write', async () => {
    const { fake, octokit } = await harness();
    fake.setPermission('ada', 'admin');
    fake.setPermission('max', 'write', 'maintain');
    fake.setPermission('wes', 'write');
    fake.setPermission('cus', 'write', 'release-manager');

    expect(await checkPermission(octokit, who('ada'))).toEqual({ allowed: true, role: 'admin' });
    expect(await checkPermission(octokit, who('max'))).toEqual({ allowed: true, role: 'maintain' });
    expect(await checkPermission(octokit, who('wes'))).toEqual({ allowed: true, role: 'write' });
    expect(await checkPermission(octokit, who('cus'))).toEqual({ allowed: true, role: 'release-manager' });
  });

  it('refuses triage, read, none and strangers', async () => {
    const { fake, octokit } = await harness();
    fake.setPermission('tia', 'read', 'triage');
    fake.setPermission('rea', 'read');
    fake.setPermission('non', 'none');

    expect(await checkPermission(octokit, who('tia'))).toEqual({ allowed: false, role: 'triage' });
    expect(await checkPermission(octokit, who('rea'))).toEqual({ allowed: false, role: 'read' });
    expect(await checkPermission(octokit, who('non'))).toEqual({ allowed: false, role: 'none' });
    expect(await checkPermission(octokit, who('ghost'))).toEqual({ allowed: false, role: 'none' });
    expect(fake.requests.map((r) => r.path)).toContain('/repos/acme/shop/collaborators/ghost/permission');
  });

  it('reacts to the command comment', async () => {
    const { fake, octokit } = await harness();
    const comment = fake.addComment(3, { login: 'wes', id: 12, type: 'User' }, '/eval rerun');

    await react(octokit, { owner: 'acme', repo: 'shop', comment_id: comment.id, content: 'eyes' });
    await react(octokit, { owner: 'acme', repo: 'shop', comment_id: comment.id, content: 'rocket' });

    expect(fake.reactions.map((r) => [r.comment_id, r.content, r.user.login])).toEqual([
      [comment.id, 'eyes', 'eval-bot'],
      [comment.id, 'rocket', 'eval-bot'],
    ]);
    await expect(react(octokit, { owner: 'acme', repo: 'shop', comment_id: 999, content: 'confused' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('unknownSuitesReply', () => {
  const HOSTILE = ['@octocat <img src=x onerror=alert(1)>', 'x\n/eval rerun --all', '/eval rerun --all', '`code` **bold** | pipe'];

  it('names the unknown and the known suites as text with no mention, HTML or command line', () => {
    const reply = unknownSuitesReply(['nosuch', '@admins'], HOSTILE, 'c'.repeat(40));
    expect(reply).toContain('No suite with the id "nosuch", "@\u200Dadmins" at `ccccccc`.');
    expect(reply).not.toMatch(/@(?!\u200D)/); // every @ is followed by a zero-width joiner
    expect(reply).not.toContain('<img');
    expect(reply).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(reply.split('\n')).toHaveLength(1);
    expect(parseEvalCommand(reply)).toBeNull();
  });

  it('lists at most 30 suites', () => {
    const known = Array.from({ length: 45 }, (_, i) => `suite_${i}`);
    const reply = unknownSuitesReply(['nosuch'], known, 'c'.repeat(40));
    expect(reply).toContain('"suite\\_29" and 15 more.');
    expect(reply).not.toContain('suite\\_30');
  });
});
