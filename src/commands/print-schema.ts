// `agent-eval schema`: prints the suite JSON Schema generated from the zod schema.
import { suiteJsonSchema } from '../suite/suite-schema.ts';
import { EXIT_OK, type CommandIo } from './io.ts';
import { parseCommandArgs } from './options.ts';

export const SCHEMA_HELP = `usage: agent-eval schema

Prints the JSON Schema of suite files (spec v1) to stdout, for editors and other tools:
  agent-eval schema > suites/suite.schema.json

  -h, --help   show this help`;

export async function schemaCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('schema', { args: argv, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(`${SCHEMA_HELP}\n`);
    return EXIT_OK;
  }
  io.stdout(`${JSON.stringify(suiteJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}
