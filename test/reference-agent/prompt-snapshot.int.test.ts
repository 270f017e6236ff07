// Prompt snapshots end to end: the reference agent offers the prompt it assembled (in the result over
// HTTP, in a `debug` event over WebSocket), the real client captures it, the artifacts keep it
// (bounded, secrets masked) and report.html links to it. An agent that offers none changes nothing.
// Also: the judge's cheap model's exchange is kept when the primary model overrides its verdict.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExecuteRequest, PromptSnapshot } from '../../src/agent/types.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL } from '../../src/judge/config.ts';
import type { PromptSnapshot as ReferenceSnapshot } from '../../src/reference-agent/protocol.ts';
import { startReferenceAgent } from '../../src/reference-agent/server.ts';
import type { ArtifactIndex } from '../../src/results/artifact-index.ts';
import type { Results } from '../../src/results/results-schema.ts';
import type { TurnArtifact } from '../../src/telemetry/artifacts.ts';
import { harness, turnRequest } from '../agent/helpers.ts';
import { okResult, startFakeAgent } from '../fakes/agent-server.ts';
import {
  askedCriteria,
  content,
  firstChoices,
  forcedFunction,
  startFakeOpenAi,
  verdict,
  type ChatHandler,
} from '../fakes/openai-server.ts';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const SUITE = join(ROOT, 'test', 'fixtures', 'reference-agent', 'prompt-snapshot.yaml');
const JUDGED = join(ROOT, 'test', 'fixtures', 'telemetry', 'judged-tiers.yaml');

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function artifacts(dir: string, suite: string): Promise<TurnArtifact[]> {
  const text = await readFile(join(dir, 'artifacts', `${suite}.jsonl`), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TurnArtifact);
}

const referenceSnapshot = (entries: readonly PromptSnapshot[] | undefined): ReferenceSnapshot => {
  expect(entries).toHaveLength(1);
  return entries![0]!.snapshot as ReferenceSnapshot;
};

/** Two turns of the demo flow through the real client, the state carried as a harness does. */
async function playTwoTurns(url: string, transport: 'http' | 'ws', tracing = true) {
  const h = harness(url, transport);
  cleanup.push(h.closeAll);
  const conversation = h.conversation(`snapshot-${transport}`);
  const first: ExecuteRequest = { ...turnRequest('introduce'), params: { ...turnRequest().params, enable_tracing: tracing } };
  first.context.latest_user_message = 'Hi, my name is ada';
  const one = await conversation.execute(first);
  const second: ExecuteRequest = {
    ...first,
    context: {
      ...first.context,
      current_node_id: one.turn.current_node_id,
      latest_user_message: 'I was charged twice',
      history: one.turn.history,
      memory: one.turn.memory,
    },
    test: { ...first.test, turn_id: 'billing' },
  };
  const two = await conversation.execute(second);
  return [one.turn, two.turn];
}

describe('the reference agent offers the prompt it assembled, through the real client', () => {
  it('over HTTP in the result and over WebSocket in a debug event, the same prompt both ways', async () => {
    const agent = await startReferenceAgent();
    cleanup.push(agent.close);
    const [httpFirst, httpSecond] = await playTwoTurns(agent.url, 'http');
    const [wsFirst, wsSecond] = await playTwoTurns(agent.url, 'ws');

    const snapshot = referenceSnapshot(httpSecond!.prompt_snapshots);
    expect(snapshot.policy).toBe('rules');
    expect(snapshot.messages[0]).toEqual({
      role: 'system',
      content: expect.stringMatching(
        /^You are the agent of flow "acme_support", at node "billing"\. Reply based on the prompt of node "billing"/,
      ),
    });
    expect(snapshot.messages[1]).toEqual({ role: 'system', content: expect.stringContaining('Known facts: {') });
    expect(snapshot.messages[1]!.content).toContain('"name":"Ada"');
    // The history window (the first turn), then this turn's message.
    expect(snapshot.messages.slice(2)).toEqual([
      { role: 'user', content: 'Hi, my name is ada' },
      { role: 'assistant', content: httpFirst!.assistant_message },
      { role: 'user', content: 'I was charged twice' },
    ]);

    expect(httpSecond!.prompt_snapshots![0]!.from).toBe('prompt_snapshot');
    expect(wsSecond!.prompt_snapshots![0]!.from).toMatch(/^events\[\d+\]\.prompt_snapshot$/);
    expect(referenceSnapshot(wsFirst!.prompt_snapshots)).toEqual(referenceSnapshot(httpFirst!.prompt_snapshots));
    expect(referenceSnapshot(wsSecond!.prompt_snapshots)).toEqual(snapshot);
    for (const turn of [httpFirst, httpSecond, wsFirst, wsSecond]) {
      expect(turn!.warnings).toEqual([]);
      expect(turn!.unknown_blocks).toEqual([]);
      // Kept once: not again in the raw body the artifacts store.
      expect(turn!.raw).not.toHaveProperty('prompt_snapshot');
    }
  });

  it('offers none when the request turns tracing off', async () => {
    const agent = await startReferenceAgent();
    cleanup.push(agent.close);
    for (const transport of ['http', 'ws'] as const) {
      for (const turn of await playTwoTurns(agent.url, transport, false)) {
        expect(turn).not.toHaveProperty('prompt_snapshots');
        expect(turn!.unknown_blocks).toEqual([]);
      }
    }
  });

  it('with a model behind it, lists every request exactly as the model server received it', async () => {
    const model: ChatHandler = (body, request) => {
      if (forcedFunction(body)) return firstChoices(body, request);
      if (body.response_format?.type === 'json_object') return content('{"facts": []}');
      return content('Model reply');
    };
    const fake = await startFakeOpenAi({ chat: model });
    const agent = await startReferenceAgent({ model: { model: 'gpt-fake', apiKey: 'sk-model-key', baseURL: fake.baseURL } });
    cleanup.push(agent.close, fake.close);
    const [, second] = await playTwoTurns(agent.url, 'ws');
    const snapshot = referenceSnapshot(second!.prompt_snapshots);
    expect(snapshot).toMatchObject({ policy: 'model:gpt-fake', model: 'gpt-fake' });
    const received = fake.chatRequests().map((r) => r.body.messages as unknown);
    // The second turn's requests are the last ones the server received, in order.
    expect(snapshot.requests!.map((r) => r.messages)).toEqual(received.slice(-snapshot.requests!.length));
    expect(snapshot.requests!.map((r) => r.step)).toEqual(['fact extraction', 'option choice', 'reply']);
  });
});

