// docs/troubleshooting.md quotes the messages a user sees: each one the code can make without a
// network is made here by the code and must be on the page word for word, so a rewording of the
// product shows up as a page to update.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardedLookup } from '../../src/action/address-guard.ts';
import { ConfigurationError, readInputs } from '../../src/action/inputs.ts';
import { checkTargetHost } from '../../src/action/target.ts';
import { formatUserError } from '../../src/errors.ts';
import { outputError, OutputError } from '../../src/files.ts';
import { TOKEN_REFUSED } from '../../src/github/octokit.ts';
import { explainRefusal } from '../../src/github/publish.ts';
import { preflightJudge } from '../../src/judge/judge.ts';
import { BASELINE_HOW_TO } from '../../src/report/wording/baseline.ts';
import { prStatus } from '../../src/report/pr-status.ts';
import { warningText } from '../../src/report/wording/warnings.ts';
import { criterionCalibrationLine, noCalibrationFileText } from '../../src/report/wording/judge-calibration.ts';
import { staleBaselineWarning } from '../../src/compare/baseline-age.ts';
import { formatSpecError } from '../../src/suite/spec-errors.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { docPage } from './workflows.ts';

/** The troubleshooting page, its line breaks folded. */
const section = readFileSync(docPage('troubleshooting'), 'utf8').replace(/\s+/g, ' ');

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('the troubleshooting table quotes the product', () => {
  it('no inputs at all', () => {
    const error = thrown(() => readInputs(() => ''));
    expect(error).toBeInstanceOf(ConfigurationError);
    // The table quotes the first line; the example step follows it.
    expect(section).toContain(`Configuration error: ${error.message.split('\n')[0]}`);
  });

  it('a target-url without a scheme', () => {
    const error = thrown(() =>
      readInputs((name) => ({ 'github-token': 'ghs_x', 'target-url': 'pr-{pr}.preview.example.com' })[name] ?? ''),
    );
    expect(section).toContain(`Configuration error: ${error.message}`);
  });

  it('an agent token refused for a host outside allowed-target-hosts', () => {
    const error = thrown(() => checkTargetHost('https://pr-7.preview.example.net', ['*.preview.example.com'], true));
    expect(section).toContain(`Configuration error: ${error.message}`);
  });

  it('an agent host that resolves to a cloud metadata address', async () => {
    const lookup = guardedLookup({
      allowed: [],
      input: 'target-url',
      resolve: async () => [{ address: '169.254.169.254', family: 4 }],
      onRefused: () => undefined,
    });
    const error = await new Promise<Error | null>((resolve) => lookup('pr-7.preview.example.com', {}, (e) => resolve(e)));
    expect(section).toContain(`Configuration error: ${error?.message}`);
  });

  it('a run without a judge calibration, and a criterion that does not gate', () => {
    expect(section).toContain(noCalibrationFileText('.agent-eval/judge-calibration.json'));
    const none = {
      n: null,
      level: null,
      kappa: null,
      kappa_ci: null,
      balanced_accuracy: null,
      balanced_accuracy_ci: null,
      calibrated_at: null,
    };
    const key = { model: 'gpt-4.1', fallback_model: null, prompt_version: 'judge-prompt@1', criterion: 'helpful' };
    expect(section).toContain(criterionCalibrationLine({ key, status: 'not_calibrated', ...none }, 0.6));
  });

  it('a token GitHub refuses with 401', () => {
    expect(section).toContain(`Configuration error: Bad credentials: ${TOKEN_REFUSED}`);
  });

  it('a comment or check run GitHub refuses with 403', () => {
    const refused = Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    expect(section).toContain(`The PR comment could not be written: ${explainRefusal(refused, 'comment')}`);
    const check = `Could not create the check run: ${explainRefusal(refused, 'check')}`.replace(
      '(GitHub answered 403: Resource not accessible by integration)',
      '(…)',
    );
    expect(section).toContain(check);
  });

  it('no baseline yet', () => {
    expect(section).toContain(BASELINE_HOW_TO);
  });

  it('a stored baseline older than max-baseline-age', () => {
    const warning = staleBaselineWarning({ source: 'branch', commit: 'c'.repeat(40), distance: 0, age_ms: 9 * 86_400_000 }, 7);
    expect(warning).not.toBeNull();
    expect(section).toContain(warningText(warning!));
  });

  it('--require-judge without a judge', async () => {
    const problem = await preflightJudge({ apiKey: null } as Parameters<typeof preflightJudge>[0], 'gpt-4.1');
    expect(section).toContain(`--require-judge: ${problem}`);
  });

  it('an unknown key in a suite, at its file:line:col', async () => {
    const dir = await tempDir('troubleshooting');
    const lines = ['version: v1', 'suite_id: routing', 'tests:', '  - test_id: a', '    initial_node_id: start', '    turns:'];
    const turn = ['      - turn_id: t', '        user_input: hi', '        expected:', '          next_node: conv_1'];
    await writeFile(join(dir, 'routing.yaml'), [...lines, ...turn, ''].join('\n'));
    const { errors } = await loadSuites(['routing.yaml'], { cwd: dir });
    expect(errors).toHaveLength(1);
    const message = formatSpecError(errors[0]!).replace(/ \(keys allowed here: .*\)$/, ' (keys allowed here: …)');
    expect(section).toContain(`suites/${message}`);
  });

  it('a pull request whose changes match no suite, every suite declaring affects', () => {
    const status = prStatus(
      {
        kind: 'no-affected-suites',
        skipped: [{ suite_id: 'billing', affects: ['src/billing/**'] }],
        unmatched: ['README.md', 'agent/flow.py'],
      },
      { marker: '' },
    );
    expect(section).toContain(`\`${status.title}\` as the check run's title`);
    expect(status.comment).toContain('Changed paths that matched nothing (2):');
    expect(section).toContain('`Changed paths that matched nothing (2):` with those paths in the comment');
  });

  it('a report folder the user may not write', () => {
    const error = outputError('/home/ci/out', Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }));
    expect(error).toBeInstanceOf(OutputError);
    expect(section).toContain(formatUserError(error as OutputError, 'agent-eval run'));
  });
});
