// /eval approve with in-memory ports: a writer's comment approves the captured drafts of the pull
// request in one commit on its branch (comments kept); a reader, a fork or a moved branch changes nothing.
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../src/action/context.ts';
import { onIssueComment } from '../../src/action/eval-command.ts';
import { parseEvalCommand } from '../../src/github/commands.ts';
import { BASE, flowStep, HEAD, suiteYaml, type FlowStep } from './flow-step.ts';

const PR = 7;
const draft = (id: string) =>
  `# Captured by \`agent-eval capture\`: a draft. It runs and is reported, but never fails the check\n\n` +
  `metadata:\n  capture:\n    at: 2026-11-27T12:00:00.000Z\n    status: draft # remove to approve\n${suiteYaml(id)}`;
const FILES = {
  'suites/routing.yaml': suiteYaml('routing'),
  'suites/captured/refund.yaml': draft('captured.refund'),
  'suites/captured/billing.yaml': draft('captured.billing'),
};

function commentEvent(body: string, login: string): EventPayload {
  return {
    action: 'created',
    repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    issue: { number: PR, pull_request: {} },
    comment: { id: 55, body, user: { login } },
  };
}

const SHOP = { fullName: 'acme/shop', id: 1 };

async function pullRequest(
  options: { branchHead?: string | null; headRepository?: { fullName: string; id: number | null } | null } = {},
): Promise<FlowStep> {
  const f = await flowStep({ event: 'issue_comment', payload: commentEvent('', 'alice'), sha: BASE, files: {} });
  const headRepository = options.headRepository === undefined ? SHOP : options.headRepository;
  f.github.repository.setPull(PR, {
    headSha: HEAD,
    headRef: 'capture',
    baseRef: 'main',
    baseSha: BASE,
    headRepository,
    baseRepository: SHOP,
  });
  f.github.repository.setFilesAt(HEAD, FILES);
  if (options.branchHead !== null) f.github.branches.branch('capture', FILES, options.branchHead ?? HEAD);
  f.github.repository.setRole('alice', 'write');
  f.github.repository.setRole('mallory', 'read');
  return f;
}

async function command(f: FlowStep, body: string, login = 'alice') {
  f.setEvent('issue_comment', commentEvent(body, login), BASE);
  return onIssueComment(f.step);
}
const replies = (f: FlowStep) => f.github.comments.on(PR).map((c) => c.body);

describe('/eval approve', () => {
  it('removes status: draft from every captured draft in one commit on the branch, keeping the rest of the file', async () => {
    const f = await pullRequest();
    await command(f, '/eval approve');

    const refund = f.github.branches.file('capture', 'suites/captured/refund.yaml')!;
    expect(refund).not.toContain('status');
    expect(refund).toContain('# Captured by `agent-eval capture` and approved: it gates like any other suite.');
    expect(refund).toContain('metadata:\n  capture:\n    at: 2026-11-27T12:00:00.000Z\n');
    expect(refund).toContain('suite_id: captured.refund\n');
    expect(f.github.branches.file('capture', 'suites/captured/billing.yaml')).not.toContain('status: draft');
    expect(f.github.branches.file('capture', 'suites/routing.yaml')).toBe(FILES['suites/routing.yaml']);
    expect(f.github.branches.message('capture')).toBe('Approve captured suites: captured.billing, captured.refund');
    expect(replies(f)).toEqual([
      expect.stringMatching(/^Approved 2 captured suites in `[0-9a-f]{7}`: "captured\.billing", "captured\.refund"\. They gate/),
    ]);
    expect(f.github.repository.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('approves only the suites named, and says which named suite is no draft', async () => {
    const f = await pullRequest();
    await command(f, '/eval approve captured.refund');
    expect(f.github.branches.file('capture', 'suites/captured/refund.yaml')).not.toContain('status: draft');
    expect(f.github.branches.file('capture', 'suites/captured/billing.yaml')).toContain('status: draft');

    await command(f, '/eval approve routing');
    expect(replies(f).at(-1)).toBe('No captured draft suite with the id "routing" at `aaaaaaa`: nothing was approved.');
  });

  it('changes nothing for a reader, a fork or a branch that moved', async () => {
    const reader = await pullRequest();
    await command(reader, '/eval approve', 'mallory');
    expect(reader.github.branches.file('capture', 'suites/captured/refund.yaml')).toContain('status: draft');

    // The fork's branch has the name and the commit of a branch here: the head repository decides.
    const fork = await pullRequest({ headRepository: { fullName: 'mallory/shop', id: 2 } });
    await command(fork, '/eval approve');
    expect(fork.github.branches.file('capture', 'suites/captured/refund.yaml')).toContain('status: draft');
    expect(fork.github.branches.message('capture')).toBe('initial'); // no commit on top
    expect(replies(fork)).toEqual([
      'Nothing was approved: the branch `capture` of this pull request is in the fork `mallory/shop`, and /eval approve commits only to branches of this repository. ' +
        'To approve, remove `status: draft` from the captured suite files in the fork and push.',
    ]);

    // Same name, another repository id (a fork renamed to shadow the base), and a deleted fork.
    const renamed = await pullRequest({ headRepository: { fullName: 'acme/shop', id: 99 } });
    await command(renamed, '/eval approve');
    expect(renamed.github.branches.file('capture', 'suites/captured/refund.yaml')).toContain('status: draft');
    const deleted = await pullRequest({ headRepository: null });
    await command(deleted, '/eval approve');
    expect(deleted.github.branches.file('capture', 'suites/captured/refund.yaml')).toContain('status: draft');
    expect(replies(deleted)).toEqual([expect.stringContaining('is in a fork that has been deleted, and /eval approve commits only')]);

    const gone = await pullRequest({ branchHead: null });
    await command(gone, '/eval approve');
    expect(gone.github.branches.files('capture')).toEqual([]);
    expect(replies(gone)).toEqual([
      'Nothing was approved: the branch capture is no longer at aaaaaaa (it moved or was deleted since); comment /eval approve again, or approve by removing status: draft in the suite files',
    ]);

    const moved = await pullRequest();
    moved.github.branches.push('capture', { 'README.md': 'newer' });
    await command(moved, '/eval approve');
    expect(moved.github.branches.file('capture', 'suites/captured/refund.yaml')).toContain('status: draft');
    expect(replies(moved)).toEqual([expect.stringContaining('Nothing was approved: the branch capture is no longer at aaaaaaa')]);
  });

  it('is parsed with its suites, and refuses options', () => {
    expect(parseEvalCommand('/eval approve a b a')).toEqual({ ok: true, command: { kind: 'approve', suites: ['a', 'b'] } });
    expect(parseEvalCommand('/eval approve --all')).toEqual({
      ok: false,
      error: 'Unknown option `--all`: use `/eval approve [suite...]`.',
    });
  });
});
