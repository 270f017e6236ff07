import { describe, expect, it } from 'vitest';
import { isExpired, matchesTest, parseQuarantine, QuarantineError } from '../../src/compare/quarantine.ts';

describe('parseQuarantine', () => {
  it('accepts test ids, suite-scoped ids and a separate suite_id', () => {
    const entries = parseQuarantine(
      {
        tests: [
          { test_id: 'greeting', reason: 'flaky upstream', expires: '2030-01-31' },
          { test_id: 'booking/refund', reason: 'JIRA-12', expires: '2030-02-28' },
          { suite_id: 'booking', test_id: 'cancel', reason: 'JIRA-13', expires: '2030-02-28' },
        ],
      },
      'suites/quarantine.yaml',
    );
    expect(entries).toHaveLength(3);
    const [any, scoped, separate] = entries;
    expect(any && matchesTest(any, 'faq', 'greeting')).toBe(true);
    expect(scoped && matchesTest(scoped, 'booking', 'refund')).toBe(true);
    expect(scoped && matchesTest(scoped, 'faq', 'refund')).toBe(false);
    expect(separate && matchesTest(separate, 'booking', 'cancel')).toBe(true);
    expect(separate && matchesTest(separate, 'faq', 'cancel')).toBe(false);
  });

  it('names the file and the field of every problem', () => {
    const bad = {
      tests: [
        { test_id: 'a', reason: 'x', expires: '2030-02-30' },
        { test_id: 'b', expires: '2030-01-01', owner: 'me' },
      ],
    };
    expect(() => parseQuarantine(bad, 'suites/quarantine.yaml')).toThrow(QuarantineError);
    try {
      parseQuarantine(bad, 'suites/quarantine.yaml');
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('suites/quarantine.yaml: tests.0.expires: expected a date as YYYY-MM-DD');
      expect(message).toContain('suites/quarantine.yaml: tests.1.reason');
      expect(message).toContain('owner');
      expect(message).toContain('A quarantine file looks like');
    }
  });

  it('rejects a file without a tests list', () => {
    expect(() => parseQuarantine(['a'], 'q.yaml')).toThrow(/q\.yaml: \(top level\)/);
  });
});

describe('isExpired', () => {
  const entry = { test_id: 't', reason: 'r', expires: '2030-01-31' };
  it('applies through the whole expiry day in UTC', () => {
    expect(isExpired(entry, new Date('2030-01-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired(entry, new Date('2030-02-01T00:00:00Z'))).toBe(true);
  });
});
