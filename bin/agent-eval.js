#!/usr/bin/env node
// Runs the TypeScript sources directly: Node 24 strips the types (the node@24 devDependency puts
// it first on the PATH of npm scripts and npx).
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  process.stderr.write(
    `agent-eval needs Node 24 or newer (this is ${process.version}). Run it through npx or npm scripts after 'npm ci', which put Node 24 from the node devDependency first on the PATH.\n`,
  );
  process.exit(2);
}
const { runCli } = await import('../src/cli.ts');
await runCli();