describe('agent-eval run keeps the snapshot in the turn artifact and links it from report.html', () => {
  it('over both transports, out of results.json', async () => {
    const base = await tempDir('snapshot-base');
    const head = await tempDir('snapshot-head');
    // One run per test: each turn's artifact is that of one conversation.
    const first = await agentEval(['run', '--transport', 'http', '--suites', SUITE, '--repeats', '1', '--out', base]);
    expect(first.code, first.stderr).toBe(1);
    const second = await agentEval([
      'run',
      '--transport',
      'ws',
      '--suites',
      SUITE,
      '--repeats',
      '1',
      '--out',
      head,
      '--baseline',
      join(base, 'results.json'),
    ]);
    // Against the baseline the failing test is unchanged: no regression, the gate passes.
    expect(second.code, second.stderr).toBe(0);

    const [httpRecords, wsRecords] = [await artifacts(base, 'snapshot_demo'), await artifacts(head, 'snapshot_demo')];
    expect(httpRecords.map((r) => r.turn_id).sort()).toEqual(['billing', 'hello', 'introduce']);
    for (const records of [httpRecords, wsRecords]) {
      for (const record of records) {
        const snapshot = referenceSnapshot(record.prompt_snapshots);
        const userInput = (record.request as ExecuteRequest).context.latest_user_message;
        expect(snapshot.messages.at(-1)).toEqual({ role: 'user', content: userInput });
        expect(record.response).not.toHaveProperty('prompt_snapshot');
      }
    }
    const byTurn = (records: TurnArtifact[], turnId: string) =>
      referenceSnapshot(records.find((r) => r.turn_id === turnId)!.prompt_snapshots);
    expect(byTurn(wsRecords, 'billing')).toEqual(byTurn(httpRecords, 'billing'));
    for (const dir of [base, head]) expect(await readFile(join(dir, 'results.json'), 'utf8')).not.toContain('prompt_snapshot');

    // The failing test's turn is shown in full, with a link to the line that holds its snapshot.
    const html = await readFile(join(head, 'report.html'), 'utf8');
    const link =
      /<a class="artifact prompt-snapshot" href="(artifacts\/snapshot_demo\.jsonl)" data-line="(\d+)" data-conversation-id="[^"]*" data-turn-id="hello" title="[^"]*">prompt snapshot<\/a>/.exec(
        html,
      );
    expect(link, 'a prompt snapshot link for turn hello').not.toBeNull();
    const line = (await readFile(join(head, link![1]!), 'utf8')).split('\n')[Number(link![2]) - 1]!;
    expect(JSON.parse(line)).toMatchObject({ turn_id: 'hello', prompt_snapshots: [{ snapshot: { policy: 'rules' } }] });
    const index = JSON.parse(await readFile(join(head, 'artifacts', 'index.json'), 'utf8')) as ArtifactIndex;
    const failing = Object.values(index.conversations).find((c) => c.test_id === 'expects_wrong_node')!;
    expect(failing.prompt_snapshots).toEqual(['hello']);
  });
});

