// assistant_similar_to: the cosine similarity of the embeddings of the assistant message and the
// reference text, computed by the runner (observed.similarity), must reach `min`; below it fails
// with ASSISTANT_CONTENT, as does a turn with no assistant message. With no similarity available
// (no embedding model configured, or the judge budget spent) the check is skipped, never passed;
// when the embeddings request failed it could not be scored: JUDGE_ERROR, and the run is errored.
import type { AssertionHandler } from './types.ts';
import { clipText, failed, formatScore, oneLine, passed, show, skipped, unscored } from './result.ts';

export const assistantSimilarTo: AssertionHandler<'assistant_similar_to'> = (expected, observed) => {
  const key = 'assistant_similar_to';
  if (observed.assistant_message === null) {
    return [failed(key, 'ASSISTANT_CONTENT', expected, null, 'agent returned no assistant message')];
  }
  const similarity = observed.similarity;
  if (similarity === undefined) return [skipped(key, expected, 'skipped: no embedding model configured')];
  if (similarity.status === 'skipped') return [skipped(key, expected, oneLine(similarity.reason))];
  if (similarity.status === 'failed') return [unscored(key, expected, null, oneLine(similarity.reason))];
  const value = similarity.value;
  const actual = { similarity: value, assistant_message: clipText(observed.assistant_message) };
  const shown = formatScore(value, expected.min);
  if (value >= expected.min) {
    return [passed(key, expected, actual, `similarity ${shown} to ${show(expected.text, 60)} >= ${expected.min}`)];
  }
  return [failed(key, 'ASSISTANT_CONTENT', expected, actual, `similarity ${shown} to ${show(expected.text, 60)} is below ${expected.min}`)];
};
