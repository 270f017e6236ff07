// Writing captured suites: YAML that reads back as the same suite whatever the text in it, the
// notes as comments beside their checks, and files that validate as ordinary suites.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { deriveSuite } from '../../src/capture/derive.ts';
import type { Conversation } from '../../src/capture/read.ts';
import { approveDraftText, renderSuite, writeSuites } from '../../src/capture/write.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { reply } from './lines.ts';

const hostile = 'key: value # not a comment\n--- \n*alias &anchor {[ @octocat **bold** <script>alert(1)</script> \u2028 end';

function conversation(): Conversation {
  return {
    id: '../../etc/passwd',
    file: 'export.jsonl',
    suiteId: null,
    testId: null,
    repeat: null,
    turnsLeftOut: 3,
    cut: null,
    turns: [
      {
        at: 'export.jsonl:1',
        turnId: null,
        request: { current_node_id: 'start', latest_user_message: hostile, memory: {} },
        response: reply('conv_1', { option_id: 'opt_1' }, [], { assistant_message: hostile }),
      },
    ],
  };
}

describe('renderSuite', () => {
  it('reads back as the suite derived, hostile text kept as data and notes written as comments', async () => {
    const derived = deriveSuite(conversation(), '2026-11-27T12:00:00.000Z');
    const text = renderSuite(derived);
    expect(text.startsWith('# Captured by `agent-eval capture`: a draft.')).toBe(true);
    expect(text).toContain('# captured the first 1 turns; 3 later turns are left out\n');
    expect(text).toMatch(/# the agent replied: "key: value # not a comment --- +\*alias/);
    const dir = await tempDir('capture-write');
    const [path] = await writeSuites(dir, [derived]);
    expect(await readFile(path!, 'utf8')).toBe(text);
    const loaded = await loadSuites([dir], { cwd: dir });
    expect(loaded.errors).toEqual([]);
    expect(loaded.suites[0]!.suite).toEqual(derived.suite);
    expect(loaded.suites[0]!.suite.tests[0]!.turns![0]!.user_input).toBe(hostile);
  });
});

describe('approveDraftText', () => {
  it('removes only the draft status of a rendered draft, which then loads as an approved suite', async () => {
    const derived = deriveSuite(conversation(), '2026-11-27T12:00:00.000Z');
    const approved = approveDraftText(renderSuite(derived))!;
    expect(approved.suiteId).toBe(derived.suite.suite_id);
    expect(approved.text).toContain('# captured the first 1 turns; 3 later turns are left out\n');
    const dir = await tempDir('capture-write');
    await writeFile(`${dir}/a.yaml`, approved.text);
    const [loaded] = (await loadSuites([dir], { cwd: dir })).suites;
    expect(loaded!.suite.metadata).toEqual({
      capture: { from: { file: 'export.jsonl', conversation_id: '../../etc/passwd' }, at: '2026-11-27T12:00:00.000Z' },
    });
    expect({ ...loaded!.suite, metadata: undefined }).toEqual({ ...derived.suite, metadata: undefined });
  });

  it('leaves anything but a captured draft alone', () => {
    expect(approveDraftText('version: v1\nsuite_id: plain\n')).toBeNull();
    expect(approveDraftText('metadata: {capture: {status: approved}}\nsuite_id: x\n')).toBeNull();
    expect(approveDraftText('metadata: {capture: {status: draft}}\nsuite_id: [x\n')).toBeNull();
  });
});
