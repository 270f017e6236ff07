import { describe, expect, it } from 'vitest';
import { createAgentClient } from '../../src/agent/client.ts';

describe('createAgentClient', () => {
  it('picks the transport the options name', () => {
    const options = { target: 'http://127.0.0.1:1', timeoutMs: 1000, retries: 0 };
    expect(createAgentClient({ ...options, transport: 'http' }).transport).toBe('http');
    expect(createAgentClient({ ...options, transport: 'ws' }).transport).toBe('ws');
  });

  it('rejects a target that is not an http(s) URL, saying what to pass', () => {
    expect(() => createAgentClient({ target: 'localhost:8080', transport: 'http', timeoutMs: 1000, retries: 0 })).toThrow(/http/);
    expect(() => createAgentClient({ target: 'not a url', transport: 'ws', timeoutMs: 1000, retries: 0 })).toThrow(/not a URL/);
  });
});
