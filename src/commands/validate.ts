// `agent-eval validate [PATH...]`: checks suite files and prints every error as file:line:col, plus
// GitHub annotations under Actions so the errors show on the pull request diff.
import { loadSuites } from '../suite/loader.ts';
import { formatSpecError, type SpecError } from '../suite/spec-errors.ts';
import { DEFAULT_MAX_BYTES } from '../suite/read.ts';
import { oneOf, wholeNumber } from '../settings/values.ts';
import { PROTOCOLS, uncheckable } from '../agent/protocols.ts';
import { EXIT_FAIL, EXIT_OK, type CommandIo } from './io.ts';
import { commandFlag, parseCommandArgs } from './options.ts';

export const VALIDATE_USAGE = `usage: agent-eval validate [PATH...] [--max-bytes N] [--protocol P]

Checks suite files (.yaml, .yml, .json), directories (recursively) and globs; default: suites/.
Prints every error as file:line:col: message, then a summary. Exit code 0 when all suites are
valid, 1 when any is invalid, 2 on a usage error.

options:
  --max-bytes N   largest suite file to read, in bytes (default ${DEFAULT_MAX_BYTES})
  --protocol P    also refuse assertions the agent protocol P cannot check (${PROTOCOLS.join(', ')}),
                  as agent-eval run --protocol P would before its first call
  -h, --help      show this help`;

export async function validateCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('validate', {
    args: argv,
    options: { 'max-bytes': { type: 'string' }, protocol: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${VALIDATE_USAGE}\n`);
    return EXIT_OK;
  }
  const maxBytes = commandFlag(values['max-bytes'], '--max-bytes', wholeNumber(1, Number.MAX_SAFE_INTEGER, 'bytes'));
  const protocol = commandFlag(values.protocol, '--protocol', oneOf(PROTOCOLS));

  const loaded = await loadSuites(positionals.length > 0 ? positionals : ['suites/'], {
    cwd: io.cwd,
    ...(maxBytes === undefined ? {} : { maxBytes }),
  });
  const annotate = io.env.GITHUB_ACTIONS === 'true';
  for (const error of loaded.errors) {
    io.stdout(`${formatSpecError(error)}\n`);
    if (annotate) io.stdout(`${githubAnnotation(error)}\n`);
  }
  // What the protocol can never carry is an error; what an A2A agent must declare in its card, a note.
  const refused = protocol === undefined ? [] : uncheckable(loaded.suites, protocol, 'any');
  for (const u of refused) io.stdout(`${u.file}: ${u.where} asks for ${u.key}, which protocol ${protocol} cannot check (${u.reason})\n`);
  const conditional = protocol === undefined ? 0 : uncheckable(loaded.suites, protocol, []).length - refused.length;
  if (conditional > 0)
    io.stdout(
      `note: ${count(conditional, 'assertion')} can be checked over ${protocol} only if the agent declares what they need (see docs/protocol.md)\n`,
    );
  const tests = loaded.suites.reduce((sum, s) => sum + s.suite.tests.length, 0);
  const errors = loaded.errors.length + refused.length;
  io.stdout(`${count(loaded.suites.length, 'suite')}, ${count(tests, 'test')}, ${count(errors, 'error')}\n`);
  return errors > 0 ? EXIT_FAIL : EXIT_OK;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A workflow command that puts the error on the file in the pull request's diff. */
export function githubAnnotation(error: SpecError): string {
  const properties = [`file=${escapeProperty(error.file)}`];
  if (error.line > 0) properties.push(`line=${error.line}`, `col=${error.col}`);
  properties.push(`title=${escapeProperty('agent-eval suite')}`);
  const message = error.fix ? `${error.message} (${error.fix})` : error.message;
  return `::error ${properties.join(',')}::${escapeData(message)}`;
}

// The escaping rules of GitHub workflow commands (as in @actions/core's command.ts).
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
