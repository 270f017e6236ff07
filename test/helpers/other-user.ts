// The built CLI as another user, for the tests of what a user without root's powers meets (chmod
// does not stop root). That user cannot enter a clone under root's home or under a 0700 temp folder,
// so the bundle is copied to a folder it can reach, and run with a Node binary it can run.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { onTestFinished } from 'vitest';
import { ROOT } from './cli.ts';

/** User and group nobody. */
export const NOBODY = 65534;

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface OtherUser {
  /** A folder the user can enter and read, removed when the test finishes: put the test's files here. */
  dir: string;
  /** Runs `agent-eval ...argv` as the user, in `cwd` (a folder under `dir`), with only PATH set. */
  agentEval(argv: string[], cwd: string): Promise<ProcessResult>;
}

/** True when every folder from / down to `path` lets others through (mode o+x). */
function othersCanEnter(path: string): boolean {
  for (let at = resolve(path); ; at = dirname(at)) {
    if (!existsSync(at) || (statSync(at).mode & 0o001) === 0) return false;
    if (dirname(at) === at) return true;
  }
}

function runAs(uid: number, command: string, args: string[], cwd: string): Promise<ProcessResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, uid, gid: uid, env: { PATH: process.env.PATH ?? '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // A binary or folder the user may not use fails the spawn itself (EACCES): a result, not a crash.
    child.on('error', (error) => done({ code: null, stdout, stderr: stderr + String(error) }));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The Node binaries to try: this one, then each on PATH. */
function nodeCandidates(): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, 'node'));
  return [...new Set([process.execPath, ...onPath])].filter((p) => existsSync(p));
}

/**
 * Sets up the built CLI (bin/agent-eval.js and dist/cli/) for user `uid` in a temp folder that user
 * can enter. Resolves with the reason instead when it cannot, for the test to skip with.
 */
export async function asUser(uid: number = NOBODY): Promise<OtherUser | string> {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'index.js'))) return 'the CLI bundle dist/cli/index.js is not built (npm run build)';
  const bases = [...new Set([tmpdir(), '/tmp', '/var/tmp', '/dev/shm'])];
  const base = bases.find(othersCanEnter);
  if (base === undefined) return `user ${uid} can enter none of the temp folders ${bases.join(', ')}`;

  const dir = await mkdtemp(join(base, 'agent-eval-user-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await chmod(dir, 0o755);
    const app = join(dir, 'agent-eval');
    await mkdir(join(app, 'bin'), { recursive: true });
    await copyFile(join(ROOT, 'bin', 'agent-eval.js'), join(app, 'bin', 'agent-eval.js'));
    await writeFile(join(app, 'package.json'), '{ "type": "module" }\n');
    await cp(join(ROOT, 'dist', 'cli'), join(app, 'dist', 'cli'), { recursive: true });
    const bin = join(app, 'bin', 'agent-eval.js');

    // A Node the user can run: this one when the user can reach it, else one on PATH, else a copy.
    const works = async (node: string) => (await runAs(uid, node, [bin, '--version'], dir)).code === 0;
    let node: string | undefined;
    for (const candidate of nodeCandidates()) {
      if (await works(candidate)) {
        node = candidate;
        break;
      }
    }
    if (node === undefined) {
      const copy = join(dir, 'node');
      await copyFile(process.execPath, copy);
      await chmod(copy, 0o755);
      if (await works(copy)) node = copy;
    }
    if (node === undefined) {
      await remove();
      return `user ${uid} cannot run Node on the CLI copied to ${dir}`;
    }
    onTestFinished(remove);
    const found = node;
    return { dir, agentEval: (argv, cwd) => runAs(uid, found, [bin, ...argv], cwd) };
  } catch (error) {
    await remove();
    throw error;
  }
}
