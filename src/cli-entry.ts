// The entry of the compiled CLI (dist/cli/index.js, which bin/agent-eval.js starts).
import { runCli } from './cli.ts';

await runCli();
