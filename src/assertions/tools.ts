// Tool calls, both failing with TOOL_ARGS_MISMATCH:
// - tool_call: the FIRST tool call of the turn (for final_assertions: of the conversation) must have
//   the expected name (exact) and contain every `args.partial` entry (subset match: see equality.ts;
//   no type coercion, so 2 and "2" differ). No call at all fails with "no tool call was captured".
// - tool_calls: the expected calls, each matched like tool_call, must appear in this order among the
//   captured calls; other calls may come between them (an ordered subsequence). Each expected call is
//   matched to the earliest fitting call after the previous match, which finds the subsequence
//   whenever one exists. The reason names the first expected call not found.
import type { ExpectedToolCall } from '../suite/suite-schema.ts';
import type { ToolCall } from '../results/results-schema.ts';
import type { AssertionHandler } from './types.ts';
import { findSubsetMismatch, type Mismatch } from './equality.ts';
import { clipValue, failed, listOf, passed, show } from './result.ts';

const NO_CALLS = 'no tool call was captured';

export const toolCall: AssertionHandler<'tool_call'> = (expected, observed) => {
  const key = 'tool_call';
  const first = observed.tool_calls[0];
  if (!first) return [failed(key, 'TOOL_ARGS_MISMATCH', expected, null, NO_CALLS)];
  const actual = summarise(first);
  if (first.name !== expected.name) {
    return [
      failed(key, 'TOOL_ARGS_MISMATCH', expected, actual, `expected first tool call ${show(expected.name)}, got ${show(first.name)}`),
    ];
  }
  const mismatch = argsMismatch(expected, first);
  if (mismatch) {
    return [failed(key, 'TOOL_ARGS_MISMATCH', expected, actual, `first tool call ${show(first.name)}: ${describeMismatch(mismatch)}`)];
  }
  return [passed(key, expected, actual, `first tool call is ${show(first.name)} with the expected args`)];
};

export const toolCalls: AssertionHandler<'tool_calls'> = (expected, observed) => {
  const key = 'tool_calls';
  const calls = observed.tool_calls;
  if (calls.length === 0) return [failed(key, 'TOOL_ARGS_MISMATCH', expected, [], NO_CALLS)];
  const actual = calls.slice(0, 20).map(summarise);
  let next = 0; // index of the first call not yet consumed
  for (const [i, want] of expected.entries()) {
    const found = calls.findIndex((call, index) => index >= next && call.name === want.name && !argsMismatch(want, call));
    if (found === -1) {
      const which = `expected tool call ${i + 1} of ${expected.length} ${show(want.name)}`;
      const after = next > 0 ? ` after call ${next} ${show(calls[next - 1]?.name)}` : '';
      return [
        failed(
          key,
          'TOOL_ARGS_MISMATCH',
          expected,
          actual,
          `${which} not found${after}: ${whyNot(want, calls, next)}; calls: ${listOf(calls.map((c) => c.name))}`,
        ),
      ];
    }
    next = found + 1;
  }
  return [passed(key, expected, actual, `all ${expected.length} expected tool calls found in order among ${calls.length}`)];
};

/** The closest explanation: a same-named call later with other args, one earlier (wrong order), or none. */
function whyNot(want: ExpectedToolCall, calls: readonly ToolCall[], next: number): string {
  const later = calls.findIndex((call, index) => index >= next && call.name === want.name);
  if (later !== -1) {
    const mismatch = argsMismatch(want, calls[later]!);
    return `call ${later + 1} ${show(want.name)} differs: ${mismatch ? describeMismatch(mismatch) : 'args differ'}`;
  }
  const earlier = calls.findIndex((call) => call.name === want.name);
  if (earlier !== -1) return `${show(want.name)} came only earlier (call ${earlier + 1}), out of order`;
  return `no ${show(want.name)} call was captured`;
}

function argsMismatch(want: ExpectedToolCall, call: ToolCall): Mismatch | null {
  const partial = want['args.partial'];
  if (!partial || Object.keys(partial).length === 0) return null;
  return findSubsetMismatch(partial, call.args, 'args');
}

function describeMismatch(m: Mismatch): string {
  if (m.missing) return `expected ${m.path} = ${show(m.expected)}, but the call has no ${m.path}`;
  return `expected ${m.path} = ${show(m.expected)}, got ${show(m.actual)}`;
}

function summarise(call: ToolCall): { name: string; args: unknown } {
  return { name: call.name, args: clipValue(call.args) };
}
