// The package as a team gets it: `npm pack` of this repository, installed with `npm install` into a
// fresh project that knows nothing of it, then `npx agent-eval validate|run|compare` from that
// project's folder on the machine's own Node (not the Node 24 of this repository's devDependency),
// with the suites and outputs relative to that folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

// The repository to pack; another folder (a copy with dist/cli built) can stand in for it.
const PACKAGE_DIR = process.env['AGENT_EVAL_PACKAGE_DIR'] ?? ROOT;

const SUITE = `version: v1
suite_id: team_smoke
tests:
  - test_id: reaches_technical_support
    initial_node_id: start
    seed: 7
    turns:
      - turn_id: greet
        user_input: Hello
        expected:
          next_node_id: conv_1
      - turn_id: choose_technical
        user_input: Option 2
        expected:
          next_node_id: conv_2
`;

// A string where the suite wants an integer: an error on line 6, column 11.
const BROKEN_SUITE = `version: v1
suite_id: broken
tests:
  - test_id: t
    initial_node_id: start
    seed: "7"
    turns:
      - turn_id: one
        user_input: Hello
`;

/**
 * The environment of a shell on this machine: no node_modules/.bin on the PATH (so `node` is the
 * machine's own), no npm settings inherited from the npm script running the tests, and an npm
 * cache and user config of the test's own.
 */
function machineEnv(dir: string): NodeJS.ProcessEnv {
  const path = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((entry) => entry !== '' && !entry.split(sep).includes('node_modules'))
    .join(delimiter);
  const env: NodeJS.ProcessEnv = {
    PATH: path,
    HOME: process.env['HOME'] ?? dir,
    npm_config_cache: join(dir, 'npm-cache'),
    npm_config_userconfig: join(dir, 'npmrc'),
    npm_config_update_notifier: 'false',
    // Nothing is fetched: the tarball has no dependencies and npx finds the installed binary.
    npm_config_offline: 'true',
  };
  // A machine whose only Node is this repository's devDependency: use the one running the tests.
  if (spawnSync('node', ['--version'], { env }).error) env['PATH'] = `${path}${delimiter}${dirname(process.execPath)}`;
  return env;
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const tempDir = useTempDir('packaging');

describe('the packed CLI installed into a team project', () => {
  let env: NodeJS.ProcessEnv;
  let project: string;
  let packed: { filename: string; files: { path: string }[] };
  let machineNode: string;

  beforeAll(async () => {
    if (!existsSync(join(PACKAGE_DIR, 'dist', 'cli', 'index.js')))
      throw new Error(`${PACKAGE_DIR}/dist/cli/index.js is missing: run 'npm run build' (dist/ is committed)`);
    const dir = await tempDir();
    env = machineEnv(dir);
    machineNode = (await run('node', ['--version'], dir, env)).stdout.trim();

    const pack = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], PACKAGE_DIR, env);
    expect(pack.code, pack.stderr).toBe(0);
    [packed] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
    const tarball = join(dir, packed.filename);

    project = join(dir, 'team-project');
    await mkdir(join(project, 'suites'), { recursive: true });
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'team-project', version: '1.0.0', private: true }));
    await writeFile(join(project, 'suites', 'smoke.yaml'), SUITE);
    await mkdir(join(project, 'drafts'));
    await writeFile(join(project, 'drafts', 'broken.yaml'), BROKEN_SUITE);
    const install = await run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', tarball], project, env);
    expect(install.code, install.stderr).toBe(0);
  });

  it('ships the bundle and the launcher, and no dependency npm would have to fetch', () => {
    const paths = packed.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['package.json', 'bin/agent-eval.js', 'dist/cli/index.js', 'dist/cli/customer-support.yaml']),
    );
    expect(paths.filter((p) => p.startsWith('src/') || p.startsWith('test/'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'agent-eval-action', 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      engines?: { node?: string };
    };
    // A runtime package belongs in devDependencies: the bundle inlines it.
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.engines?.node).toBe('>=20');
  });

  it("validate, run and compare work from the project's folder on the machine's Node", async () => {
    expect(machineNode).toMatch(/^v(2\d|[3-9]\d)\./);

    const valid = await run('npx', ['agent-eval', 'validate'], project, env);
    expect(valid.stdout + valid.stderr).toBe('1 suite, 1 test, 0 errors\n');
    expect(valid.code).toBe(0);

    // What npx ran above, without starting npm again for each command.
    const bin = join(project, 'node_modules', '.bin', 'agent-eval');
    const broken = await run(bin, ['validate', 'drafts/broken.yaml'], project, env);
    expect(broken.stdout).toMatch(/^drafts\/broken\.yaml:6:11: tests\[0\]\.seed: expected an integer/);
    expect(broken.code).toBe(1);

    // No --suites and no --target: the project's suites/ against the built-in reference agent.
    const first = await run(bin, ['run', '--out', 'first'], project, env);
    expect(first.stderr).not.toMatch(/internal error|ExperimentalWarning/);
    expect(first.stdout).toMatch(/built-in reference agent at http:\/\/127\.0\.0\.1:\d+/);
    // One test, run the default 16 times.
    expect(first.stdout).toMatch(/team_smoke\s+1\s+16\s+16\s+0\s+0\s+0\s+100\.0%/);
    expect(first.code).toBe(0);
    const results = JSON.parse(readFileSync(join(project, 'first', 'results.json'), 'utf8')) as { suites: { suite_id: string }[] };
    expect(results.suites.map((s) => s.suite_id)).toEqual(['team_smoke']);

    const second = await run(bin, ['run', '--out', 'second'], project, env);
    expect(second.code, second.stderr).toBe(0);
    const compare = await run(
      bin,
      ['compare', '--base', 'first/results.json', '--head', 'second/results.json', '--out', 'comparison'],
      project,
      env,
    );
    expect(compare.stderr).toBe('');
    expect(compare.code).toBe(0);
    for (const file of ['comparison.json', 'report.md', 'report.html']) expect(existsSync(join(project, 'comparison', file))).toBe(true);
  });
});
