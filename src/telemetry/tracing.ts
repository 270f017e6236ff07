// OpenTelemetry spans (the only importer of @opentelemetry/*). Spans are exported over OTLP/HTTP
// (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set, unless the
// standard switches turn it off (OTEL_SDK_DISABLED=true, OTEL_TRACES_EXPORTER=none); otherwise the
// tracer is a plain object that does nothing, and the SDK is not even loaded.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span as OtelSpan } from '@opentelemetry/api';
import { TOOL_NAME, VERSION } from '../version.ts';
import { takeUserinfo } from '../url.ts';

export type SpanAttributes = Record<string, string | number | boolean>;

export interface TraceSpan {
  setAttributes(attributes: SpanAttributes): void;
  /** Something that happened at a point in the span (e.g. a failed attempt before a retry). */
  event(name: string, attributes: SpanAttributes): void;
  /** Marks the span failed: status ERROR, the failure code as an attribute. */
  fail(code: string, message: string): void;
  end(): void;
  /** The W3C traceparent naming this span, or null when tracing is off. */
  traceparent(): string | null;
}

/** `client`: a request to another service (the agent), which backends draw as a dependency. */
export type SpanKindName = 'internal' | 'client';

export interface Tracing {
  readonly enabled: boolean;
  startSpan(name: string, attributes: SpanAttributes, parent?: TraceSpan, kind?: SpanKindName): TraceSpan;
  /** Sends the spans still buffered and stops the exporter. */
  shutdown(): Promise<void>;
}

const NOOP_SPAN: TraceSpan = { setAttributes: () => {}, event: () => {}, fail: () => {}, end: () => {}, traceparent: () => null };

export const noopTracing: Tracing = { enabled: false, startSpan: () => NOOP_SPAN, shutdown: async () => {} };

/** The OTLP traces URL from the standard environment variables, or null when none is set. */
export function otlpTracesUrl(env: Readonly<Record<string, string | undefined>>): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (base) return `${base.replace(/\/+$/, '')}/v1/traces`;
  return null;
}

/**
 * Why the environment turns trace export off, or null: OTEL_SDK_DISABLED=true, or OTEL_TRACES_EXPORTER
 * naming `none` (or only exporters other than otlp, the one this tool has).
 */
export function tracesDisabledBy(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return 'OTEL_SDK_DISABLED=true';
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.length > 0 && (exporters.includes('none') || !exporters.includes('otlp')))
    return `OTEL_TRACES_EXPORTER=${exporters.join(',')}`;
  return null;
}

/** Tracing to the OTLP endpoint named by `env`, or the no-op tracer. */
export async function createTracing(env: Readonly<Record<string, string | undefined>>): Promise<Tracing> {
  const endpoint = otlpTracesUrl(env);
  if (endpoint === null || tracesDisabledBy(env) !== null) return noopTracing;
  // The exporter ignores a URL's userinfo: sent as Basic auth instead, as for the agent and the Pushgateway.
  const { url, authorization } = URL.canParse(endpoint) ? takeUserinfo(new URL(endpoint)) : { url: endpoint, authorization: null };
  // Loaded only when asked for: a run without tracing pays nothing for the SDK.
  const [{ BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || TOOL_NAME, 'service.version': VERSION }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: String(url), ...(authorization === null ? {} : { headers: { authorization } }) }),
      ),
    ],
  });
  const tracer = provider.getTracer(TOOL_NAME, VERSION);
  const wrap = (span: OtelSpan): TraceSpan => ({
    setAttributes: (attributes) => span.setAttributes(attributes),
    event: (name, attributes) => span.addEvent(name, attributes),
    fail(code, message) {
      span.setAttribute('agent_eval.failure_code', code);
      span.setAttribute('error.type', code);
      span.setStatus({ code: SpanStatusCode.ERROR, message: `${code}: ${message}` });
    },
    end: () => span.end(),
    traceparent() {
      const c = span.spanContext();
      return `00-${c.traceId}-${c.spanId}-${(c.traceFlags & 1).toString(16).padStart(2, '0')}`;
    },
  });
  const spans = new WeakMap<TraceSpan, OtelSpan>();
  return {
    enabled: true,
    startSpan(name, attributes, parent, kind = 'internal') {
      const parentSpan = parent === undefined ? undefined : spans.get(parent);
      const ctx = parentSpan === undefined ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, parentSpan);
      const span = tracer.startSpan(name, { attributes, kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL }, ctx);
      const handle = wrap(span);
      spans.set(handle, span);
      return handle;
    },
    async shutdown() {
      await provider.forceFlush();
      await provider.shutdown();
    },
  };
}
