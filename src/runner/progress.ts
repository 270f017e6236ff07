// Progress of a long run: a redrawn bar on a terminal, plain periodic lines in CI logs.
import type { RunProgress } from './run.ts';

export interface ProgressReporter {
  update(progress: RunProgress): void;
  done(): void;
}

export function progressReporter(options: {
  isTty: boolean;
  write: (text: string) => void;
  now: () => number;
  intervalMs?: number;
}): ProgressReporter {
  const started = options.now();
  const interval = options.intervalMs ?? 10_000;
  let lastLine = started;
  let lastPercentStep = 0;
  let drawn = false;

  const describe = (p: RunProgress): string => {
    const elapsed = options.now() - started;
    const eta = p.done > 0 && p.done < p.total ? formatDuration((elapsed / p.done) * (p.total - p.done)) : '--';
    const problems = [p.failed > 0 ? `${p.failed} failed` : '', p.errored > 0 ? `${p.errored} errored` : ''].filter(Boolean).join(', ');
    return `${p.done}/${p.total} conversations${problems ? `, ${problems}` : ''}, elapsed ${formatDuration(elapsed)}, ETA ${eta}`;
  };

  return {
    update(p) {
      if (options.isTty) {
        const width = 24;
        const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
        options.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${describe(p)}\u001b[K`);
        drawn = true;
        return;
      }
      // In logs: a line per 10% or per interval, whichever comes first, and the last one.
      const step = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
      const now = options.now();
      if (p.done === p.total || step > lastPercentStep || now - lastLine >= interval) {
        lastPercentStep = step;
        lastLine = now;
        options.write(`progress: ${describe(p)}\n`);
      }
    },
    done() {
      if (drawn) options.write('\n');
    },
  };
}

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
