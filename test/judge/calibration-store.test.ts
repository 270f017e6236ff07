// The judge calibration file: what a run gates on. A write keeps the other judges' calibrations, a
// damaged file is refused naming its line and field, and a criterion calibrated only under another
// model or prompt is stale, saying what changed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_SCHEMA,
  calibrationGate,
  findCalibration,
  judgeModels,
  readCalibrationFile,
  readCalibrationFileIfAny,
  writeCalibrationFile,
  type CalibrationFile,
  type CalibrationKey,
  type CriterionCalibration,
} from '../../src/judge/calibration-store.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import { UserError } from '../../src/errors.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const key = (over: Partial<CalibrationKey> = {}): CalibrationKey => ({
  model: 'gpt-4.1',
  fallback_model: 'gpt-4.1-mini',
  prompt_version: 'judge-prompt@1',
  criterion: 'polite',
  ...over,
});

/** A calibration whose kappa interval starts at `low`. */
function calibration(k: CalibrationKey, low: number | null, at = '2026-12-01T10:00:00.000Z'): CriterionCalibration {
  return {
    key: k,
    labels: 'labels.yaml',
    labels_hash: 'sha256:abc',
    calibrated_at: at,
    n: 40,
    unscored: 1,
    confusion: { both_pass: 18, human_pass_judge_fail: 2, human_fail_judge_pass: 1, both_fail: 19 },
    agreement: {
      n: 40,
      level: 0.95,
      observed: 0.925,
      kappa: 0.85,
      kappa_ci: low === null ? null : [low, 1],
      balanced_accuracy: 0.925,
      balanced_accuracy_ci: [0.8, 0.97],
      methods: { kappa: 'cohen-asymptotic', balanced_accuracy: 'mover-wilson' },
    },
    disagreements: [{ label_id: 'refund-1', file: 'labels.yaml', line: 12, human: 'pass', judge: 'fail', score: 0.4, reason: 'curt' }],
  };
}

describe('writeCalibrationFile and readCalibrationFile', () => {
  it('reads back what it wrote, and a second write replaces the same key and keeps the others', async () => {
    const path = join(await tempDir('calibration'), 'nested', 'judge-calibration.json');
    await writeCalibrationFile(path, {
      schema: CALIBRATION_SCHEMA,
      calibrations: [calibration(key(), 0.7), calibration(key({ criterion: 'accurate' }), 0.5)],
    });
    expect((await readCalibrationFile(path)).calibrations.map((c) => c.key.criterion)).toEqual(['accurate', 'polite']);

    const again = calibration(key(), 0.3, '2026-12-02T10:00:00.000Z');
    const otherModel = calibration(key({ model: 'gpt-4o' }), 0.65);
    await writeCalibrationFile(path, { schema: CALIBRATION_SCHEMA, calibrations: [again, otherModel] });
    const read = await readCalibrationFile(path);
    expect(read.calibrations).toHaveLength(3);
    expect(findCalibration(read, key())).toEqual({ status: 'found', calibration: again });
    expect(findCalibration(read, key({ model: 'gpt-4o' }))).toEqual({ status: 'found', calibration: otherModel });
    expect(findCalibration(read, key({ criterion: 'accurate' })).status).toBe('found');
    // No temporary file is left beside it.
    expect(await readdir(join(path, '..'))).toEqual(['judge-calibration.json']);
  });

  it('says there is no file, and how to make one; readCalibrationFileIfAny says null', async () => {
    const path = join(await tempDir('calibration'), 'none.json');
    expect(await readCalibrationFileIfAny(path)).toBeNull();
    await expect(readCalibrationFile(path)).rejects.toThrow(UserError);
    await expect(readCalibrationFile(path)).rejects.toThrow(
      `the judge calibration file ${path} does not exist (make it again with agent-eval judge calibrate --labels PATH`,
    );
  });

  it('refuses a damaged file naming the file, the line and the field, and does not overwrite it', async () => {
    const path = join(await tempDir('calibration'), 'judge-calibration.json');
    const good: CalibrationFile = { schema: CALIBRATION_SCHEMA, calibrations: [calibration(key(), 0.7)] };
    const text = JSON.stringify(good, null, 2).replace('"n": 40,', '"n": -3,').replace('"labels_hash"', '"labels_hsah"');
    await writeFile(path, text);
    const refusal = readCalibrationFile(path);
    await expect(refusal).rejects.toThrow(UserError);
    const message = await refusal.catch((e: Error) => e.message);
    const nLine = text.split('\n').findIndex((l) => l.includes('"n": -3')) + 1;
    expect(message).toContain(`${path} is not a judge calibration file (${CALIBRATION_SCHEMA})`);
    expect(message).toMatch(new RegExp(`${path}:${nLine}:\\d+: calibrations\\[0\\]\\.n`));
    expect(message).toContain("calibrations[0]: missing required key 'labels_hash'");
    await expect(writeCalibrationFile(path, good)).rejects.toThrow(UserError);
    expect(await readFile(path, 'utf8')).toBe(text);
  });

  it('reads a file a later version wrote with fields added', async () => {
    const path = join(await tempDir('calibration'), 'judge-calibration.json');
    const later = { ...calibration(key(), 0.7), added_later: { anything: 1 } };
    await writeFile(path, JSON.stringify({ schema: CALIBRATION_SCHEMA, calibrations: [later] }));
    expect(findCalibration(await readCalibrationFile(path), key()).status).toBe('found');
  });

  it('refuses a file of another schema or version', async () => {
    const path = join(await tempDir('calibration'), 'judge-calibration.json');
    await writeFile(path, JSON.stringify({ schema: 'agent-eval/judge-calibration@2', calibrations: [] }));
    await expect(readCalibrationFile(path)).rejects.toThrow(/judge-calibration\.json:1:\d+: schema/);
  });

  it('names the path and the cause when the file cannot be written', async () => {
    const dir = await tempDir('calibration');
    await writeFile(join(dir, 'file'), 'not a folder');
    await expect(
      writeCalibrationFile(join(dir, 'file', 'judge-calibration.json'), { schema: CALIBRATION_SCHEMA, calibrations: [] }),
    ).rejects.toThrow(/cannot write .*judge-calibration\.json: .*is a regular file, not a folder/);
  });
});

