// The request the reference agent accepts: the protocol's defaults filled in, facts kept as sent
// (a `__proto__` fact included), and a refusal that says what is wrong where.
import { describe, expect, it } from 'vitest';
import { describeRequestIssues, ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';

describe('ExecuteRequestSchema', () => {
  it('fills in the defaults of a minimal request', () => {
    const request = ExecuteRequestSchema.parse({ context: { current_node_id: null, latest_user_message: 'Hi' } });
    expect(request.context).toMatchObject({
      history: [],
      memory: { turn_index: 0 },
      dry_run: false,
      memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    });
    expect(request.params.enable_tracing).toBe(true);
  });

  it('keeps a fact named __proto__ as sent', () => {
    const body = JSON.parse(
      '{"context": {"current_node_id": "start", "latest_user_message": "Hi", "memory": {"facts": {"__proto__": "x"}}}}',
    );
    const facts = ExecuteRequestSchema.parse(body).context.memory.facts as Record<string, unknown>;
    expect(Object.hasOwn(facts, '__proto__')).toBe(true);
  });

  it('names each problem of a bad body by its path', () => {
    const result = ExecuteRequestSchema.safeParse({ context: { current_node_id: 3, memory: { facts: 'none' } } });
    expect(result.success).toBe(false);
    const text = describeRequestIssues(result.error!);
    expect(text).toContain('context.current_node_id:');
    expect(text).toContain('context.latest_user_message:');
    expect(text).toContain('context.memory.facts: must be a list of {key, value} entries or a map of facts');
  });
});
