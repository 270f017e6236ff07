// Small file helpers shared by the commands: atomic writes so a crash never leaves half a report,
// and the one translation of a failed write (full disk, read-only or unwritable folder) into an
// error that names the path, the cause and the fix.
import { accessSync, constants, statSync, type Stats } from 'node:fs';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { UserError } from './errors.ts';

/**
 * A file or folder that must be written cannot be: a configuration problem the user fixes (exit 2
 * in the CLI, "Configuration error" in the action), not a failed evaluation and not a bug.
 */
export class OutputError extends UserError {
  override name = 'OutputError';
  /** The file or folder that could not be written. */
  readonly path: string;
  /** The system error code (ENOSPC, EROFS, EACCES, ...). */
  readonly code: string;
  constructor(message: string, path: string, code: string) {
    super(message);
    this.path = path;
    this.code = code;
  }
}

/**
 * The error to throw when writing `path` failed: a system error (it has a code) becomes an
 * OutputError saying what is wrong and how to fix it; anything else is returned unchanged.
 */
export function outputError(path: string, error: unknown): Error {
  if (error instanceof OutputError) return error;
  const reported = (error as NodeJS.ErrnoException | null)?.code;
  if (!(error instanceof Error)) return new Error(String(error));
  if (typeof reported !== 'string') return error;
  const code = reported === 'ENOENT' ? (whyNotCreated(path) ?? reported) : reported;
  const { cause, fix } = describeWriteFailure(code, path, error.message);
  return new OutputError(`cannot write ${path}: ${cause} (${code}); ${fix}`, path, code);
}

/**
 * Why a folder on the path could not be made, when the system said only ENOENT: Node's recursive
 * mkdir, refused a folder on a read-only file system (EROFS) or in an unwritable one (EACCES),
 * reports that the folder it could not make does not exist. The nearest folder that exists says why.
 */
function whyNotCreated(path: string): string | undefined {
  for (let at = path; dirname(at) !== at;) {
    at = dirname(at);
    const info = statIfAny(at);
    if (info === undefined) continue;
    if (!info.isDirectory()) return undefined;
    try {
      accessSync(at, constants.W_OK);
      return undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return typeof code === 'string' ? code : undefined;
    }
  }
  return undefined;
}

function describeWriteFailure(code: string, path: string, message: string): { cause: string; fix: string } {
  switch (code) {
    case 'ENOSPC':
      return { cause: 'no space left on the device (the disk is full)', fix: 'free some space, or write to a folder on another disk' };
    case 'EDQUOT':
      return { cause: 'the disk quota is used up', fix: 'free some space within the quota, or write to another folder' };
    case 'EROFS':
      return { cause: 'the file system is read-only', fix: 'write to a folder on a writable file system' };
    case 'EACCES':
    case 'EPERM':
      return { cause: 'permission denied', fix: 'give the user running agent-eval write access to the folder, or write to another folder' };
    case 'ENOTDIR':
    case 'EEXIST': {
      const file = fileInTheWay(path);
      return {
        cause: file === undefined ? 'a part of the path is not a folder' : `${file} is a regular file, not a folder`,
        fix: 'move that file away, or write to another folder',
      };
    }
    case 'EISDIR':
      return { cause: 'a folder of that name is in the way', fix: 'move the folder away, or write to another folder' };
    case 'ENOENT':
      return { cause: 'a folder on the path does not exist (it was removed while writing?)', fix: 'check the path and write again' };
    case 'EMFILE':
    case 'ENFILE':
      return { cause: 'too many open files', fix: 'raise the limit of open files (ulimit -n) or lower --concurrency' };
    case 'ENAMETOOLONG':
      return { cause: 'the path is too long', fix: 'write to a folder with a shorter path' };
    default:
      return { cause: message.replace(/^[A-Z]+: /, '').replace(/, \w+( '.*')?$/, ''), fix: 'check the path and the disk' };
  }
}

/** The nearest existing ancestor of `path` (or `path` itself) that is not a folder. */
function fileInTheWay(path: string): string | undefined {
  for (let at = path; ; at = dirname(at)) {
    const info = statIfAny(at);
    if (info !== undefined) return info.isDirectory() ? undefined : at;
    if (dirname(at) === at) return undefined;
  }
}

/** The file's stat, or undefined when nothing is there (Node 20 throws ENOTDIR under a file, Node 22+ does not). */
function statIfAny(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** Runs one file-system step of writing `path`; its failure becomes outputError(path, ...). */
async function writing<T>(path: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw outputError(path, error);
  }
}

/**
 * Makes the folder (and its parents) and writes and removes a small file in it, so a folder that
 * cannot take the reports fails before any work is done, not after.
 */
export async function ensureWritableDir(dir: string): Promise<void> {
  const probe = join(dir, `.agent-eval-write-check.${process.pid}.tmp`);
  await writing(dir, async () => {
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(probe, 'agent-eval checks that this folder can be written\n');
    } finally {
      await rm(probe, { force: true }).catch(() => undefined);
    }
  });
}

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const tmp = tempPath(path);
  await writing(path, async () => {
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(tmp, content);
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true }).catch(() => undefined); // a full disk keeps no half-written copy
      throw error;
    }
  });
}

export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Small pieces are gathered up to this size before a write: few writes, and a batch short-lived enough to stay out of the old generation. */
const BATCH_CHARS = 64 * 1024;

/**
 * Writes the pieces one after the other into a temporary file, renamed over `path` at the end, so
 * a file larger than memory (or than the longest string V8 allows) is never whole in memory.
 */
export async function writeFileAtomicFrom(path: string, pieces: AsyncIterable<string>): Promise<void> {
  const tmp = tempPath(path);
  const handle = await writing(path, async () => {
    await mkdir(dirname(path), { recursive: true });
    return open(tmp, 'w');
  });
  // Only the writes are write failures: an error while producing the pieces keeps its own cause.
  try {
    let batch = '';
    for await (const piece of pieces) {
      batch += piece;
      if (batch.length >= BATCH_CHARS) {
        await writing(path, () => writeString(handle, batch));
        batch = '';
      }
    }
    await writing(path, () => writeString(handle, batch));
    await writing(path, () => handle.close());
    await writing(path, () => rename(tmp, path));
  } catch (e) {
    await handle.close().catch(() => undefined);
    await rm(tmp, { force: true }).catch(() => undefined);
    throw e;
  }
}

function tempPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
}

/**
 * Writes the text at the handle's position. A string goes to the file without a Buffer of its own
 * per call (many short-lived Buffers are memory the garbage collector sees late).
 */
export async function writeString(handle: FileHandle, text: string): Promise<void> {
  const { bytesWritten } = await handle.write(text, null, 'utf8');
  if (bytesWritten < Buffer.byteLength(text)) await handle.writeFile(Buffer.from(text).subarray(bytesWritten));
}
