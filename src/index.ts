// The action's entry point (dist/index.js); all the work is in main.ts. The runner starts it as a
// script, and it runs the action. Imported, it only exports run(): @github/local-action imports
// the entry module and calls run() itself, with @actions/core stubbed so it can show the outputs.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { run } from './main.ts';

export { run };

/** Whether the module at `moduleUrl` is the script node was started with, rather than an import. */
export function isStartedScript(moduleUrl: string, main: boolean | undefined, script: string | undefined): boolean {
  // import.meta.main (Node 24, the action's runtime) says it; Node 20 and 22 before 22.18 compare the paths.
  if (main !== undefined) return main;
  if (script === undefined) return false;
  // Node resolves the script's symbolic links before it names the module.
  return moduleUrl === pathToFileURL(realpathSync(script)).href;
}

if (isStartedScript(import.meta.url, import.meta.main as boolean | undefined, process.argv[1])) await run();
