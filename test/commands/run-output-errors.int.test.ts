// A report folder that cannot be written is a configuration error (exit 2) that names the path and
// the cause, found before the agent is called when it can be, and never loses the runs that finished.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAgent, type FakeAgent } from '../fakes/agent-server.ts';
import { agentEval as cli, type CliResult } from '../helpers/cli.ts';
import { asUser, NOBODY } from '../helpers/other-user.ts';

const isRoot = process.getuid?.() === 0;

let dir: string;
let agent: FakeAgent;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-eval-out-'));
  agent = await startFakeAgent();
  await writeFile(join(dir, 'suite.yaml'), suite(6));
});
afterEach(async () => {
  await agent.close();
  await chmod(dir, 0o700).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

/** `tests` one-turn tests the fake agent's default reply passes, one run each. */
function suite(tests: number): string {
  const body = Array.from(
    { length: tests },
    (_, i) =>
      `  - test_id: t${i}\n    initial_node_id: start\n    turns:\n      - turn_id: hi\n        user_input: Hello\n        expected: { next_node_id: conv_1 }\n`,
  );
  return `version: v1\nsuite_id: s\ndefaults: { repeats: 1 }\ntests:\n${body.join('')}`;
}

function agentEval(argv: string[]): Promise<CliResult> {
  return cli(argv, { cwd: dir });
}

const run = (out: string, ...more: string[]) =>
  agentEval(['run', 'suite.yaml', '--target', agent.url, '--concurrency', '1', '--out', out, ...more]);

/** A configuration error as a user sees it: exit 2, the message, and no stack trace. */
function expectConfigurationError(r: { code: number; stderr: string }, message: string): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(message);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

describe('agent-eval run with an output folder that cannot be written', () => {
  it('--out under a regular file: exit 2 naming the file in the way, before any agent call', async () => {
    await writeFile(join(dir, 'blocker'), 'not a folder');
    const r = await run('blocker/report');
    expectConfigurationError(
      r,
      `agent-eval run: cannot write ${join(dir, 'blocker', 'report')}: ${join(dir, 'blocker')} is a regular file, not a folder (ENOTDIR); move that file away, or write to another folder`,
    );
    expect(agent.requests).toHaveLength(0);
  });

  it('--out that is itself a regular file: the same error', async () => {
    await writeFile(join(dir, 'report'), 'not a folder');
    const r = await run('report');
    expectConfigurationError(r, `cannot write ${join(dir, 'report')}: ${join(dir, 'report')} is a regular file, not a folder (EEXIST)`);
    expect(agent.requests).toHaveLength(0);
  });

  it.runIf(existsSync('/dev/full'))('a full disk while results.jsonl streams: exit 2 with ENOSPC, and the run stops at once', async () => {
    // /dev/full takes nothing: every write to it fails with ENOSPC, as on a full disk.
    await mkdir(join(dir, 'out'));
    await symlink('/dev/full', join(dir, 'out', 'results.jsonl'));
    const r = await run('out');
    expectConfigurationError(
      r,
      `agent-eval run: cannot write ${join(dir, 'out', 'results.jsonl')}: no space left on the device (the disk is full) (ENOSPC); free some space, or write to a folder on another disk`,
    );
    // One conversation finished and could not be saved; no later one was started.
    expect(agent.requests).toHaveLength(1);
  });

  it('a report that cannot be written after the run names the file and keeps every run for --resume', async () => {
    await mkdir(join(dir, 'out', 'report.md', 'in-the-way'), { recursive: true });
    const r = await run('out');
    const out = join(dir, 'out');
    expectConfigurationError(
      r,
      `cannot write ${join(out, 'report.md')}: a folder of that name is in the way (EISDIR); move the folder away, or write to another folder`,
    );
    expect(r.stderr).toContain(
      `The runs that finished are saved in ${join(out, 'results.jsonl')}: once this is fixed, run again with --resume ${join(out, 'results.jsonl')}`,
    );
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).counts).toMatchObject({ planned: 6, passed: 6 });
    expect(agent.requests).toHaveLength(6);

    // Fixed, the resumed run writes the reports without calling the agent again.
    await rm(join(out, 'report.md'), { recursive: true });
    const resumed = await run('out', '--resume', 'out/results.jsonl');
    expect(resumed.stderr).not.toMatch(/error|warning/);
    expect(resumed.code).toBe(0);
    expect(agent.requests).toHaveLength(6);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('6');
  });

  // chmod does not stop root, so as root the built CLI runs as user nobody against a folder root owns.
  it('a folder the user may not write: exit 2 with permission denied, before any agent call', async ({ skip }) => {
    let locked = join(dir, 'locked');
    let r: { code: number | null; stderr: string };
    if (isRoot) {
      const nobody = await asUser(NOBODY);
      if (typeof nobody === 'string') return skip(`cannot run the CLI as user nobody: ${nobody}`);
      // nobody reads the suite; `locked` stays root's
      await writeFile(join(nobody.dir, 'suite.yaml'), suite(6));
      locked = join(nobody.dir, 'locked');
      await mkdir(locked);
      r = await nobody.agentEval(['run', 'suite.yaml', '--target', agent.url, '--out', 'locked/out'], nobody.dir);
    } else {
      await mkdir(locked);
      await chmod(locked, 0o500);
      r = await agentEval(['run', 'suite.yaml', '--target', agent.url, '--out', 'locked/out']);
    }
    expectConfigurationError(
      { code: r.code ?? -1, stderr: r.stderr },
      `cannot write ${join(locked, 'out')}: permission denied (EACCES); give the user running agent-eval write access to the folder, or write to another folder`,
    );
    expect(agent.requests).toHaveLength(0);
  });
});
