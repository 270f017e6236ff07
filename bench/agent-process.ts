// Runs the bench agent in a child process: prints its URL as one line, exits when stdin closes.
import { startBenchAgent } from './agent-server.ts';

const latencyMs = Number(process.argv[2] ?? '0');
const agent = await startBenchAgent({ latencyMs });
process.stdout.write(`${agent.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void agent.close().then(() => process.exit(0));
});
