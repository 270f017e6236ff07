// `agent-eval run --judge-labels`, end to end against the reference agent and a loopback judge: the
// judge is calibrated on the labels before the first agent call, and its checks gate only for the
// criterion it agrees with the humans on. The fake judge agrees with every `helpful` label and
// contradicts every `tone` label; on the agent's replies it fails both criteria.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalibrationFile } from '../../src/judge/calibration-store.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { startFakeOpenAi } from '../fakes/openai-server.ts';
import { calibratedJudge, labelsText, suiteText } from '../helpers/calibration.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('judge-calibration');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

describe('agent-eval run --judge-labels', () => {
  it('calibrates before the run, and only the agreeing criterion fails runs; the other is reported below the threshold', async () => {
    const judge = await startFakeOpenAi({ chat: calibratedJudge });
    closers.push(judge.close);
    const dir = await tempDir();
    writeFileSync(join(dir, 'labels.yaml'), labelsText());
    const run = (suite: string, out: string) => {
      writeFileSync(join(dir, `${out}.yaml`), suite);
      return agentEval([
        'run',
        join(dir, `${out}.yaml`),
        '--judge-labels',
        join(dir, 'labels.yaml'),
        '--judge-calibration',
        join(dir, 'stored.json'),
        '--judge-api-key',
        'sk-calibration',
        '--judge-base-url',
        judge.baseURL,
        '--judge-cache',
        join(dir, 'cache'),
        '--out',
        join(dir, out),
      ]);
    };

    const both = await run(suiteText(), 'both');
    expect(both.stderr).not.toMatch(/internal error/);
    // The helpful check failed, and it gates: the exit code is 1.
    expect(both.code, both.stderr).toBe(1);
    const results = JSON.parse(readFileSync(join(dir, 'both', 'results.json'), 'utf8')) as Results;
    const runs = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.runs]));
    for (const r of runs.helpful_check!) expect(r).toMatchObject({ outcome: 'failed', codes: ['QUALITY_JUDGE_FAIL'] });
    for (const r of runs.tone_check!) {
      expect(r).toMatchObject({ outcome: 'passed', codes: [] });
      expect(r.turns[0]!.assertions[0]).toMatchObject({ status: 'failed', gates: false, calibration: 'below_threshold' });
    }
    const gated = results.judge_calibration!;
    expect(gated.labels).toBe(join(dir, 'labels.yaml'));
    expect(gated.criteria.map((c) => [c.key.criterion, c.status, c.n])).toEqual([
      ['helpful', 'gates', 24],
      ['tone', 'below_threshold', 24],
    ]);
    expect(gated.criteria[0]!.kappa).toBe(1);
    expect(gated.criteria[1]!.kappa).toBe(-1);

    // Calibrated before the first agent call, in the log, with its files in the report folder and the stored file.
    const calibrationAt = both.output.indexOf('Judge calibration: 24 of 24 questions asked');
    expect(calibrationAt).toBeGreaterThanOrEqual(0);
    expect(calibrationAt).toBeLessThan(both.output.indexOf('Running 1 suite(s)'));
    const written = JSON.parse(readFileSync(join(dir, 'both', 'judge-calibration.json'), 'utf8')) as CalibrationFile;
    expect(written.calibrations.map((c) => [c.key.criterion, c.n])).toEqual([
      ['helpful', 24],
      ['tone', 24],
    ]);
    expect(existsSync(join(dir, 'both', 'judge-calibration.md'))).toBe(true);
    expect(existsSync(join(dir, 'stored.json'))).toBe(true);

    // The terminal and report.md name each criterion's agreement and interval, and list the tone failures apart.
    expect(both.stdout).toMatch(
      /judge calibration: `helpful` κ 1\.00 \[1\.00, 1\.00\], balanced accuracy 1\.00 \[[\d.]+, [\d.]+\] \(n = 24\), gates/,
    );
    expect(both.stdout).toMatch(
      /judge calibration: `tone` κ -1\.00 \[[-\d.]+, [-\d.]+\], .*below the agreement threshold .*never fails the check/,
    );
    expect(both.stdout).toMatch(
      /Judge checks that did not gate \(2 failures, reported, never fails the check\):\n {2}judged › tone_check: 2 runs/,
    );
    const report = readFileSync(join(dir, 'both', 'report.md'), 'utf8');
    expect(report).toMatch(/- `helpful` κ 1\.00 \\\[1\.00, 1\.00\\\], balanced accuracy 1\.00/);

    // The tone check alone fails nothing: the exit code follows the gating criterion only. The
    // verdicts of the labels come from the cache: no question is asked twice.
    const asked = judge.chatRequests().length;
    const toneOnly = await run(suiteText(['tone']), 'tone');
    expect(toneOnly.code, toneOnly.stderr).toBe(0);
    expect(judge.chatRequests().length).toBe(asked);
  });

  it('without labels or a stored calibration, says so once and fails no run on the judge', async () => {
    const judge = await startFakeOpenAi({ chat: calibratedJudge });
    closers.push(judge.close);
    const dir = await tempDir();
    writeFileSync(join(dir, 'suite.yaml'), suiteText());
    const r = await agentEval([
      'run',
      join(dir, 'suite.yaml'),
      '--judge-calibration',
      join(dir, 'missing.json'),
      '--judge-api-key',
      'sk-calibration',
      '--judge-base-url',
      judge.baseURL,
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.output.split(`No judge calibration at ${join(dir, 'missing.json')}`)).toHaveLength(2);
    expect(r.stdout).toContain('judge calibration: `helpful` not calibrated: reported, never fails the check');
    expect(r.stdout).toContain('Judge checks that did not gate (4 failures, reported, never fails the check):');
  });

  it('says nothing of a calibration when no judge is configured: its checks are skipped', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'suite.yaml'), suiteText(['helpful']));
    const r = await agentEval([
      'run',
      join(dir, 'suite.yaml'),
      '--judge-calibration',
      join(dir, 'missing.json'),
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.output).not.toContain('judge calibration');
    expect(r.output).not.toContain('No judge calibration');
  });
});
