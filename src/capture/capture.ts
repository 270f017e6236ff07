// From conversations read to draft suites: each conversation scrubbed first (scrub.ts), then
// derived (scripted, derive.ts, or as a simulated user, simulate.ts); one that cannot be derived,
// or that would share another's file, is a failure named with its conversation, never dropped
// silently. Every draft records what was scrubbed and what a reviewer must still read for.
// Shared by `agent-eval capture` and the action.
import { DeriveError, deriveSuite, type CaptureMetadata, type DeriveOptions, type DerivedSuite } from './derive.ts';
import type { Conversation } from './read.ts';
import { scrubberFor, type FindRuleSecrets, type ScrubOptions } from './scrub.ts';
import { deriveSimulation } from './simulate.ts';

/** How a conversation is captured: its user turns as written, or a simulated user with its goal. */
export type CaptureAs = 'scripted' | 'simulation';

/** What the scrub cannot promise, written into every draft's metadata.capture.review. */
export const REVIEW_NOTE =
  'Read this draft before approving it: free text (user_input, opening, persona, goal and the replies quoted in comments) is not scrubbed for names and street addresses, except values of name and address keys, names after phrases such as "my name is" and addresses in common street forms.';

export interface Drafts {
  drafts: DerivedSuite[];
  /** One line per conversation not captured: why. */
  failures: string[];
  /** Distinct values replaced, by kind, summed over the conversations. */
  scrubbed: Record<string, number>;
}

export interface ScrubbedConversation {
  conversation: Conversation;
  /** Distinct values replaced, by kind. */
  scrubbed: Record<string, number>;
}

/** The conversation with every detected secret and personal value replaced (its id and file too: they name the draft). */
export async function scrubConversation(
  conversation: Conversation,
  options: ScrubOptions,
  findSecrets?: FindRuleSecrets,
): Promise<ScrubbedConversation> {
  const seen = { id: conversation.id, file: conversation.file, turns: conversation.turns };
  const scrubber = await scrubberFor(options, seen, findSecrets);
  const scrubbed: Conversation = {
    ...conversation,
    id: scrubber.text(conversation.id),
    file: scrubber.text(conversation.file),
    cut: conversation.cut === null ? null : scrubber.text(conversation.cut),
    turns: conversation.turns.map((t) => ({
      ...t,
      at: scrubber.text(t.at),
      request: scrubber.value(t.request),
      response: scrubber.value(t.response),
    })),
  };
  return { conversation: scrubbed, scrubbed: scrubber.replaced() };
}

/** Scrubs and derives every conversation; `at` is the capture time (ISO 8601); `as` defaults to scripted. */
export async function deriveDrafts(
  conversations: readonly Conversation[],
  options: ScrubOptions & DeriveOptions & { at: string; as?: CaptureAs; findSecrets?: FindRuleSecrets },
): Promise<Drafts> {
  const drafts: DerivedSuite[] = [];
  const failures: string[] = [];
  const total: Record<string, number> = {};
  const fileNames = new Set<string>();
  for (const original of conversations) {
    // Scrubbed before anything else reads it: nothing below sees an original value.
    const { conversation, scrubbed } = await scrubConversation(original, options, options.findSecrets);
    try {
      const draft =
        options.as === 'simulation'
          ? deriveSimulation(conversation, options.at, { judge: options.judge === true })
          : deriveSuite(conversation, options.at, { similarity: options.similarity, judge: options.judge === true });
      if (fileNames.has(draft.fileName)) {
        failures.push(`${conversation.file}: conversation ${JSON.stringify(conversation.id)} is captured twice; the second is left out`);
        continue;
      }
      fileNames.add(draft.fileName);
      const capture = draft.suite.metadata?.['capture'] as CaptureMetadata;
      capture.scrubbed = scrubbed;
      capture.review = REVIEW_NOTE;
      for (const [kind, n] of Object.entries(scrubbed)) total[kind] = (total[kind] ?? 0) + n;
      drafts.push(draft);
    } catch (error) {
      if (!(error instanceof DeriveError)) throw error;
      failures.push(`${error.message}; conversation ${JSON.stringify(conversation.id)} is not captured`);
    }
  }
  return { drafts, failures, scrubbed: total };
}
