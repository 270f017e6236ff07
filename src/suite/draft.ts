// A captured draft (`agent-eval capture`): a suite whose metadata.capture.status is "draft" runs
// and is reported, but never gates and never enters a baseline, until it is approved (the status
// removed by hand or by /eval approve on its pull request).
import type { Suite } from './suite-schema.ts';

export const DRAFT_STATUS = 'draft';

/** metadata.capture.status is "draft". */
export function isDraftSuite(suite: Pick<Suite, 'metadata'>): boolean {
  const capture = suite.metadata?.['capture'];
  return typeof capture === 'object' && capture !== null && (capture as Record<string, unknown>)['status'] === DRAFT_STATUS;
}
