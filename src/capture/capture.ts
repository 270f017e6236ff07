// From conversations read to draft suites: each conversation scrubbed of personal data first, then
// derived (scripted, derive.ts, or as a simulated user, simulate.ts); one that cannot be derived, or that would share another's file, is a failure named with
// its conversation, never dropped silently. Shared by `agent-eval capture` and the action.
import { DeriveError, deriveSuite, type DeriveOptions, type DerivedSuite } from './derive.ts';
import type { Conversation } from './read.ts';
import { createScrubber, type ScrubOptions } from './scrub.ts';
import { deriveSimulation } from './simulate.ts';

/** How a conversation is captured: its user turns as written, or a simulated user with its goal. */
export type CaptureAs = 'scripted' | 'simulation';

export interface Drafts {
  drafts: DerivedSuite[];
  /** One line per conversation not captured: why. */
  failures: string[];
}

/** The conversation with every personal value replaced (its id too: it names the file). */
export function scrubConversation(conversation: Conversation, options: ScrubOptions): Conversation {
  const scrubber = createScrubber(options, conversation.turns);
  return {
    ...conversation,
    id: scrubber.text(conversation.id),
    cut: conversation.cut === null ? null : scrubber.text(conversation.cut),
    turns: conversation.turns.map((t) => ({ ...t, request: scrubber.value(t.request), response: scrubber.value(t.response) })),
  };
}

/** Scrubs and derives every conversation; `at` is the capture time (ISO 8601); `as` defaults to scripted. */
export function deriveDrafts(
  conversations: readonly Conversation[],
  options: ScrubOptions & DeriveOptions & { at: string; as?: CaptureAs },
): Drafts {
  const drafts: DerivedSuite[] = [];
  const failures: string[] = [];
  const fileNames = new Set<string>();
  for (const conversation of conversations) {
    const scrubbed = scrubConversation(conversation, options);
    try {
      const draft =
        options.as === 'simulation'
          ? deriveSimulation(scrubbed, options.at, { judge: options.judge === true })
          : deriveSuite(scrubbed, options.at, { similarity: options.similarity, judge: options.judge === true });
      if (fileNames.has(draft.fileName)) {
        failures.push(`${conversation.file}: conversation ${JSON.stringify(scrubbed.id)} is captured twice; the second is left out`);
        continue;
      }
      fileNames.add(draft.fileName);
      drafts.push(draft);
    } catch (error) {
      if (!(error instanceof DeriveError)) throw error;
      failures.push(`${error.message}; conversation ${JSON.stringify(scrubbed.id)} is not captured`);
    }
  }
  return { drafts, failures };
}
