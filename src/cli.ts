// The `agent-eval` command line: picks the command and hands it the process.
import { EXIT_FAIL, EXIT_USAGE, type CommandIo } from './commands/io.ts';
import { didYouMean } from './did-you-mean.ts';
import { errorMessage, formatUserError, UserError } from './errors.ts';

type Command = (argv: string[], io: CommandIo) => Promise<number>;

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  run: {
    summary: 'run suites against an agent (default: the built-in reference agent)',
    load: async () => (await import('./commands/run.ts')).runCommand,
  },
  compare: {
    summary: 'compare two results files and write the reports',
    load: async () => (await import('./commands/compare.ts')).compareCommand,
  },
  validate: {
    summary: 'check suite files and print every error as file:line:col',
    load: async () => (await import('./commands/validate.ts')).validateCommand,
  },
  capture: {
    summary: 'turn recorded conversations into draft suites (detected secrets and personal data replaced), optionally calibrated',
    load: async () => (await import('./commands/capture.ts')).captureCommand,
  },
  judge: {
    summary: 'judge calibrate: measure how well the judge agrees with human labels, per criterion',
    load: async () => (await import('./commands/judge.ts')).judgeCommand,
  },
  serve: {
    summary: 'serve the built-in reference agent (HTTP and WebSocket)',
    load: async () => (await import('./commands/serve.ts')).serveCommand,
  },
  schema: { summary: 'print the suite JSON Schema', load: async () => (await import('./commands/print-schema.ts')).schemaCommand },
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
    return await (
      await command.load()
    )(rest, io);
  } catch (error) {
    return reportError(error, `agent-eval ${name}`, io);
  }
}

/**
 * A mistake the user fixes (an option, an unwritable --out, a bad results file) is its message and
 * fix, exit 2; anything else is a bug, exit 1, its stack shown only with AGENT_EVAL_DEBUG=1 (or in
 * a debug re-run of a GitHub Actions job, which sets RUNNER_DEBUG=1).
 */
function reportError(error: unknown, context: string, io: CommandIo): number {
  if (error instanceof UserError) {
    io.stderr(`${formatUserError(error, context)}\n`);
    return EXIT_USAGE;
  }
  const debug = io.env['AGENT_EVAL_DEBUG'] === '1' || io.env['RUNNER_DEBUG'] === '1';
  const stack = error instanceof Error && error.stack ? `\n${error.stack}` : '';
  const where = debug ? stack : ' (a bug: run again with AGENT_EVAL_DEBUG=1 for the stack trace)';
  io.stderr(`agent-eval: internal error: ${errorMessage(error)}${where}\n`);
  // Exit 1 as a failed run does: a bug is not a mistake the user can fix (2).
  return EXIT_FAIL;
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
    process.exitCode = reportError(error, 'agent-eval', io);
  }
  if (controller.signal.aborted) {
    // Stopped by a signal and what finished is written: leave now, not when a request still open
    // (a trace export, a socket the agent never closes) gives up. Output is flushed first.
    await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((done) => stream.write('', () => done()))));
    process.exit();
  }
}
