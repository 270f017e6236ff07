// `npm run bench [-- --only NAME[,NAME]] [--quick]`: measures the figures of BENCHMARKS.md side by
// side in one run and prints each as a Markdown table, with the machine and the date next to it.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import type { Figure, FigureResult } from './figure.ts';
import { overhead } from './overhead.ts';
import { scheduling } from './scheduling.ts';
import { scale } from './scale.ts';
import { reports } from './reports.ts';
import { coldStart } from './cold-start.ts';
import { adaptive } from './adaptive.ts';
import { gate } from './gate.ts';
import { dependence } from './dependence.ts';
import { simulation } from './simulation.ts';
import { seededGate } from './seeded-gate.ts';
import { latencyGate } from './latency-gate.ts';
import { agreementAndShiftCoverage } from './agreement-and-shift-coverage.ts';

const FIGURES: Figure[] = [
  overhead,
  scheduling,
  scale,
  reports,
  coldStart,
  adaptive,
  gate,
  dependence,
  simulation,
  seededGate,
  agreementAndShiftCoverage,
  latencyGate,
];

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    quick: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(`usage: npm run bench -- [--only ${FIGURES.map((f) => f.name).join('|')}]... [--quick]\n`);
  process.exit(0);
}
const wanted = (values.only ?? [])
  .flatMap((o) => o.split(','))
  .map((o) => o.trim())
  .filter(Boolean);
const unknown = wanted.filter((w) => !FIGURES.some((f) => f.name === w));
if (unknown.length > 0) {
  process.stderr.write(`unknown figure(s): ${unknown.join(', ')}; choose from ${FIGURES.map((f) => f.name).join(', ')}\n`);
  process.exit(2);
}
const selected = wanted.length > 0 ? FIGURES.filter((f) => wanted.includes(f.name)) : FIGURES;

const machine = `${cpus().length} CPUs (nproc), ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${process.platform}/${process.arch}`;
const date = new Date().toISOString();
const log = (line: string) => process.stderr.write(`  ${line}\n`);
process.stdout.write(
  `# agent-eval benchmark\n\nMachine: ${machine}\nDate: ${date}${values.quick ? '\nQUICK MODE: reduced workloads, not for BENCHMARKS.md' : ''}\n`,
);

let misses = 0;
const started = performance.now();
for (const figure of selected) {
  process.stderr.write(`running ${figure.name}...\n`);
  const t0 = performance.now();
  let result: FigureResult;
  try {
    result = await figure.run({ quick: values.quick, log });
  } catch (e) {
    misses += 1;
    process.stdout.write(`\n## ${figure.title}\n\nFAILED TO RUN: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    continue;
  }
  if (!result.pass) misses += 1;
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  process.stdout.write(
    `\n## ${figure.title}\n\nCommand: \`npm run bench -- --only ${figure.name}\` (${seconds} s) · ${machine} · ${date}\n\n${markdownTable(result.table.header, result.table.rows)}\n${result.notes.map((n) => `\n${n}`).join('')}\n`,
  );
}
process.stdout.write(
  `\nTotal: ${((performance.now() - started) / 1000).toFixed(1)} s; ${misses} figure(s) missed their target or failed.\n`,
);
process.exitCode = misses > 0 ? 1 : 0;

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
