import { describe, expect, it } from 'vitest';
import { SseSplitter } from '../../src/agent/sse.ts';

describe('SseSplitter', () => {
  it('joins multi-line data, skips comments and other fields, and splits across chunks and CRLF', () => {
    const sse = new SseSplitter();
    const enc = (t: string) => new TextEncoder().encode(t);
    expect(sse.push(enc(': ping\r\nevent: x\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: {"b"'))).toEqual(['{"a":\n1}']);
    expect(sse.push(enc(':2}\n'))).toEqual([]);
    expect(sse.end()).toEqual(['{"b":2}']);
  });
});

describe('SseSplitter on a huge line', () => {
  it('joins a line split over many chunks once, and a last event without its blank line', () => {
    const sse = new SseSplitter();
    const enc = (t: string) => new TextEncoder().encode(t);
    const out: string[] = [...sse.push(enc('data: '))];
    for (let i = 0; i < 1000; i++) out.push(...sse.push(enc('x'.repeat(100))));
    out.push(...sse.push(enc('\n\ndata: tail')));
    expect(out).toEqual(['x'.repeat(100_000)]);
    expect(sse.end()).toEqual(['tail']);
  });
});
