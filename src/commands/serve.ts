// `agent-eval serve` (being built).
import { UsageError, type CommandIo } from './io.ts';

export async function serveCommand(_argv: string[], _io: CommandIo): Promise<number> {
  throw new UsageError('serve is not available yet');
}
