// `agent-eval run` (being built).
import { UsageError, type CommandIo } from './io.ts';

export async function runCommand(_argv: string[], _io: CommandIo): Promise<number> {
  throw new UsageError('run is not available yet');
}
