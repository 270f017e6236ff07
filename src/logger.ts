// The Logger port: core code logs through this, never through console or @actions/core directly.
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /**
   * Starts a section of the log a reader can fold (a `::group::` in the action's log). Absent, as in
   * the terminal, the lines are logged flat. Call through withGroup, which always ends the group;
   * GitHub does not nest groups, so a group never starts inside another.
   */
  startGroup?(name: string): void;
  endGroup?(): void;
}

/** Runs `fn` inside a foldable group of the log named `name`; the group ends however `fn` ends, a throw too. */
export async function withGroup<T>(logger: Logger, name: string, fn: () => Promise<T> | T): Promise<T> {
  logger.startGroup?.(name);
  try {
    return await fn();
  } finally {
    logger.endGroup?.();
  }
}

/** Plain stderr/stdout logger for the CLI. Secrets are masked by the caller's `mask` list. */
export function consoleLogger(options: { debug?: boolean; secrets?: readonly string[] } = {}): Logger {
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
  const clean = (m: string): string => maskSecrets(m, secrets);
  return {
    debug: (m) => {
      if (options.debug) process.stderr.write(`debug: ${clean(m)}\n`);
    },
    info: (m) => process.stdout.write(`${clean(m)}\n`),
    warning: (m) => process.stderr.write(`warning: ${clean(m)}\n`),
    error: (m) => process.stderr.write(`error: ${clean(m)}\n`),
  };
}

/** Replaces every occurrence of each secret with ***. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length > 0) out = out.split(s).join('***');
  return out;
}

/**
 * A logger that records lines, for tests and for capturing warnings into reports. A group is the
 * line `group: <name>` and its end `endgroup: <name>`.
 */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const open: string[] = [];
  return {
    lines,
    debug: (m) => lines.push(`debug: ${m}`),
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    startGroup: (name) => {
      open.push(name);
      lines.push(`group: ${name}`);
    },
    endGroup: () => void lines.push(`endgroup: ${open.pop() ?? '(none open)'}`),
  };
}
