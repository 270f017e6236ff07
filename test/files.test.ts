// The one translation of a failed write into a configuration error: the path, the cause in words
// (a read-only disk is not a missing folder), and the fix. Causes this machine cannot produce for
// real (a read-only mount, a quota) are given as the system error Node would raise.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OutputError, outputError } from '../src/files.ts';
import { tempDir } from './helpers/temp-dir.ts';

// A read-only mount cannot be made here: the folders in `readOnly` answer a write check as one does.
const readOnly = new Set<string>();
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const accessSync: typeof fs.accessSync = (path, mode) => {
    if (readOnly.has(String(path)))
      throw Object.assign(new Error(`EROFS: read-only file system, access '${String(path)}'`), { code: 'EROFS' });
    fs.accessSync(path, mode);
  };
  return { ...fs, default: { ...fs, accessSync }, accessSync };
});

const systemError = (code: string, message: string) =>
  Object.assign(new Error(`${code}: ${message}, open '/data/out/results.json.tmp'`), { code, syscall: 'open' });

describe('outputError', () => {
  it.each([
    ['EROFS', 'read-only file system', 'the file system is read-only (EROFS); write to a folder on a writable file system'],
    ['EDQUOT', 'disk quota exceeded', 'the disk quota is used up (EDQUOT); free some space within the quota, or write to another folder'],
    [
      'ENOSPC',
      'no space left on device',
      'no space left on the device (the disk is full) (ENOSPC); free some space, or write to a folder on another disk',
    ],
    [
      'EACCES',
      'permission denied',
      'permission denied (EACCES); give the user running agent-eval write access to the folder, or write to another folder',
    ],
    [
      'EPERM',
      'operation not permitted',
      'permission denied (EPERM); give the user running agent-eval write access to the folder, or write to another folder',
    ],
    ['EIO', 'i/o error', 'i/o error (EIO); check the path and the disk'],
  ])('%s names the path and the cause', (code, message, said) => {
    const error = outputError('/data/out/results.json', systemError(code, message));
    expect(error).toBeInstanceOf(OutputError);
    expect(error.message).toBe(`cannot write /data/out/results.json: ${said}`);
    expect(error).toMatchObject({ path: '/data/out/results.json', code });
  });

  it('leaves an error that is not a system error as it is (a bug stays a bug)', () => {
    const bug = new TypeError('x is undefined');
    expect(outputError('/data/out/report.md', bug)).toBe(bug);
  });

  it('keeps an OutputError from a deeper writer as it is', () => {
    const first = outputError('/data/out/results.jsonl', systemError('ENOSPC', 'no space left on device'));
    expect(outputError('/data/out', first)).toBe(first);
  });
});

describe('a folder that cannot be made', () => {
  // What Node's recursive mkdir raises when the parent is on a read-only file system.
  const enoent = (path: string) =>
    Object.assign(new Error(`ENOENT: no such file or directory, mkdir '${path}'`), { code: 'ENOENT', syscall: 'mkdir' });

  it('on a read-only file system is reported as read-only, not as a folder removed while writing', async () => {
    const mount = await tempDir('read-only');
    readOnly.add(mount);
    try {
      const out = join(mount, 'report', 'nested');
      const error = outputError(out, enoent(out));
      expect(error).toMatchObject({ path: out, code: 'EROFS' });
      expect(error.message).toBe(`cannot write ${out}: the file system is read-only (EROFS); write to a folder on a writable file system`);
    } finally {
      readOnly.delete(mount);
    }
  });

  it('under a writable folder is still a folder that went missing', async () => {
    const dir = await tempDir('writable');
    const out = join(dir, 'gone', 'results.json');
    expect(outputError(out, enoent(out))).toMatchObject({ code: 'ENOENT' });
  });
});
