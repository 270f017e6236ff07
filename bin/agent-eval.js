#!/usr/bin/env node
// `agent-eval`: starts the compiled CLI, dist/cli/index.js (built from src/ by `npm run build` and
// committed, as the action's dist/index.js is), so it starts at once on Node 20 or newer, in this
// repository or installed into another project.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { isAbsolute, join } from 'node:path';

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  process.stderr.write(`agent-eval needs Node 20 or newer (this is ${process.version}).\n`);
  process.exit(2);
}

const bundle = new URL('../dist/cli/index.js', import.meta.url);
const sources = new URL('../src/cli.ts', import.meta.url);
if (existsSync(bundle)) {
  // Node 22.1+ keeps the bundle's compiled code between runs (as tsc does): a third off each start.
  // Node's default place is the temp folder, which a run must leave as it found it: the cache goes
  // beside the judge's verdicts in the user's cache folder (NODE_COMPILE_CACHE, if set, wins).
  const cacheDir = process.env.NODE_COMPILE_CACHE ? undefined : userCacheDir(process.env);
  if (cacheDir !== null) module.enableCompileCache?.(cacheDir);
  await import(bundle.href);
} else if (existsSync(sources) && major >= 24) {
  // A clone where the bundle is not built yet: run the sources, whose types Node 24 strips.
  const { runCli } = await import(sources.href);
  await runCli();
} else {
  process.stderr.write(
    `agent-eval: the compiled CLI (dist/cli/index.js) is missing. In a clone of the repository run 'npm ci && npm run build'.\n`,
  );
  process.exit(2);
}

/** <XDG_CACHE_HOME or ~/.cache>/agent-eval/compile-cache (LOCALAPPDATA on Windows); null without a home. */
function userCacheDir(env) {
  const xdg = env.XDG_CACHE_HOME?.trim();
  if (xdg && isAbsolute(xdg)) return join(xdg, 'agent-eval', 'compile-cache');
  const local = env.LOCALAPPDATA?.trim();
  if (process.platform === 'win32' && local) return join(local, 'agent-eval', 'compile-cache');
  const home = env.HOME?.trim() || env.USERPROFILE?.trim();
  return home ? join(home, '.cache', 'agent-eval', 'compile-cache') : null;
}
