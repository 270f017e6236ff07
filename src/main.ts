// The GitHub Action: inputs -> adapters -> evaluate -> publish. The one place that fails the step.
import * as core from '@actions/core';

export async function run(): Promise<void> {
  core.setFailed(
    'agent-eval-action is not configured: set the `target-url` input to your preview agent deployment (see README "Using the action").',
  );
}
