// `agent-eval compare` (being built).
import { UsageError, type CommandIo } from './io.ts';

export async function compareCommand(_argv: string[], _io: CommandIo): Promise<number> {
  throw new UsageError('compare is not available yet');
}
