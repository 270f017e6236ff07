// The one place that picks a protocol adapter (and, for execute, a transport) for the AgentClient port.
import type { AgentClient, AgentClientOptions } from './types.ts';
import { createA2aClient } from './a2a.ts';
import { createAgUiClient } from './ag-ui.ts';
import { createHttpClient } from './http.ts';
import { createOpenAiChatClient } from './openai-chat.ts';
import { createWebSocketClient } from './websocket.ts';

export function createAgentClient(options: AgentClientOptions): AgentClient {
  switch (options.protocol ?? 'execute') {
    case 'ag-ui':
      return createAgUiClient(options);
    case 'openai-chat':
      return createOpenAiChatClient(options);
    case 'a2a':
      return createA2aClient(options);
    case 'execute':
      return options.transport === 'ws' ? createWebSocketClient(options) : createHttpClient(options);
  }
}
