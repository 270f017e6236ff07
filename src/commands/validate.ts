// `agent-eval validate` (being built).
import { UsageError, type CommandIo } from './io.ts';

export async function validateCommand(_argv: string[], _io: CommandIo): Promise<number> {
  throw new UsageError('validate is not available yet');
}
