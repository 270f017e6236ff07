// `npm run build`: dist/ anew, the action (dist/index.js) and the CLI (dist/cli/) bundled by ncc side
// by side: two processes instead of one after the other, on any platform npm runs on.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
const bundles = [
  ['src/index.ts', '-o', 'dist', '--source-map'],
  ['src/cli-entry.ts', '-o', 'dist/cli'],
];

rmSync('dist', { recursive: true, force: true });
const codes = await Promise.all(
  bundles.map(
    (args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [ncc, 'build', ...args, '--license', 'licenses.txt', '--no-cache'], { stdio: 'inherit' });
        child.on('error', (error) => {
          console.error(`ncc build ${args[0]}: ${error.message}`);
          resolve(1);
        });
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
