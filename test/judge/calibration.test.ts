// Calibrating the judge on a labelled set, through the real judge over an in-memory model client:
// the question each label gets is the one a run asks, the figures are agreement() of the confusion
// the judge's answers make, an unscored label is counted apart, a stopped calibration keeps what it
// computed, and a second calibration asks nothing.
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { calibrateJudge, calibrationRequest, NOT_ASKED_STOPPED } from '../../src/judge/calibration.ts';
import { CALIBRATION_SCHEMA, readCalibrationFile, writeCalibrationFile } from '../../src/judge/calibration-store.ts';
import { resolveJudgeConfig, DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL, type JudgeConfig } from '../../src/judge/config.ts';
import type { Sleep } from '../../src/judge/guard.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { resolvePanel } from '../../src/judge/panel.ts';
import { labelsHash, readLabels, type LabelSet } from '../../src/judge/labels.ts';
import { buildJudgeMessages, CONVERSATION_PROMPT_VERSION, fitTranscript, PROMPT_VERSION } from '../../src/judge/prompt.ts';
import { agreement } from '../../src/stats/agreement.ts';
import type { ChatRequest } from '../../src/openai/client.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { createFakeModelClient, httpFailure, verdict, type FakeModelClient, type Scripted } from '../fakes/model-client.ts';

