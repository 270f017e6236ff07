// The installed binary leaves the temp folder as it found it: Node's compile cache, which it keeps
// to start faster, goes to the user's cache folder, not to os.tmpdir() (Node's default).
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers/cli.ts';
import { tempDir } from './helpers/temp-dir.ts';

function runBin(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('agent-eval and the temp folder', () => {
  it('a run writes nothing to TMPDIR; the compile cache is in XDG_CACHE_HOME/agent-eval', async () => {
    const tmp = await tempDir('tmpdir');
    const cache = await tempDir('cache');
    const out = await tempDir('out');
    const env = { PATH: process.env['PATH'], HOME: process.env['HOME'], TMPDIR: tmp, TEMP: tmp, TMP: tmp, XDG_CACHE_HOME: cache };
    const r = await runBin(['run', '--suites', 'suites/demo-routing.yaml', '--out', out], env);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(await readdir(tmp)).toEqual([]);
    // The tests run on the Node 22+ they need, which has a compile cache.
    expect(await readdir(join(cache, 'agent-eval'))).toEqual(['compile-cache']);
  });

  it('honours NODE_COMPILE_CACHE when it is set', async () => {
    const tmp = await tempDir('tmpdir');
    const chosen = await tempDir('chosen');
    const env = { PATH: process.env['PATH'], TMPDIR: tmp, NODE_COMPILE_CACHE: chosen };
    const r = await runBin(['--version'], env);
    expect(r.code).toBe(0);
    expect(await readdir(tmp)).toEqual([]);
    expect((await readdir(chosen)).length).toBeGreaterThan(0);
  });
});