describe('agent-eval run against an agent of its own', () => {
  const TOKEN = 'agent-token-5f1c9e2a';
  // About 1 MiB: a system message quoting the token, 40 long history messages, the user's message.
  const oversized = {
    model: 'their-model',
    messages: [
      { role: 'system', content: `You are support. Internal key: ${TOKEN}` },
      ...Array.from({ length: 40 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `old turn ${i} `.repeat(2_000) })),
      { role: 'user', content: 'Hello' },
    ],
  };
  // One run per test: these tests read the one conversation's artifact line.
  const tinySuite = async (): Promise<string> => {
    const dir = await tempDir('snapshot-suite');
    const file = join(dir, 'own.yaml');
    await writeFile(
      file,
      'version: v1\nsuite_id: own\ndefaults:\n  repeats: 1\ntests:\n  - test_id: greets\n    initial_node_id: start\n    turns:\n      - turn_id: hello\n        user_input: Hello\n',
    );
    return file;
  };

  it('cuts an oversized snapshot to the limit with a visible note, secrets masked', async () => {
    const agent = await startFakeAgent({ token: TOKEN });
    cleanup.push(agent.close);
    agent.reply({ body: okResult({ prompt_snapshot: oversized }) });
    const out = await tempDir('snapshot-oversized');
    const run = await agentEval(['run', '--target', agent.url, '--agent-token', TOKEN, '--suites', await tinySuite(), '--out', out]);
    expect(run.code, run.stderr).toBe(0);

    const text = await readFile(join(out, 'artifacts', 'own.jsonl'), 'utf8');
    expect(text).not.toContain(TOKEN);
    expect(Buffer.byteLength(text)).toBeLessThan(300 * 1024);
    const [record] = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TurnArtifact);
    const [entry] = record!.prompt_snapshots!;
    expect(entry!.truncated).toMatch(/^the snapshot is [\d.]+ KiB, over the 256 KiB kept per turn: \d+ of 42 messages left out/);
    const kept = entry!.snapshot as typeof oversized;
    expect(kept.messages[0]).toEqual({ role: 'system', content: 'You are support. Internal key: ***' });
    expect(kept.messages.at(-1)).toEqual({ role: 'user', content: 'Hello' });
    // The note is on the turn record too, where the report shows warnings.
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    expect(results.suites[0]!.tests[0]!.runs[0]!.turns[0]!.warnings).toEqual([`prompt_snapshot: ${entry!.truncated}`]);
  });

  it('reads a debug message sent on its own over WebSocket', async () => {
    const agent = await startFakeAgent();
    cleanup.push(agent.close);
    const snapshot = {
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hello' },
      ],
    };
    agent.reply((request) => ({ messages: [{ type: 'debug', id: request.body.id, prompt_snapshot: snapshot }], body: okResult() }));
    const out = await tempDir('snapshot-debug-message');
    const run = await agentEval(['run', '--target', agent.url, '--transport', 'ws', '--suites', await tinySuite(), '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const [record] = await artifacts(out, 'own');
    expect(record!.prompt_snapshots).toEqual([{ from: 'events[0].prompt_snapshot', snapshot }]);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    expect(results.suites[0]!.tests[0]!.runs[0]!.turns[0]!.warnings).toEqual([]);
  });

  it('changes nothing when the agent offers no snapshot', async () => {
    const agent = await startFakeAgent();
    cleanup.push(agent.close);
    for (const transport of ['http', 'ws']) {
      const out = await tempDir(`snapshot-none-${transport}`);
      const run = await agentEval(['run', '--target', agent.url, '--transport', transport, '--suites', await tinySuite(), '--out', out]);
      expect(run.code, run.stderr).toBe(0);
      const [record] = await artifacts(out, 'own');
      expect(record).not.toHaveProperty('prompt_snapshots');
      expect(record!.response).toEqual(okResult());
      const index = await readFile(join(out, 'artifacts', 'index.json'), 'utf8');
      expect(index).not.toContain('prompt_snapshots');
    }
  });
});

describe('the judge', () => {
  it("keeps the cheap model's exchange when the primary model overrides its failing verdict", async () => {
    // The cheap model fails every answer, the primary passes it.
    const judge = await startFakeOpenAi({
      chat: (body) => {
        const cheap = body.model === DEFAULT_JUDGE_FALLBACK_MODEL;
        return verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, cheap ? 0.2 : 0.9])), cheap ? ['too terse'] : []);
      },
    });
    cleanup.push(judge.close);
    const out = await tempDir('snapshot-judge');
    const run = await agentEval(['run', '--suites', JUDGED, '--out', out, '--judge-base-url', judge.baseURL], {
      env: { OPENAI_API_KEY: 'sk-test-judge' },
    });
    expect(run.code, run.stderr).toBe(0);

    const again = (await artifacts(out, 'judged_tiers')).find((r) => r.turn_id === 'again')!;
    expect(again.judge).toHaveLength(1);
    const [decision] = again.judge;
    // The primary decided; the cheap model's question and failing answer are kept before it.
    expect(decision).toMatchObject({ model: DEFAULT_JUDGE_MODEL, status: 'scored', cached: false });
    expect(decision!.requests.map((r) => r.model)).toEqual([DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL]);
    expect(JSON.parse(decision!.requests[0]!.reply!)).toEqual({ scores: { helpfulness: 0.2 }, fail_reasons: ['too terse'] });
    const received = judge.chatRequests().filter((r) => r.body.model === DEFAULT_JUDGE_FALLBACK_MODEL);
    expect(decision!.requests[0]!.messages).toEqual(received[0]!.body.messages);
  });
});
