// From conversations to drafts: scrubbed before deriving (the id too, which names the file), and
// every conversation not captured named with why.
import { describe, expect, it } from 'vitest';
import { deriveDrafts } from '../../src/capture/capture.ts';
import type { Conversation } from '../../src/capture/read.ts';
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
  it('scrubs each conversation, its id included, and names what it could not capture', async () => {
    const { drafts, failures, scrubbed } = await deriveDrafts(
      [conversation('bob@example.net'), conversation('bob@example.net'), conversation('no-node', null)],
      { keys: [], keep: [], at: 'now', similarity: false },
    );
    expect(drafts.map((d) => d.fileName)).toEqual([expect.stringMatching(/^person1_example_com-[0-9a-f]{12}\.yaml$/)]);
    expect(JSON.stringify(drafts)).not.toContain('bob@example.net');
    // Counted per conversation and summed over the drafts; each says what it lost and what to review.
    expect(scrubbed).toEqual({ email: 1 });
    expect(drafts[0]!.suite.metadata!['capture']).toMatchObject({
      scrubbed: { email: 1 },
      review: expect.stringContaining('Read this draft'),
    });
    expect(drafts[0]!.suite.tests[0]!.turns![0]!.user_input).toBe('I am person1@example.com');
    expect(failures).toEqual([
      'export.jsonl: conversation "person1@example.com" is captured twice; the second is left out',
      `export.jsonl:1: the first turn's request has no context.current_node_id, so the test cannot start where it did; conversation "no-node" is not captured`,
    ]);
  });
});
