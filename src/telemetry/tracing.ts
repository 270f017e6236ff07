// OpenTelemetry spans (the only importer of @opentelemetry/*). Spans are exported over OTLP/HTTP
// (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set; otherwise
// the tracer is a plain object that does nothing, and the SDK is not even loaded.
import { ROOT_CONTEXT, SpanStatusCode, trace, type Span as OtelSpan } from '@opentelemetry/api';
import { TOOL_NAME, VERSION } from '../version.ts';
import { takeUserinfo } from '../url.ts';

export type SpanAttributes = Record<string, string | number | boolean>;

export interface TraceSpan {
  setAttributes(attributes: SpanAttributes): void;
  /** Marks the span failed: status ERROR, the failure code as an attribute. */
  fail(code: string, message: string): void;
  end(): void;
  /** The W3C traceparent naming this span, or null when tracing is off. */
  traceparent(): string | null;
}

export interface Tracing {
  readonly enabled: boolean;
  startSpan(name: string, attributes: SpanAttributes, parent?: TraceSpan): TraceSpan;
  /** Sends the spans still buffered and stops the exporter. */
  shutdown(): Promise<void>;
}

const NOOP_SPAN: TraceSpan = { setAttributes: () => {}, fail: () => {}, end: () => {}, traceparent: () => null };

export const noopTracing: Tracing = { enabled: false, startSpan: () => NOOP_SPAN, shutdown: async () => {} };

/** The OTLP traces URL from the standard environment variables, or null when none is set. */
export function otlpTracesUrl(env: Readonly<Record<string, string | undefined>>): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (base) return `${base.replace(/\/+$/, '')}/v1/traces`;
  return null;
}

/** Tracing to the OTLP endpoint named by `env`, or the no-op tracer. */
export async function createTracing(env: Readonly<Record<string, string | undefined>>): Promise<Tracing> {
  const endpoint = otlpTracesUrl(env);
  if (endpoint === null) return noopTracing;
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
    fail(code, message) {
      span.setAttribute('agent_eval.failure_code', code);
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
    startSpan(name, attributes, parent) {
      const parentSpan = parent === undefined ? undefined : spans.get(parent);
      const ctx = parentSpan === undefined ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, parentSpan);
      const span = tracer.startSpan(name, { attributes }, ctx);
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
