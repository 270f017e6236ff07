// The simulated PRs of a figure split over worker threads (one per CPU, at most 4), interleaved so
// each gets a fair share. A figure's module is its own worker: at import it calls serveWorker, which
// answers only in a thread simulateInWorkers started for that figure.
import { cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface Share {
  figure: string;
  indices: number[];
}

/** In a worker started for `figure`: simulates its share of the PRs and posts the tally back. */
export async function serveWorker<T>(figure: string, simulate: (indices: number[]) => Promise<T>): Promise<void> {
  const share = workerData as Share | null;
  if (isMainThread || share?.figure !== figure) return;
  parentPort?.postMessage(await simulate(share.indices));
}

/** The tallies of PRs 0..prs-1, one per worker of `module` (the figure's import.meta.url). */
export async function simulateInWorkers<T>(module: string, figure: string, prs: number, log: (line: string) => void): Promise<T[]> {
  const workers = Math.max(1, Math.min(4, cpus().length));
  const shares = Array.from({ length: workers }, (_, w) => Array.from({ length: prs }, (_, i) => i).filter((i) => i % workers === w));
  return Promise.all(
    shares.map(
      (indices, w) =>
        new Promise<T>((resolve, reject) => {
          const worker = new Worker(new URL(module), { workerData: { figure, indices } satisfies Share });
          worker.once('message', (tally: T) => {
            log(`${figure}: worker ${w + 1}/${workers} done (${indices.length} PRs)`);
            resolve(tally);
          });
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`${figure} worker exited with code ${code}`));
          });
        }),
    ),
  );
}
