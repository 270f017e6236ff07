// `agent-eval schema`: prints the suite JSON Schema generated from the zod schema.
import { suiteJsonSchema } from '../spec/schema.ts';
import type { CommandIo } from './io.ts';

export async function schemaCommand(_argv: string[], io: CommandIo): Promise<number> {
  io.stdout(`${JSON.stringify(suiteJsonSchema(), null, 2)}\n`);
  return 0;
}
