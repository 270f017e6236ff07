// File names made from ids check out everywhere: no Windows device name, no refused character,
// no trailing dot or space, no overlong name; ordinary names are kept, changed ones never collide.
import { describe, expect, it } from 'vitest';
import { isPortableFileName, MAX_PORTABLE_NAME_LENGTH, portableFileName, WINDOWS_RESERVED_NAMES } from '../src/portable-name.ts';

/** Windows' device names (learn.microsoft.com, "Naming Files, Paths, and Namespaces"), superscript digits included. */
const DEVICES = ['CON', 'PRN', 'AUX', 'NUL', ...[1, 2, 3, 4, 5, 6, 7, 8, 9, '¹', '²', '³'].flatMap((n) => [`COM${n}`, `LPT${n}`])];

describe('portableFileName', () => {
  it('keeps ordinary names as they are, so existing outputs keep their names', () => {
    for (const name of [
      'refund.yaml',
      'demo_routing.jsonl',
      'captured.billing.refund-2.yaml',
      'émile 🚀.yaml',
      'console.yaml',
      'nullable.txt',
      'com10.txt',
    ])
      expect(portableFileName(name)).toBe(name);
  });

  it('changes every Windows device name, in any case, with or without an extension', () => {
    for (const device of DEVICES) {
      expect(WINDOWS_RESERVED_NAMES).toContain(device);
      for (const name of [device, device.toLowerCase(), `${device}.yaml`, `${device.toLowerCase()}.tar.gz`, `${device} .txt`]) {
        const portable = portableFileName(name);
        expect(portable, name).not.toBe(name);
        expect(isPortableFileName(portable), `${name} -> ${portable}`).toBe(true);
        // The part before the first dot is what Windows compares with its device names.
        expect(DEVICES).not.toContain(portable.split('.')[0]!.trimEnd().toUpperCase());
      }
    }
    expect(portableFileName('con.yaml')).toMatch(/^con_-[0-9a-f]{10}\.yaml$/);
    expect(portableFileName('LPT9.jsonl')).toMatch(/^LPT9_-[0-9a-f]{10}\.jsonl$/);
  });

  it('replaces refused characters and control characters, and drops trailing dots and spaces', () => {
    const cases = [
      'a<b>.yaml',
      'a:b',
      'say "hi".yaml',
      'a/b\\c',
      'pipe|q?star*',
      'tab\there',
      'nul\u0000byte.jsonl',
      'del\u007f',
      'dots...',
      'space ',
      ' lead',
    ];
    for (const name of cases) {
      const portable = portableFileName(name);
      expect(isPortableFileName(portable), `${JSON.stringify(name)} -> ${portable}`).toBe(true);
      expect(portable).not.toMatch(/[<>:"/\\|?*\u0000-\u001f\u007f]|[. ]$|^ /);
    }
    expect(portableFileName('a<b>.yaml')).toMatch(/^a_b_-[0-9a-f]{10}\.yaml$/);
    expect(portableFileName('dots...')).toMatch(/^dots-[0-9a-f]{10}$/);
    expect(portableFileName('..')).toMatch(/^file-[0-9a-f]{10}$/);
    expect(portableFileName('')).toMatch(/^file-[0-9a-f]{10}$/);
    expect(portableFileName('a\uD800.yaml')).toMatch(/^a_-[0-9a-f]{10}\.yaml$/);
  });

  it('clips very long names and keeps the extension', () => {
    const portable = portableFileName(`${'x'.repeat(400)}.yaml`);
    expect(portable.length).toBeLessThanOrEqual(MAX_PORTABLE_NAME_LENGTH);
    expect(portable).toMatch(/^x+-[0-9a-f]{10}\.yaml$/);
    expect(portableFileName('y'.repeat(MAX_PORTABLE_NAME_LENGTH))).toBe('y'.repeat(MAX_PORTABLE_NAME_LENGTH));
    // A clip never splits a character in two.
    expect(isPortableFileName(portableFileName(`${'🚀'.repeat(200)}.yaml`))).toBe(true);
  });

  it('gives names that differ only in case files that differ on a case-folding file system (Windows, macOS)', () => {
    const ids = ['refund.jsonl', 'Refund.jsonl', 'REFUND.jsonl', 'émile.yaml', 'Émile.yaml'];
    const names = ids.map((n) => portableFileName(n));
    expect(names[0]).toBe('refund.jsonl');
    expect(names[1]).toMatch(/^Refund-[0-9a-f]{10}\.jsonl$/);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(ids.length);
  });

  it('is deterministic, and two names that clean alike never share a file', () => {
    expect(portableFileName('a:b.yaml')).toBe(portableFileName('a:b.yaml'));
    const alike = [
      'a:b.yaml',
      'a<b.yaml',
      'a|b.yaml',
      'a_b.yaml',
      'con.yaml',
      'CON.yaml',
      'Con.yaml',
      `${'z'.repeat(300)}1.yaml`,
      `${'z'.repeat(300)}2.yaml`,
    ];
    const names = alike.map((n) => portableFileName(n));
    expect(new Set(names).size).toBe(alike.length);
    // Case-insensitive file systems (Windows, macOS) see CON_-… and con_-… differ by their hash too.
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(alike.length);
  });
});
