// How a captured draft suite is told: shown, never gating, and how to approve it.

/** `agent-eval run` without a baseline: failed runs of captured drafts are shown but do not fail it. */
export const DRAFT_RUNS_NOTE =
  'runs of captured drafts (metadata.capture.status: draft) failed: reported above, but drafts never fail the run; approve a draft to make it count';

/** A captured draft suite's note: why it is shown but never gates, and how to approve it. */
export const DRAFT_NOTE =
  'a captured draft (metadata.capture.status: draft): reported, never gating and never stored in a baseline; remove the status (or comment /eval approve on its pull request) to approve it';
