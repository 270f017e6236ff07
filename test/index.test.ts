// The action's entry module: a script started by the runner runs the action; imported (as
// @github/local-action imports it before calling run() itself) it only exports run().
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isStartedScript, run } from '../src/index.ts';
import { run as mainRun } from '../src/main.ts';
import { tempDir } from './helpers/temp-dir.ts';

describe('the entry module', () => {
  it('exports the run() of main.ts', () => {
    expect(run).toBe(mainRun);
  });

  it("follows import.meta.main where Node has it, whatever the script's path", () => {
    const url = 'file:///action/dist/index.js';
    expect(isStartedScript(url, true, '/elsewhere/tool.js')).toBe(true);
    expect(isStartedScript(url, false, '/action/dist/index.js')).toBe(false);
  });

  it('without import.meta.main, runs only when node was started with this very file, through a link too', async () => {
    const dir = await realpath(await tempDir('entry'));
    const bundle = join(dir, 'dist', 'index.js');
    await mkdir(join(dir, 'dist'));
    await writeFile(bundle, '');
    await symlink(bundle, join(dir, 'linked.js'));
    const url = pathToFileURL(bundle).href;
    expect(isStartedScript(url, undefined, bundle)).toBe(true);
    expect(isStartedScript(url, undefined, join(dir, 'linked.js'))).toBe(true);
    await writeFile(join(dir, 'local-action.js'), '');
    expect(isStartedScript(url, undefined, join(dir, 'local-action.js'))).toBe(false);
    // `node -e` or a REPL: no script at all.
    expect(isStartedScript(url, undefined, undefined)).toBe(false);
  });
});
