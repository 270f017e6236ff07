// Shared by the telemetry and chaos tests: their fixtures, a strict reader of the Prometheus text
// exposition format, and loopback servers that record what an OTLP collector or an agent receives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'vitest';

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

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback HTTP server that records every request and answers 200 (an OTLP collector, a Pushgateway). */
export async function recorder(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

export interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  /** OTLP's SpanKind: 1 internal, 3 client. */
  kind?: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  events?: { name: string; attributes: { key: string; value: Record<string, unknown> }[] }[];
  status?: { code?: number; message?: string };
}

export function spansOf(requests: readonly Received[]): OtlpSpan[] {
  return requests.flatMap((r) => {
    expect(r.url).toBe('/v1/traces');
    expect(r.headers['content-type']).toContain('application/json');
    const body = JSON.parse(r.body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
    return body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans));
  });
}

export function attr(span: Pick<OtlpSpan, 'attributes'>, key: string): unknown {
  const value = span.attributes.find((a) => a.key === key)?.value;
  if (value === undefined) return undefined;
  const v = Object.values(value)[0];
  return 'intValue' in value ? Number(v) : v;
}

/** A loopback proxy in front of `target` that records the traceparent header of every request. */
export async function tracingProxy(target: string): Promise<{ url: string; traceparents: (string | undefined)[]; server: Server }> {
  const traceparents: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      traceparents.push(req.headers.traceparent as string | undefined);
      void fetch(`${target}${req.url ?? ''}`, {
        method: req.method ?? 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      }).then(async (r) => {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(await r.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, traceparents, server };
}
