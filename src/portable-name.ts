// File names made from ids (suite ids, test ids, conversation ids) that every system can check out:
// Windows refuses device names (CON, NUL, COM1…, with any extension), the characters <>:"/\|?*,
// control characters, and names ending in a dot or a space; every file system limits a name's
// length; Windows and macOS fold case, so `Refund` and `refund` would be one file. An ordinary
// lower-case name is kept as it is, so existing outputs keep their names; any other is cleaned and
// suffixed with a hash of the original, so two ids never share a file, in any case.
import { createHash } from 'node:crypto';

/** Windows' reserved device names, compared case-insensitively with the part of a name before its first dot. */
export const WINDOWS_RESERVED_NAMES: readonly string[] = [
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, '¹', '²', '³'].flatMap((n) => [`COM${n}`, `LPT${n}`]),
  // The older COM0 and LPT0 are refused by some Windows versions too.
  'COM0',
  'LPT0',
];

const RESERVED = new Set(WINDOWS_RESERVED_NAMES.map((n) => n.toUpperCase()));

/** The longest name kept (in UTF-16 units): well under the 255 of NTFS, ext4 and APFS, leaving room for the folders above. */
export const MAX_PORTABLE_NAME_LENGTH = 120;

/** Characters Windows refuses in a name, and control characters. */
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/;
const FORBIDDEN_ALL = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
/** A lone surrogate: no file system can store it as UTF-8 or UTF-16. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

const HASH_LENGTH = 10;

function reservedStart(name: string): boolean {
  // Windows ignores trailing spaces before the dot: "CON .txt" is CON too.
  return RESERVED.has(name.split('.')[0]!.trimEnd().toUpperCase());
}

/** Whether `name` can be a file name on Windows, macOS and Linux alike (and is not "." or ".."). */
export function isPortableFileName(name: string, maxLength = MAX_PORTABLE_NAME_LENGTH): boolean {
  return (
    name.length > 0 &&
    name.length <= maxLength &&
    name !== '.' &&
    name !== '..' &&
    !FORBIDDEN.test(name) &&
    !/[. ]$/.test(name) &&
    !/^ /.test(name) &&
    !reservedStart(name) &&
    !LONE_SURROGATE.test(name)
  );
}

/**
 * `name` when it is portable and has no capital letter; otherwise a portable name close to it:
 * forbidden characters become "_", a reserved device name gets a "_", the stem is clipped, and "-"
 * and a hash of the original name go before the extension. Deterministic, so a resumed run finds
 * the same file.
 */
export function portableFileName(name: string, maxLength = MAX_PORTABLE_NAME_LENGTH): string {
  if (isPortableFileName(name, maxLength) && name === name.toLowerCase()) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(name.slice(dot)) ? name.slice(dot) : '';
  const hash = createHash('sha256').update(name).digest('hex').slice(0, HASH_LENGTH);
  const room = Math.max(1, maxLength - extension.length - HASH_LENGTH - 1);
  let stem = (extension === '' ? name : name.slice(0, dot))
    .replace(LONE_SURROGATES, '_')
    .replace(FORBIDDEN_ALL, '_')
    .replace(/^[. ]+/, '')
    .slice(0, room)
    .replace(/[\uD800-\uDBFF]$/, '')
    .replace(/[. ]+$/, '');
  if (stem === '') stem = 'file';
  if (reservedStart(stem)) stem = stem.replace(/^[^.]*/, (device: string) => `${device.trimEnd()}_`);
  return `${stem}-${hash}${extension}`;
}
