// `agent-eval judge calibrate` as a team runs it: the CLI in a child process, the shipped demo label
// set, the judge a loopback OpenAI-compatible server whose scores are a fixed function of the reply.
// The printed figures are agreement() of the confusion that judge makes on those labels, the
// calibration file and the report are written, and a second calibration asks the judge nothing and
// prints the same figures.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCalibrationFile } from '../../src/judge/calibration-store.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import { readLabels } from '../../src/judge/labels.ts';
import { PROMPT_VERSION } from '../../src/judge/prompt.ts';
import { TERMINAL_LISTED } from '../../src/report/calibration-report.ts';
import { balancedAccuracyText, gateText, kappaText } from '../../src/report/wording/calibration.ts';
import { agreement, type Confusion } from '../../src/stats/agreement.ts';
import { askedCriteria, startFakeOpenAi, verdict, type RecordedRequest } from '../fakes/openai-server.ts';
import { ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const KEY = 'sk-calibrate-secret-7319';
const LABELS = 'examples/judge-calibration/labels.yaml';
const tempDir = useTempDir('judge-calibrate');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/**
 * The fake judge's score of a reply on a criterion: a fixed function of the reply's text, so the
 * test can say what it answers for each label. It sees some of what the humans failed (a menu
 * repeated, an invented promise, a wrong number) and misses what needs the user's turn.
 */
function fakeScore(reply: string, criterion: string): number {
  if (criterion === 'helpfulness')
    return /You can choose|factory|Shall I book a technician\?|order number\.$|AB-12354|guaranteed|You told me/.test(reply) ? 0.3 : 0.85;
  return /Lynn|factory|afternoon|30% off|guaranteed|AB-12354|You told me|invoice.*example\.com/.test(reply) ? 0.2 : 0.9;
}

function judgeReply(body: RecordedRequest['body']) {
  const prompt = String((body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')?.content ?? '');
  const reply = /<<<ASSISTANT_MESSAGE\n([\s\S]*?)\n>>>ASSISTANT_MESSAGE/.exec(prompt)?.[1] ?? '';
  const scores = Object.fromEntries(askedCriteria(body).map((c) => [c, fakeScore(reply, c)]));
  return verdict(
    scores,
    Object.entries(scores).flatMap(([c, s]) => (s < 0.7 ? [`${c} <b>low</b> @team`] : [])),
  );
}

/** What the fake judge makes of the demo labels, per criterion: the confusion against the humans. */
async function expectedConfusion(): Promise<Record<string, Confusion>> {
  const set = await readLabels(join(ROOT, LABELS));
  const tables: Record<string, Confusion> = {};
  for (const label of set.labels) {
    if (label.subject.kind !== 'turn') continue;
    for (const v of label.verdicts) {
      const t = (tables[v.criterion] ??= { both_pass: 0, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 });
      const judge = fakeScore(label.subject.assistant, v.criterion) >= label.pass_at ? 'pass' : 'fail';
      if (v.human === 'pass') t[judge === 'pass' ? 'both_pass' : 'human_pass_judge_fail']++;
      else t[judge === 'pass' ? 'human_fail_judge_pass' : 'both_fail']++;
    }
  }
  return tables;
}

/** `agent-eval ...args` from the sources in a child process, as `npx agent-eval` in a clone runs it. */
function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'src', 'cli-entry.ts'), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('agent-eval judge calibrate', () => {
  it('prints agreement() of the confusion the judge makes on the demo labels, writes the store and the report, and a second run asks nothing', async () => {
    const judge = await startFakeOpenAi({ chat: judgeReply });
    closers.push(judge.close);
    const dir = await tempDir();
    const store = join(dir, 'judge-calibration.json');
    const args = [
      'judge',
      'calibrate',
      '--labels',
      LABELS,
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      judge.baseURL,
      '--judge-cache',
      join(dir, 'cache'),
      '--judge-calibration',
      store,
    ];
    const env = { PATH: process.env['PATH'], HOME: dir };

    const first = await cli([...args, '--out', join(dir, 'one')], env);
    expect(first.stderr).not.toMatch(/internal error/);
    expect(first.code).toBe(0);
    const asked = judge.chatRequests().length;
    // Two criteria: the cheap model first, the primary only to confirm a failing verdict.
    expect(asked).toBeGreaterThanOrEqual(40);
    expect(new Set(judge.chatRequests().map((r) => r.body.model))).toEqual(new Set([DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL]));
    expect(first.stderr).toContain('judge calibrate: 40 of 40 labels asked');

    const expected = await expectedConfusion();
    const written = await readCalibrationFile(store);
    expect(written.calibrations.map((c) => c.key)).toEqual(
      ['faithfulness', 'helpfulness'].map((criterion) => ({
        model: DEFAULT_JUDGE_MODEL,
        fallback_model: DEFAULT_JUDGE_FALLBACK_MODEL,
        prompt_version: PROMPT_VERSION,
        criterion,
      })),
    );
    for (const c of written.calibrations) {
      const confusion = expected[c.key.criterion]!;
      expect(c.confusion).toEqual(confusion);
      expect(c.agreement).toEqual(agreement(confusion));
      expect(c).toMatchObject({ n: 40, unscored: 0, labels: LABELS });
      // What the terminal says of it: the figures with their intervals, the table and the gate.
      const block = first.stdout.slice(first.stdout.indexOf(`${c.key.criterion} (`));
      expect(block).toContain(`Cohen's κ ${kappaText(c)} (95% interval; asymptotic SE of Fleiss, Cohen & Everitt 1969)`);
      expect(block).toContain(`balanced accuracy ${balancedAccuracyText(c)} (95% interval; MOVER over Wilson intervals)`);
      expect(block).toMatch(new RegExp(`human pass +${confusion.both_pass} +${confusion.human_pass_judge_fail}\\n`));
      expect(block).toMatch(new RegExp(`human fail +${confusion.human_fail_judge_pass} +${confusion.both_fail}\\n`));
      expect(block).toContain(gateText(c, 0.6).text);
      const disagreeing = confusion.human_pass_judge_fail + confusion.human_fail_judge_pass;
      expect(block).toContain(`Disagreements (${disagreeing}):`);
      expect(c.disagreements).toHaveLength(disagreeing);
      for (const d of c.disagreements.slice(0, TERMINAL_LISTED))
        expect(block).toContain(`${LABELS}:${d.line} ${d.label_id}: human ${d.human}, judge ${d.judge}`);
    }
    // The judge's reasons are untrusted: no markup or mention reaches the Markdown report.
    const report = await readFile(join(dir, 'one', 'judge-calibration.md'), 'utf8');
    expect(report).toContain('| `helpfulness` |');
    expect(report).toContain('&lt;b&gt;low&lt;/b&gt; @\u200Dteam');
    expect(report).not.toContain('<b>');
    expect(`${first.stdout}${first.stderr}${report}`).not.toContain(KEY);

    const second = await cli([...args, '--out', join(dir, 'two')], env);
    expect(second.code).toBe(0);
    expect(judge.chatRequests()).toHaveLength(asked);
    expect(second.stdout).toMatch(/Judge: 0 call\(s\), \d+ verdict\(s\) from the cache/);
    const figures = (out: string) => out.slice(0, out.indexOf('Judge: '));
    expect(figures(second.stdout)).toBe(figures(first.stdout));
    expect((await readCalibrationFile(store)).calibrations.map((c) => c.agreement)).toEqual(written.calibrations.map((c) => c.agreement));
  });
});
