// Small file helpers shared by the commands: atomic writes so a crash never leaves half a report.
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = tempPath(path);
  await writeFile(tmp, content);
  await rename(tmp, path);
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
  await mkdir(dirname(path), { recursive: true });
  const tmp = tempPath(path);
  const handle = await open(tmp, 'w');
  try {
    let batch = '';
    for await (const piece of pieces) {
      batch += piece;
      if (batch.length >= BATCH_CHARS) {
        await writeString(handle, batch);
        batch = '';
      }
    }
    await writeString(handle, batch);
    await handle.close();
  } catch (e) {
    await handle.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw e;
  }
  await rename(tmp, path);
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
