// Every module has its test where a newcomer looks for it. The rule: src/<folder>/<name>.ts is
// tested by a file in test/<folder>/ named <name>.test.ts, <name>.int.test.ts, or, for a module
// with several, <name>-<topic>.test.ts or <name>-<topic>.int.test.ts. The few modules without one
// are listed, each with its reason, in test/lint/modules-without-tests.ts.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES_WITHOUT_TESTS } from './modules-without-tests.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ALLOWLIST = 'test/lint/modules-without-tests.ts';

const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/${f}`)
  .sort();

/** The test files of a module under the rule above. */
function testsOf(source: string): string[] {
  const path = source.slice('src/'.length, -'.ts'.length);
  const slash = path.lastIndexOf('/');
  const folder = join(ROOT, 'test', path.slice(0, slash + 1));
  const name = path.slice(slash + 1);
  if (!existsSync(folder)) return [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped}(-[^/]+)?(\\.int)?\\.test\\.ts$`);
  return readdirSync(folder).filter((f) => pattern.test(f));
}

describe('a test at the mirrored path of each module', () => {
  it('finds the modules', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(testsOf('src/suite/loader.ts')).toEqual(['loader.test.ts']);
    expect(testsOf('src/evaluate.ts').sort()).toEqual(['evaluate-fresh-baseline.test.ts', 'evaluate.test.ts']);
  });

  it('exists for every module not listed in test/lint/modules-without-tests.ts', () => {
    const missing = sources.filter((s) => !(s in MODULES_WITHOUT_TESTS) && testsOf(s).length === 0);
    const fix = (s: string) => {
      const path = s.slice('src/'.length, -'.ts'.length);
      return `  ${s}: write test/${path}.test.ts (or test/${path}.int.test.ts), or move its test there (or list it with the reason in ${ALLOWLIST})`;
    };
    expect(missing.map(fix), `modules without a test at the mirrored path:\n${missing.map(fix).join('\n')}`).toEqual([]);
  });

  it(`lists in ${ALLOWLIST} only modules that exist and still have no test, each with a reason`, () => {
    const stale = Object.entries(MODULES_WITHOUT_TESTS).flatMap(([source, reason]) => {
      if (!sources.includes(source)) return [`  ${source} is not a file of src/: remove its entry`];
      if (testsOf(source).length > 0) return [`  ${source} has a test now (${testsOf(source).join(', ')}): remove its entry`];
      return reason.trim() === '' ? [`  ${source} has no reason: say why it has no test`] : [];
    });
    expect(stale, `entries of ${ALLOWLIST} to fix:\n${stale.join('\n')}`).toEqual([]);
  });
});
