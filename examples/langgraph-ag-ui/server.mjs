// The graph of graph.mjs, served over AG-UI the way the AG-UI docs serve a LangGraph JS agent: the
// LangGraph API server (what `npx @langchain/langgraph-cli dev` runs, with in-memory threads) hosts
// the graph, and @ag-ui/langgraph's LangGraphAgent turns each AG-UI run into a LangGraph run on the
// thread named by the run's threadId, streamed back as AG-UI events with @ag-ui/encoder.
//
//   node examples/langgraph-ag-ui/server.mjs [--port 8000] [--agent-port 8123]
//
// --port (or env PORT; 0, the default, picks a free one) is the AG-UI endpoint's, --agent-port the
// LangGraph server's. It prints the AG-UI endpoint once both servers listen.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { EventEncoder } from '@ag-ui/encoder';
import { LangGraphAgent } from '@ag-ui/langgraph';
import { startServer } from '@langchain/langgraph-api/server';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'agent-port': { type: 'string', default: '0' } } });
const host = '127.0.0.1';

const agentPort = Number(values['agent-port']) || (await freePort());
// The server keeps its in-memory threads in .langgraph_api/ under its working folder: a temporary one.
// Each worker polls the run queue (up to a second between polls) and takes one run at a time, so
// 10 workers let the conversations of a concurrent evaluation run side by side.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'langgraph-ag-ui-'));
const graphFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'graph.mjs');
const langgraph = await startServer({ port: agentPort, nWorkers: 10, host, cwd: work, graphs: { flow: `${graphFile}:graph` } });
const deploymentUrl = `http://${host}:${agentPort}`;

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let input;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('the body is not a JSON RunAgentInput');
      return;
    }
    // One agent per run, as the AG-UI docs' endpoints do: the thread's state lives in the server.
    const agent = new LangGraphAgent({ deploymentUrl, graphId: 'flow' });
    const encoder = new EventEncoder({ accept: req.headers.accept });
    res.writeHead(200, { 'content-type': encoder.getContentType(), 'cache-control': 'no-cache' });
    const subscription = agent.run(input).subscribe({
      next: (event) => res.write(encoder.encode(event)),
      error: (error) => {
        res.write(encoder.encode({ type: 'RUN_ERROR', message: error instanceof Error ? error.message : String(error) }));
        res.end();
      },
      complete: () => res.end(),
    });
    res.on('close', () => subscription.unsubscribe());
  });
});
await new Promise((resolve) => server.listen(Number(values.port ?? process.env.PORT ?? 0), host, resolve));
console.log(`AG-UI endpoint: http://${host}:${server.address().port}/`);

const stop = async () => {
  server.close();
  await langgraph.cleanup();
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
