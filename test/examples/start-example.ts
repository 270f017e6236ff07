// An example agent as a team starts it: `node examples/<file>` as a child process, stopped (SIGTERM)
// when the test that started it finishes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { ROOT } from '../helpers/cli.ts';

/**
 * Starts `node examples/<file>` as its README says, on a free port of 127.0.0.1 (PORT=0); resolves
 * with the URL it prints once it listens. Call it inside a test.
 */
export async function startExample(file: string, env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [join(ROOT, 'examples', file)], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  let printed = '';
  return new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      // The whole URL: up to the space or line end after it, not a port cut at a chunk boundary.
      const url = /http:\/\/127\.0\.0\.1:\d+\S*(?=\s)/.exec(printed)?.[0];
      if (url) resolve(url);
    });
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`examples/${file} exited (${code}) before listening: ${printed}`)));
  });
}
