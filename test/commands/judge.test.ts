// `agent-eval judge` as a user mistypes it, in-process: the help, an unknown subcommand, a missing
// --labels, no judge, a label file with mistakes and a bad --judge-min-agreement are refused with
// exit 2 and the fix, before the judge is asked anything. The calibration itself is judge.int.test.ts's.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JUDGE_HELP } from '../../src/commands/judge.ts';
import { USAGE } from '../../src/cli.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const LABELS = 'examples/judge-calibration/labels.yaml';

describe('agent-eval judge', () => {
  it('is listed among the commands, and its help is written from the settings table', async () => {
    expect(USAGE).toMatch(/\n {2}judge {5}judge calibrate: /);
    const help = await agentEval(['judge', 'calibrate', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(`${JUDGE_HELP}\n`);
    expect(JUDGE_HELP).toContain('--judge-min-agreement K');
    expect(JUDGE_HELP).toMatch(/substantial agreement\)\. Default 0\.6 \(0 to 1\)\./);
    expect(JUDGE_HELP).toMatch(
      /--judge-calibration FILE\n[\s\S]*as this command writes it[\s\S]*Default\s+\.agent-eval\/judge-calibration\.json\./,
    );
    expect((await agentEval(['judge'])).stdout).toBe(`${JUDGE_HELP}\n`);
  });

  it('suggests the subcommand meant, and says what is missing', async () => {
    const typo = await agentEval(['judge', 'calibrat']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("could not run: agent-eval judge: unknown judge command 'calibrat' (did you mean calibrate?)");
    const unknown = await agentEval(['judge', 'calibrate', '--label', LABELS]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--label' (did you mean --labels?)");
    const missing = await agentEval(['judge', 'calibrate']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--labels is required');
  });

  it('refuses without a judge, saying how to configure one', async () => {
    const dir = await tempDir('judge-command');
    const none = await agentEval(['judge', 'calibrate', '--labels', LABELS, '--out', dir]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'could not run: agent-eval judge: no judge is configured, so there is nothing to calibrate (set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url)\n',
    );
    // The environment's key counts, as for run.
    const fromEnv = await agentEval(['judge', 'calibrate', '--labels', join(dir, 'none.yaml'), '--out', dir], {
      env: { OPENAI_API_KEY: 'sk-env-key-1234' },
    });
    expect(fromEnv.stderr).toContain('none.yaml: no such file or folder');
  });

  it('names each mistake of a label file at its line and column before asking the judge', async () => {
    const dir = await tempDir('judge-command');
    await writeFile(join(dir, 'bad.yaml'), 'labels:\n  - id: a\n    user: hi\n    asistant: hello\n    verdicts: { polite: pass }\n');
    const run = await agentEval(['judge', 'calibrate', '--labels', 'bad.yaml', '--judge-api-key', 'sk-test-key-5678', '--out', 'out'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "could not run: agent-eval judge: the judge labels bad.yaml cannot be used:\nbad.yaml:4:5: unknown key 'asistant' in labels[0]; did you mean 'assistant'?",
    );
  });

  it('refuses a --judge-min-agreement outside 0 to 1 in the words every edge uses', async () => {
    const run = await agentEval(['judge', 'calibrate', '--labels', LABELS, '--judge-min-agreement=1.5']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--judge-min-agreement must be a number from 0 to 1, got '1.5'");
  });
});
