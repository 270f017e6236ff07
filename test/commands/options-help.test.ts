// The options part of a command's help: written from the settings table, one option per entry, its
// description wrapped beside it within 100 columns.
import { describe, expect, it } from 'vitest';
import { CAPTURE_HELP } from '../../src/commands/capture.ts';
import { COMPARE_HELP } from '../../src/commands/compare.ts';
import { optionsHelp } from '../../src/commands/options.ts';
import { RUN_HELP } from '../../src/commands/run.ts';
import { flagDescription } from '../../src/settings/describe.ts';

/** The help's lines joined back into one text per option, as flagDescription wrote it. */
const unwrapped = (help: string): string => help.replace(/\n {26}/g, ' ').replace(/\n  (\S+(?: \S+)?)\n {26}/g, '\n  $1 ');

describe('optionsHelp', () => {
  it('puts the description beside a short option and below a long one, wrapped at 100 columns', () => {
    const help = optionsHelp('run', ['concurrency', 'repeats', { option: '-h, --help', description: 'Show this help.' }]);
    expect(help.split('\n')).toEqual([
      '  --concurrency N         Conversations played at once. Default 4 (1 to 256).',
      '  --repeats N|auto|sequential',
      "                          Runs per test, overriding the suites' repeats: a number; sequential (8",
      '                          runs per test, then 8 more for each suite still undecided, up to 32: a',
      '                          suite stops once a regression is shown or ruled out, each look judged at',
      '                          its share of the errors) or sequential:MIN-MAX; auto (4 runs per test,',
      '                          then up to 16 only where the comparison with the baseline can still',
      '                          change) or auto:MIN-MAX. Unset lets each suite decide (a suite that does',
      '                          not say runs each test 16 times).',
      '  -h, --help              Show this help.',
    ]);
  });

  it('shows a switch that is on unless turned off as the way to turn it off', () => {
    expect(optionsHelp('compare', ['failOnInvalid'])).toMatch(/^ {2}--no-fail-on-invalid {4}Exit 0 even when the comparison is invalid/);
  });
});

describe("each command's help", () => {
  it.each([
    ['run', RUN_HELP, ['concurrency', 'memoryPipeline', 'simulatorBaseUrl', 'judgeCacheDir']],
    ['compare', COMPARE_HELP, ['alpha', 'quarantine', 'maxBaselineAge']],
    ['capture', CAPTURE_HELP, ['calibrate', 'target', 'judgeApiKey']],
  ] as const)('agent-eval %s --help says what the settings table says', (command, help, keys) => {
    for (const key of keys) expect(unwrapped(help)).toContain(flagDescription(key, command));
    for (const line of help.split('\n').filter((l) => l.startsWith('  -'))) expect(line.length).toBeLessThanOrEqual(100);
  });
});
