// Shared by the telemetry and chaos tests: their fixtures, and a strict reader of the Prometheus text
// exposition format.
import { join } from 'node:path';

export { tempDir } from '../helpers/temp-dir.ts';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'telemetry');

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*=${LABEL_VALUE})(?:,[a-zA-Z_][a-zA-Z0-9_]*=${LABEL_VALUE})*,?)?\\})? (\\S+)(?: (-?\\d+))?$`,
);
const FLOAT = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|[+-]?Inf|NaN)$/;

/**
 * Parses the text exposition format (version 0.0.4) strictly: every line must be a HELP, a TYPE, a
 * sample of a declared family, or empty; anything else throws with the line number.
 */
export function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, i) => {
      const where = `line ${i + 1}: ${line}`;
      if (line === '') return;
      const help = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line);
      if (help) return;
      const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
      if (type) {
        if (types.has(type[1]!)) throw new Error(`${where}: TYPE given twice`);
        types.set(type[1]!, type[2]!);
        return;
      }
      if (line.startsWith('#')) throw new Error(`${where}: not a HELP or TYPE comment`);
      const m = SAMPLE.exec(line);
      if (!m) throw new Error(`${where}: not a sample`);
      const [, name, labelText, valueText] = m;
      if (!FLOAT.test(valueText!)) throw new Error(`${where}: value is not a float`);
      const family = name!.replace(/_(bucket|sum|count)$/, '');
      if (!types.has(name!) && types.get(family) !== 'histogram' && types.get(family) !== 'summary')
        throw new Error(`${where}: no TYPE for ${name}`);
      const labels: Record<string, string> = {};
      for (const l of (labelText ?? '').matchAll(new RegExp(`([a-zA-Z_][a-zA-Z0-9_]*)=(${LABEL_VALUE})`, 'g')))
        labels[l[1]!] = JSON.parse(l[2]!) as string;
      samples.push({ name: name!, labels, value: Number(valueText!.replace('Inf', 'Infinity')) });
    });
  return { types, samples };
}

export function sampleValue(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
