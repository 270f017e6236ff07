// assistant_similar_to: the cosine similarity of the embeddings of the assistant message and the
// reference text, computed by the runner (observed.similarity), must reach `min`; below it fails
// with ASSISTANT_CONTENT, as does a turn with no assistant message. With no similarity available
// (no embedding model configured) the check is skipped, never passed.
import type { AssertionHandler } from './types.ts';
import { clipText, failed, formatScore, passed, show, skipped } from './result.ts';

export const assistantSimilarTo: AssertionHandler<'assistant_similar_to'> = (expected, observed) => {
  const key = 'assistant_similar_to';
  if (observed.assistant_message === null) {
    return [failed(key, 'ASSISTANT_CONTENT', expected, null, 'agent returned no assistant message')];
  }
  const similarity = observed.similarity;
  if (similarity === undefined || similarity === null) return [skipped(key, expected, 'skipped: no embedding model configured')];
  const actual = { similarity, assistant_message: clipText(observed.assistant_message) };
  const value = formatScore(similarity, expected.min);
  if (similarity >= expected.min) {
    return [passed(key, expected, actual, `similarity ${value} to ${show(expected.text, 60)} >= ${expected.min}`)];
  }
  return [failed(key, 'ASSISTANT_CONTENT', expected, actual, `similarity ${value} to ${show(expected.text, 60)} is below ${expected.min}`)];
};
