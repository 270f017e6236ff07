// The `agent-eval` command line: picks the command and hands it the process.
import { EXIT_USAGE, UsageError, type CommandIo } from './commands/io.ts';
import { didYouMean } from './did-you-mean.ts';
import { OutputError } from './files.ts';

type Command = (argv: string[], io: CommandIo) => Promise<number>;

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  run: { summary: 'run suites against an agent (default: the built-in reference agent)', load: async () => (await import('./commands/run.ts')).runCommand },
  compare: { summary: 'compare two results files and write the reports', load: async () => (await import('./commands/compare.ts')).compareCommand },
  validate: { summary: 'check suite files and print every error as file:line:col', load: async () => (await import('./commands/validate.ts')).validateCommand },
  serve: { summary: 'serve the built-in reference agent (HTTP and WebSocket)', load: async () => (await import('./commands/serve.ts')).serveCommand },
  schema: { summary: 'print the suite JSON Schema', load: async () => (await import('./commands/schema.ts')).schemaCommand },
};

export const USAGE = `usage: agent-eval <command> [options]

commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`)
  .join('\n')}

Run 'agent-eval <command> --help' for the options of a command.`;

export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${USAGE}\n`);
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version') {
    io.stdout(`${(await import('./version.ts')).VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    const suggestion = didYouMean(name, Object.keys(COMMANDS));
    io.stderr(`agent-eval: unknown command '${name}'${suggestion ? ` (did you mean ${suggestion}?)` : ''}\n\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    return await (await command.load())(rest, io);
  } catch (error) {
    // Mistakes the user fixes (an option, an unwritable --out): the message and its fix, no stack.
    if (error instanceof UsageError || error instanceof OutputError) {
      io.stderr(`agent-eval ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

/** Runs the CLI on this process: wires signals and exits with the command's code. */
export async function runCli(): Promise<void> {
  const controller = new AbortController();
  let interrupted = 0;
  const onSignal = (sig: NodeJS.Signals): void => {
    interrupted += 1;
    if (interrupted > 1) process.exit(130);
    process.stderr.write(`\nagent-eval: ${sig} received, writing what finished (press again to quit at once)\n`);
    controller.abort(new Error(sig));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const io: CommandIo = {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    isTty: Boolean(process.stdout.isTTY),
    signal: controller.signal,
  };
  try {
    process.exitCode = await main(process.argv.slice(2), io);
  } catch (error) {
    process.stderr.write(`agent-eval: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  }
  if (controller.signal.aborted) {
    // Stopped by a signal and what finished is written: leave now, not when a request still open
    // (a trace export, a socket the agent never closes) gives up. Output is flushed first.
    await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((done) => stream.write('', () => done()))));
    process.exit();
  }
}
