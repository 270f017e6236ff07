// From conversations to drafts: scrubbed before deriving (the id too, which names the file), and
// every conversation not captured named with why.
import { describe, expect, it } from 'vitest';
import { deriveDrafts } from '../../src/capture/capture.ts';
import type { Conversation } from '../../src/capture/read.ts';
import { DEFAULT_SCRUB_KEYS } from '../../src/capture/scrub.ts';
import { reply } from './lines.ts';

const conversation = (id: string, node: string | null = 'start'): Conversation => ({
  id,
  file: 'export.jsonl',
  suiteId: null,
  testId: null,
  repeat: null,
  turnsLeftOut: 0,
  cut: null,
  turns: [
    {
      at: 'export.jsonl:1',
      turnId: null,
      request: { current_node_id: node, latest_user_message: 'I am bob@example.net', memory: {} },
      response: reply('conv_1', {}),
    },
  ],
});

describe('deriveDrafts', () => {
  it('scrubs each conversation, its id included, and names what it could not capture', () => {
    const { drafts, failures } = deriveDrafts(
      [conversation('bob@example.net'), conversation('bob@example.net'), conversation('no-node', null)],
      { keys: DEFAULT_SCRUB_KEYS, keep: [], at: 'now', similarity: false },
    );
    expect(drafts.map((d) => d.fileName)).toEqual([expect.stringMatching(/^person1_example_com-[0-9a-f]{12}\.yaml$/)]);
    expect(JSON.stringify(drafts)).not.toContain('bob@example.net');
    expect(drafts[0]!.suite.tests[0]!.turns![0]!.user_input).toBe('I am person1@example.com');
    expect(failures).toEqual([
      'export.jsonl: conversation "person1@example.com" is captured twice; the second is left out',
      `export.jsonl:1: the first turn's request has no context.current_node_id, so the test cannot start where it did; conversation "no-node" is not captured`,
    ]);
  });
});
