// The runner's side of the action's ports: the log, the step's outputs, the job summary, the report
// artifact and the job's cancellation. With main.ts, the only code that talks to @actions/core.
import { appendFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { formatSpecError, type SpecError } from '../suite/spec-errors.ts';
import type { Outputs } from './step.ts';

export const actionsLogger: Logger = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
  error: (m) => core.error(m),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
};

/**
 * A cancelled job gets SIGINT, then SIGTERM a few seconds later, then is killed. Stopping the run on
 * the first lets the check run and the comment say "cancelled" instead of staying "in progress".
 */
export function cancellation(logger: Logger): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    logger.warning(`Received ${name}: stopping the run and publishing what finished.`);
    controller.abort(new Error(`the job was cancelled (${name})`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

export function setOutputs(outputs: Outputs): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** The job summary: appended to the runner's GITHUB_STEP_SUMMARY file (outside a runner, the log). */
export async function appendJobSummary(sections: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const path = env['GITHUB_STEP_SUMMARY'];
  for (const markdown of sections) {
    if (path) await appendFile(path, `${markdown}\n`);
    else core.info(markdown);
  }
}

/** Each suite file error as an annotation on its file and line. */
export function annotateSpecErrors(errors: readonly SpecError[]): void {
  for (const e of errors) core.error(formatSpecError(e), { file: e.file, ...(e.line > 0 ? { startLine: e.line } : {}) });
}

/** Uploads a report folder as an artifact of this workflow run and returns its URL; a failure is only a warning. */
export function artifactUploader(options: {
  checkName: string;
  shard: { index: number; total: number } | null;
  runUrl: string | null;
  logger: Logger;
}) {
  return async (dir: string): Promise<string | null> => {
    try {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name));
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const suffix = options.shard ? `-shard-${options.shard.index}-of-${options.shard.total}` : '';
      const name = `${options.checkName.replace(/[^A-Za-z0-9._-]+/g, '-')}-report${suffix}`;
      const uploaded = await new DefaultArtifactClient().uploadArtifact(name, files, dir);
      if (uploaded.id === undefined || options.runUrl === null) return null;
      return `${options.runUrl}/artifacts/${uploaded.id}`;
    } catch (error) {
      options.logger.warning(`The report was not uploaded as an artifact (${errorMessage(error)}); it is still in ${dir}.`);
      return null;
    }
  };
}
