// The built bundle as an entry module: the runner starts it (`node dist/index.js`) and it runs the
// action; @github/local-action imports it and finds run() to call, and the import alone runs
// nothing. AGENT_EVAL_ACTION_BUNDLE points the test at another build (e.g. a scratch `ncc build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dir.ts';

const BUNDLE = process.env['AGENT_EVAL_ACTION_BUNDLE'] ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  output: string;
}

let scratch: string;

beforeEach(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`No bundle at ${BUNDLE}: build it (npm run build) or set AGENT_EVAL_ACTION_BUNDLE to one.`);
  scratch = await tempDir('entry');
});

/** Runs node with `args` and a runner's environment with no inputs, so a run of the action fails at once. */
async function node(args: string[], env: Record<string, string> = {}): Promise<Exit> {
  const outputPath = join(scratch, 'output');
  await writeFile(outputPath, '');
  const child = spawn(process.execPath, args, {
    cwd: scratch,
    env: { PATH: process.env['PATH'] ?? '', HOME: scratch, RUNNER_TEMP: scratch, GITHUB_OUTPUT: outputPath, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stdout, output: await readFile(outputPath, 'utf8') };
}

describe('dist/index.js', () => {
  it('runs the action when node is started with it', async () => {
    const started = await node([BUNDLE]);
    expect(started.code).toBe(1);
    expect(started.stdout).toContain('::error::Configuration error: The action received no inputs at all');
  });

  it('exports run() and runs nothing when imported, until run() is called', async () => {
    // The bundle's URL in the environment, not the arguments: argv[1] is what a script is started with.
    const imported = await node(
      [
        '--input-type=module',
        '-e',
        'const entry = await import(process.env.BUNDLE_URL); console.log(`imported: run is a ${typeof entry.run}`); await entry.run();',
      ],
      { BUNDLE_URL: pathToFileURL(BUNDLE).href },
    );
    const [first, ...rest] = imported.stdout.split('\n');
    expect(first).toBe('imported: run is a function');
    // Only the call ran it, once.
    expect(rest.filter((line) => line.includes('received no inputs at all'))).toHaveLength(1);
    expect(imported.code).toBe(1);
    expect(imported.output).toBe('');
  });
});
