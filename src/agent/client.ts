// The one place that picks a transport for the AgentClient port.
import type { AgentClient, AgentClientOptions } from './types.ts';
import { createHttpClient } from './http.ts';
import { createWebSocketClient } from './websocket.ts';

export function createAgentClient(options: AgentClientOptions): AgentClient {
  return options.transport === 'ws' ? createWebSocketClient(options) : createHttpClient(options);
}