const now = () => new Date('2026-12-02T06:00:00.000Z');
/** Sleeps pass at the next turn of the event loop, after any reply already given: only a hang meets its deadline. */
const sleep: Sleep = (_ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setImmediate(resolve);
    signal?.addEventListener(
      'abort',
      () => {
        clearImmediate(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

// The judge scores `polite` by a word in the assistant message: 0.9 with "please", 0.2 with "no", 0.5 otherwise.
const LABELS = `labels:
  - { id: p1, user: u1, assistant: "yes please", verdicts: { polite: pass } }
  - { id: p2, user: u2, assistant: "please wait", verdicts: { polite: pass } }
  - { id: p3, user: u3, assistant: "no", verdicts: { polite: pass } }
  - { id: f1, user: u4, assistant: "no way", verdicts: { polite: fail } }
  - { id: f2, user: u5, assistant: "please go", verdicts: { polite: 0.3 } }
  - { id: f3, user: u6, assistant: "no no", context: "node: x", verdicts: { polite: fail, accurate: pass } }
  - id: c1
    conversation:
      - { user: hi, assistant: "hello, please" }
      - { user: refund, assistant: "please hold", tool_calls: [{ name: refund, args: { id: 1 } }] }
    verdicts: { polite: pass }
`;

/** The judge's answer: `polite` by a word of the graded message, every other criterion 0.8. */
function politeAnswer(request: ChatRequest): Scripted {
  const asked = request.messages.at(-1)!.content;
  const graded = asked.slice(asked.lastIndexOf('<<<ASSISTANT_MESSAGE'));
  const polite = graded.includes('please') ? 0.9 : graded.includes('no') ? 0.2 : 0.5;
  const criteria = JSON.parse(/^Criteria \(JSON array\): (.*)$/m.exec(asked)![1]!) as string[];
  const scores = Object.fromEntries(criteria.map((c) => [c, c === 'polite' ? polite : 0.8]));
  return verdict(scores, polite < 0.7 ? [`curt <b>${polite}</b>`] : []);
}

function politeJudge(client: FakeModelClient): void {
  client.otherwise(politeAnswer);
}

function judgeConfig(overrides: Partial<JudgeConfig> = {}): JudgeConfig {
  return { ...resolveJudgeConfig({ apiKey: 'sk-test', baseUrl: 'http://judge.test/v1' }, {}), ...overrides };
}

async function labels(text = LABELS): Promise<LabelSet> {
  const dir = await tempDir('calibration');
  await writeFile(join(dir, 'labels.yaml'), text);
  return readLabels(join(dir, 'labels.yaml'));
}

const options = { model: null, fallbackModel: null, now };

describe('calibrateJudge', () => {
  it('gives per criterion and prompt the confusion of the judge against the humans, agreement() of it and each disagreement', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    const progress: [number, number][] = [];
    const calibrations = await calibrateJudge(set, createJudge(judgeConfig(), { client, sleep }), {
      ...options,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(calibrations.map((c) => [c.key.criterion, c.key.prompt_version])).toEqual([
      ['accurate', PROMPT_VERSION],
      ['polite', CONVERSATION_PROMPT_VERSION],
      ['polite', PROMPT_VERSION],
    ]);
    const polite = calibrations[2]!;
    // Humans pass p1 p2 p3; the judge passes p1 p2 (please) and f2 (please), fails p3 f1 f3 (no).
    const confusion = { both_pass: 2, human_pass_judge_fail: 1, human_fail_judge_pass: 1, both_fail: 2 };
    expect(polite).toMatchObject({
      key: {
        model: DEFAULT_JUDGE_MODEL,
        fallback_model: DEFAULT_JUDGE_FALLBACK_MODEL,
        prompt_version: PROMPT_VERSION,
        criterion: 'polite',
      },
      labels: set.path,
      labels_hash: labelsHash(set.labels.slice(0, 6), 'polite'),
      calibrated_at: '2026-12-02T06:00:00.000Z',
      n: 6,
      unscored: 0,
      confusion,
    });
    expect(polite.agreement).toEqual(agreement(confusion));
    const line = (id: string) => set.labels.find((l) => l.id === id)!.line;
    expect(polite.disagreements).toEqual([
      { label_id: 'p3', file: set.files[0], line: line('p3'), human: 'pass', judge: 'fail', score: 0.2, reason: 'curt <b>0.2</b>' },
      { label_id: 'f2', file: set.files[0], line: line('f2'), human: 'fail', judge: 'pass', score: 0.9, reason: '' },
    ]);
    expect(calibrations[1]).toMatchObject({
      n: 1,
      confusion: { both_pass: 1, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 },
    });
    expect(calibrations[0]).toMatchObject({
      n: 1,
      confusion: { both_pass: 1, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 },
    });
    expect(progress.at(-1)).toEqual([7, 7]);
    expect(progress.map(([done]) => done)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('asks each label what a run asks about a turn or a conversation, with the model tiering', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    await calibrateJudge(set, createJudge(judgeConfig(), { client, sleep }), options);
    const turn = set.labels[0]!;
    const sentFor = (text: string) => client.chats.filter((c) => c.messages.at(-1)!.content.includes(text));
    // One criterion: the cheap model first; it passed, so the primary was not asked.
    expect(sentFor('yes please').map((c) => c.model)).toEqual([DEFAULT_JUDGE_FALLBACK_MODEL]);
    expect(sentFor('yes please')[0]!.messages).toEqual(
      buildJudgeMessages({ criteria: ['polite'], user_input: 'u1', assistant_message: 'yes please', context_excerpt: '' }),
    );
    // The cheap model's failing verdict is confirmed by the primary, as in a run.
    expect(sentFor('no way').map((c) => c.model)).toEqual([DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL]);
    const conversation = set.labels.at(-1)!;
    expect(conversation.subject.kind).toBe('conversation');
    const request = calibrationRequest(conversation, ['polite'], options);
    expect(request.subject).toEqual({
      kind: 'conversation',
      transcript: fitTranscript(conversation.subject.kind === 'conversation' ? conversation.subject.turns : []),
    });
    expect(sentFor('hello, please')[0]!.messages).toEqual(buildJudgeMessages({ ...request, criteria: ['polite'] }));
    expect(calibrationRequest(turn, ['polite'], { model: 'm', fallbackModel: 'f' })).toMatchObject({
      model: 'm',
      fallback_model: 'f',
      quality_min: turn.pass_at,
      criteria_min: {},
    });
  });

  it('keys the calibration by the models named, and calibrates only the criteria asked for', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    const judge = createJudge(judgeConfig({ model: 'judge-big' }), { client, sleep });
    const calibrations = await calibrateJudge(set, judge, { ...options, model: 'judge-big', criteria: ['accurate'] });
    expect(calibrations.map((c) => c.key)).toEqual([
      { model: 'judge-big', fallback_model: null, prompt_version: PROMPT_VERSION, criterion: 'accurate' },
    ]);
    expect(client.chats).toHaveLength(1);
    expect(new Set(client.chats.map((c) => c.model))).toEqual(new Set(['judge-big']));
  });

  it('calibrates a judge panel as one judge, under its name, with how often its models differed', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    // judge-b passes everything: it differs from judge-a wherever judge-a fails a reply.
    client.otherwise((request: ChatRequest) => (request.model === 'judge-b' ? verdict({ polite: 1, accurate: 1 }) : politeAnswer(request)));
    const config = judgeConfig({ panelModels: ['judge-b', 'judge-a'], panelRule: 'majority' });
    const panel = resolvePanel(config, { panel: null });
    const calibrations = await calibrateJudge(set, createJudge(config, { client, sleep }), { ...options, panel, criteria: ['polite'] });
    const polite = calibrations.find((c) => c.key.prompt_version === PROMPT_VERSION)!;
    expect(polite.key).toMatchObject({ model: 'panel(majority):judge-a,judge-b', fallback_model: null });
    // A tie of two fails: the panel passes only what both pass, so judge-a decides; it fails p3, f1 and f3 of six.
    expect(polite.confusion).toEqual({ both_pass: 2, human_pass_judge_fail: 1, human_fail_judge_pass: 1, both_fail: 2 });
    expect(polite.panel).toEqual({ models: ['judge-b', 'judge-a'], rule: 'majority', disagreement_rate: 3 / 6 });
    expect(new Set(client.chats.map((c) => c.model))).toEqual(new Set(['judge-a', 'judge-b']));
  });

  it('counts a label the judge could not score as unscored, never as agreement, and says why', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    const refuse: Scripted = httpFailure(401, 'invalid api key');
    // The first label's question fails on both models; the breaker is not reached (two failures).
    client.enqueue(DEFAULT_JUDGE_FALLBACK_MODEL, refuse);
    client.enqueue(DEFAULT_JUDGE_MODEL, refuse);
    const judge = createJudge(judgeConfig(), { client, sleep });
    const calibrations = await calibrateJudge(set, judge, { ...options, criteria: ['polite'] });
    const polite = calibrations.find((c) => c.key.prompt_version === PROMPT_VERSION);
    expect(polite).toMatchObject({ n: 5, unscored: 1 });
    expect(polite!.confusion.both_pass + polite!.confusion.human_pass_judge_fail).toBe(2);
    expect(polite!.unscored_labels).toEqual([
      { label_id: 'p1', file: set.files[0], line: set.labels[0]!.line, reason: expect.stringContaining('401') },
    ]);
    expect(polite!.agreement.n).toBe(5);
  });

  it('keeps what was computed when stopped: the labels not asked are unscored, saying so', async () => {
    const set = await labels();
    const client = createFakeModelClient();
    politeJudge(client);
    const stop = new AbortController();
    const judge = createJudge(judgeConfig(), { client, sleep });
    const calibrations = await calibrateJudge(set, judge, {
      ...options,
      signal: stop.signal,
      onProgress: (done) => {
        if (done === 4) stop.abort(new Error('SIGINT'));
      },
    });
    const polite = calibrations.find((c) => c.key.criterion === 'polite' && c.key.prompt_version === PROMPT_VERSION)!;
    // Four labels were asked at once (the calibration asks four at a time); the rest were not.
    expect(polite.n + polite.unscored).toBe(6);
    expect(polite.unscored).toBeGreaterThan(0);
    expect(polite.unscored_labels!.every((u) => u.reason === NOT_ASKED_STOPPED)).toBe(true);
    expect(polite.agreement).toEqual(agreement(polite.confusion));
  });

  it('asks nothing the second time, from the verdict cache, and gives the same figures', async () => {
    const set = await labels();
    const cacheDir = await tempDir('calibration-cache');
    const first = createFakeModelClient();
    politeJudge(first);
    const once = await calibrateJudge(set, createJudge(judgeConfig({ cacheDir }), { client: first, sleep }), options);
    expect(first.chats.length).toBeGreaterThan(0);
    const second = createFakeModelClient();
    second.otherwise(() => verdict({ polite: 0, accurate: 0 }));
    const judge = createJudge(judgeConfig({ cacheDir }), { client: second, sleep });
    const again = await calibrateJudge(set, judge, options);
    expect(second.chats).toHaveLength(0);
    expect(judge.usage()).toMatchObject({ calls: 0, cache_misses: 0 });
    expect(again.map((c) => [c.key, c.confusion, c.agreement])).toEqual(once.map((c) => [c.key, c.confusion, c.agreement]));

    // And the store keeps them as they are.
    const path = join(cacheDir, 'judge-calibration.json');
    await writeCalibrationFile(path, { schema: CALIBRATION_SCHEMA, calibrations: again });
    expect((await readCalibrationFile(path)).calibrations).toEqual(again);
  });
});
