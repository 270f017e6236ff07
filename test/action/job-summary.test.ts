// The job summary stays under GitHub's 1 MiB (in bytes), however large the report: the section that
// does not fit is cut with a note pointing to the report artifact, and later ones are left out.
import { describe, expect, it } from 'vitest';
import { boundedJobSummary, JOB_SUMMARY_CUT_NOTE, JOB_SUMMARY_LIMIT_BYTES } from '../../src/action/job-summary.ts';

function summaryFile() {
  const appended: string[] = [];
  // As appendJobSummary writes it: each section and a line break.
  return {
    appended,
    append: async (markdown: string) => void appended.push(`${markdown}\n`),
    bytes: () => Buffer.byteLength(appended.join('')),
  };
}

describe('boundedJobSummary', () => {
  it('writes sections that fit as they are', async () => {
    const file = summaryFile();
    const write = boundedJobSummary(file.append);
    await write(['## Verdict', 'a table']);
    await write(['more']);
    expect(file.appended).toEqual(['## Verdict\n', 'a table\n', 'more\n']);
  });

  it('cuts a 2 MB list of errors under 1 MiB, counted in bytes, and points to the report artifact', async () => {
    const file = summaryFile();
    const write = boundedJobSummary(file.append);
    // 5,000 errors of multi-byte text: about 2 MB, more bytes than characters.
    const list = Array.from({ length: 5000 }, (_, i) => `- suites/big.yaml:${i}: unknown key ‘bögus’ ${'é'.repeat(200)}`).join('\n');
    await write([`### ❌ Errors in the suite files\n\n${list}`, '### after the cut']);

    expect(Buffer.byteLength(list)).toBeGreaterThan(2 * JOB_SUMMARY_LIMIT_BYTES);
    expect(file.bytes()).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT_BYTES);
    expect(file.bytes()).toBeGreaterThan(JOB_SUMMARY_LIMIT_BYTES - 32 * 1024);
    const text = file.appended.join('');
    expect(text.startsWith('### ❌ Errors in the suite files\n\n- suites/big.yaml:0:')).toBe(true);
    expect(text.endsWith(`é\n\n${JOB_SUMMARY_CUT_NOTE}\n`)).toBe(true); // cut at the end of a line
    expect(JOB_SUMMARY_CUT_NOTE).toContain('the full report is report.md and report.html in the report artifact of this run');
    expect(text).not.toContain('after the cut');
    await write(['later']);
    expect(file.appended.join('')).toBe(text);
  });
});
