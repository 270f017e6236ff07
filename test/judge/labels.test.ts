// The judge's labelled set as a team writes it: every mistake is told at its file:line:col with the
// fix, all of them at once, and hostile files are bounded.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.ts';
import { DEFAULT_QUALITY_MIN } from '../../src/judge/thresholds.ts';
import { labelsHash, LabelsError, MAX_LABEL_FILE_BYTES, MAX_LABELS, readLabels } from '../../src/judge/labels.ts';
import { formatSpecError } from '../../src/suite/spec-errors.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** Writes the files (name -> text) to a fresh folder; returns it. */
async function folder(files: Record<string, string>): Promise<string> {
  const dir = await tempDir('labels');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** The errors of reading `name` in a folder of these files, with the folder left out of the paths. */
async function errorsOf(files: Record<string, string>, name = Object.keys(files)[0]!): Promise<string[]> {
  const dir = await folder(files);
  const error = await readLabels(join(dir, name)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LabelsError);
  return (error as LabelsError).errors.map((e) => formatSpecError(e).replaceAll(`${dir}/`, ''));
}

const GOOD = `pass_at: 0.6
labels:
  - id: refund-polite
    user: I want my money back
    assistant: Sure, I have started the refund.
    context: "node: refund"
    verdicts: { polite: pass, accurate: 0.5 }
    note: the refund was not started
  - id: whole
    conversation:
      - user: hi
        assistant: Hello! How can I help?
      - turn_id: refund
        user: refund order 7
        assistant: Done.
        tool_calls: [{ name: refund, args: { order: 7 } }]
    verdicts:
      resolves_request: 0.9
`;

describe('readLabels', () => {
  it('reads turns and conversations, a score passing at the file pass_at', async () => {
    const dir = await folder({ 'labels.yaml': GOOD });
    const set = await readLabels(join(dir, 'labels.yaml'));
    expect(set.files).toEqual([join(dir, 'labels.yaml')]);
    const [turn, conversation] = set.labels;
    expect(turn).toMatchObject({
      id: 'refund-polite',
      line: 3,
      col: 5,
      pass_at: 0.6,
      subject: { kind: 'turn', user: 'I want my money back', assistant: 'Sure, I have started the refund.', context: 'node: refund' },
      verdicts: [
        { criterion: 'polite', human: 'pass', score: null },
        { criterion: 'accurate', human: 'fail', score: 0.5 },
      ],
      note: 'the refund was not started',
    });
    expect(conversation).toMatchObject({
      id: 'whole',
      line: 9,
      subject: {
        kind: 'conversation',
        context: '',
        turns: [
          { turn_id: 'turn-1', user_input: 'hi', assistant_message: 'Hello! How can I help?', tool_calls: [] },
          {
            turn_id: 'refund',
            user_input: 'refund order 7',
            assistant_message: 'Done.',
            tool_calls: [{ name: 'refund', args: { order: 7 } }],
          },
        ],
      },
      verdicts: [{ criterion: 'resolves_request', human: 'pass', score: 0.9 }],
    });
  });

  it('passes a score at the judge check default when the file gives no pass_at', async () => {
    const at = (score: number) => `labels:\n  - { id: a, user: u, assistant: a, verdicts: { polite: ${score} } }\n`;
    const dir = await folder({ 'below.yaml': at(DEFAULT_QUALITY_MIN - 0.01), 'at.yaml': at(DEFAULT_QUALITY_MIN) });
    expect((await readLabels(join(dir, 'below.yaml'))).labels[0]!.verdicts[0]!.human).toBe('fail');
    expect((await readLabels(join(dir, 'at.yaml'))).labels[0]!.verdicts[0]!.human).toBe('pass');
  });

  it('reads every label file of a folder, in name order, and finds an id used twice across them', async () => {
    const one = 'labels:\n  - { id: a, user: u, assistant: x, verdicts: { polite: pass } }\n';
    const dir = await folder({
      'b/two.yml': one,
      'a.json': JSON.stringify({ labels: [{ id: 'b', user: 'u', assistant: 'x', verdicts: { polite: 'fail' } }] }),
      'notes.txt': 'not labels',
    });
    const set = await readLabels(dir);
    expect(set.files).toEqual([join(dir, 'a.json'), join(dir, 'b/two.yml')]);
    expect(set.labels.map((l) => l.id)).toEqual(['b', 'a']);

    await writeFile(join(dir, 'c.yaml'), one);
    const error = (await readLabels(dir).catch((e: unknown) => e)) as LabelsError;
    expect(error.errors.map((e) => formatSpecError(e).replaceAll(`${dir}/`, ''))).toEqual([
      "c.yaml:2:11: labels[0].id: duplicate label id 'a' (the first is at b/two.yml:2; give each label an id of its own)",
    ]);
  });

  it('tells every mistake at its line and column, with the fix', async () => {
    const errors = await errorsOf({
      'labels.yaml': `labels:
  - id: a
    user: hi
    assistant: hello
    verdicts: { polite: pass, accurate: 1.5 }
  - id: b
    user: hi
    verdicts: {}
  - id: c
    user: x
    assistant: y
    verdicts:
      polite: yes
      tone: "0.8"
      helpful: Pass
  - id: d
    user: x
    assistant: y
    conversation:
      - { user: hi, assistant: hello }
    verdicts: { polite: pass }
`,
    });
    expect(errors).toEqual([
      'labels.yaml:5:41: labels[0].verdicts.accurate: the score 1.5 is outside 0 to 1 (write pass, fail or a score from 0 to 1)',
      'labels.yaml:6:5: labels[1]: has no assistant (a label grades one turn (user and assistant) or a whole conversation (a list of turns))',
      'labels.yaml:8:15: labels[1].verdicts: no criteria (give the human verdict of at least one criterion, e.g. polite: pass)',
      'labels.yaml:13:15: labels[2].verdicts.polite: "yes" is not a verdict (write pass)',
      'labels.yaml:14:13: labels[2].verdicts.tone: "0.8" is not a verdict (write the score as a number, without quotes)',
      'labels.yaml:15:16: labels[2].verdicts.helpful: "Pass" is not a verdict (write pass)',
      'labels.yaml:20:7: labels[3].conversation: has both a turn (user, assistant) and a conversation (a label grades one turn or one conversation: split it in two)',
    ]);
  });

  it('suggests the key meant for an unknown key, and names the keys allowed', async () => {
    const errors = await errorsOf({
      'labels.yaml': 'labels:\n  - id: a\n    user: hi\n    asistant: hello\n    verdicts: { polite: pass }\n',
    });
    expect(errors).toEqual([
      "labels.yaml:4:5: unknown key 'asistant' in labels[0]; did you mean 'assistant'? (keys allowed here: id, user, assistant, conversation, context, verdicts, note)",
    ]);
    expect(await errorsOf({ 'labels.yaml': 'label:\n  - id: a\n' })).toEqual([
      "labels.yaml:1:1: unknown key 'label'; did you mean 'labels'? (keys allowed here: pass_at, labels)",
    ]);
  });

  it('refuses a pass_at outside 0 to 1 and a syntax error, at their place', async () => {
    expect((await errorsOf({ 'a.yaml': 'pass_at: 2\nlabels:\n  - { id: a, user: u, assistant: x, verdicts: { p: pass } }\n' }))[0]).toMatch(
      /^a\.yaml:1:10: pass_at: /,
    );
    expect((await errorsOf({ 'a.json': '{"labels": [ {"id": "a",} ]}' }))[0]).toMatch(/^a\.json:1:\d+: JSON syntax error/);
  });

  it('bounds hostile input: the size of a file, the number of labels and the length of a text', async () => {
    const huge = `labels:\n${'  - { id: x, user: u, assistant: x, verdicts: { p: pass } }\n'.repeat(MAX_LABEL_FILE_BYTES / 50)}`;
    expect(await errorsOf({ 'huge.yaml': huge })).toEqual([
      expect.stringMatching(/^huge\.yaml:1:1: file is 1\.\d MiB, over the limit of 1 MiB/),
    ]);
    const many = JSON.stringify({
      labels: Array.from({ length: MAX_LABELS + 1 }, (_, i) => ({ id: `l${i}`, user: '', assistant: '', verdicts: { p: 1 } })),
    });
    expect((await errorsOf({ 'many.json': many }))[0]).toMatch(new RegExp(`^many\\.json:1:\\d+: labels: .*${MAX_LABELS}`));
    const long = `labels:\n  - { id: a, user: "${'x'.repeat(40_000)}", assistant: x, verdicts: { p: pass } }\n`;
    expect((await errorsOf({ 'long.yaml': long }))[0]).toMatch(/^long\.yaml:2:\d+: labels\[0\]\.user: /);
  });

  it('says when the path does not exist, is not a label file, or is a folder without any', async () => {
    const dir = await folder({ 'notes.txt': 'x' });
    await expect(readLabels(join(dir, 'none.yaml'))).rejects.toThrow(UserError);
    await expect(readLabels(join(dir, 'none.yaml'))).rejects.toThrow('none.yaml: no such file or folder');
    await expect(readLabels(join(dir, 'notes.txt'))).rejects.toThrow('not a label file: the name must end in .yaml, .yml or .json');
    await expect(readLabels(dir)).rejects.toThrow('no label files (.yaml, .yml, .json) in this folder');
  });
});

describe('labelsHash', () => {
  it("changes with what a criterion's calibration was measured on, and not with other criteria or notes", async () => {
    const dir = await folder({ 'labels.yaml': GOOD });
    const { labels } = await readLabels(join(dir, 'labels.yaml'));
    const hash = labelsHash(labels, 'polite');
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [first, second] = labels as [(typeof labels)[0], (typeof labels)[0]];
    expect(labelsHash([{ ...first, note: 'other' }, second], 'polite')).toBe(hash);
    expect(
      labelsHash([{ ...first, verdicts: [first.verdicts[0]!, { criterion: 'accurate', human: 'pass', score: 0.9 }] }, second], 'polite'),
    ).toBe(hash);
    expect(labelsHash([{ ...first, verdicts: [{ criterion: 'polite', human: 'fail', score: null }] }, second], 'polite')).not.toBe(hash);
    expect(labelsHash([{ ...first, subject: { ...first.subject, context: '' } as typeof first.subject }, second], 'polite')).not.toBe(hash);
    expect(labelsHash([first], 'resolves_request')).not.toBe(labelsHash(labels, 'resolves_request'));
  });
});
