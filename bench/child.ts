// Child processes of the benchmark: the agent in its own process, and runs whose peak memory is measured alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const NODE_ARGS = ['--experimental-strip-types', '--no-warnings'];

export interface AgentProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts bench/agent-process.ts in a child process and waits for its URL. */
export async function startAgentProcess(latencyMs: number): Promise<AgentProcess> {
  const script = fileURLToPath(new URL('./agent-process.ts', import.meta.url));
  const child = spawn(process.execPath, [...NODE_ARGS, script, String(latencyMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`bench agent exited with code ${code} before listening`)));
  });
  return { url, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.stdin?.end();
  });
}