describe('findCalibration and calibrationGate', () => {
  const file: CalibrationFile = {
    schema: CALIBRATION_SCHEMA,
    calibrations: [
      calibration(key({ model: 'gpt-4o', fallback_model: null }), 0.8, '2026-11-01T00:00:00.000Z'),
      calibration(key({ prompt_version: 'judge-prompt@0' }), 0.8, '2026-11-02T00:00:00.000Z'),
      calibration(key({ criterion: 'accurate' }), 0.59),
      calibration(key({ criterion: 'concise' }), null),
      calibration(key({ criterion: 'grounded' }), 0.6),
    ],
  };

  it('is stale when the criterion is calibrated only under another model or prompt, and says what changed', () => {
    const found = findCalibration(file, key());
    expect(found.status).toBe('stale');
    expect(found.status === 'stale' && found.others).toHaveLength(2);
    // The closest calibration differs in the prompt version only.
    expect(calibrationGate(file, key(), 0.6)).toMatchObject({
      status: 'stale',
      changes: [{ field: 'prompt_version', was: 'judge-prompt@0', now: 'judge-prompt@1' }],
    });
    expect(calibrationGate(file, key({ model: 'gpt-4o', fallback_model: 'gpt-4o-mini' }), 0.6)).toMatchObject({
      status: 'stale',
      changes: [{ field: 'fallback_model', was: null, now: 'gpt-4o-mini' }],
    });
  });

  it('gates at the minimum agreement and not below it; no interval and no file never gate', () => {
    expect(calibrationGate(file, key({ criterion: 'grounded' }), 0.6).status).toBe('gates');
    expect(calibrationGate(file, key({ criterion: 'grounded' }), 0.61).status).toBe('below_threshold');
    expect(calibrationGate(file, key({ criterion: 'accurate' }), 0.6).status).toBe('below_threshold');
    expect(calibrationGate(file, key({ criterion: 'concise' }), 0).status).toBe('below_threshold');
    expect(calibrationGate(file, key({ criterion: 'tone' }), 0.6)).toEqual({ status: 'not_calibrated' });
    expect(calibrationGate(null, key(), 0.6)).toEqual({ status: 'not_calibrated' });
    expect(findCalibration(file, key({ criterion: 'tone' }))).toEqual({ status: 'none' });
  });
});

describe('judgeModels', () => {
  it('names the models as the judge resolves them', () => {
    expect(judgeModels(null, null)).toEqual({ model: DEFAULT_JUDGE_MODEL, fallback_model: DEFAULT_JUDGE_FALLBACK_MODEL });
    // A named primary without a named fallback is that model only.
    expect(judgeModels('gpt-4o', null)).toEqual({ model: 'gpt-4o', fallback_model: null });
    expect(judgeModels('gpt-4o', 'gpt-4o-mini')).toEqual({ model: 'gpt-4o', fallback_model: 'gpt-4o-mini' });
    expect(judgeModels('gpt-4o', 'gpt-4o')).toEqual({ model: 'gpt-4o', fallback_model: null });
  });
});
