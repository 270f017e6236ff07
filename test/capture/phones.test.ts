// International phone numbers in free text by libphonenumber: whole, the country code and a "(0)"
// trunk prefix included; never a date or an order number; bounded on a text full of "+".
import { describe, expect, it } from 'vitest';
import { findPhones } from '../../src/capture/phones.ts';

const found = (text: string) => findPhones(text).map((s) => text.slice(s.start, s.end));

describe('findPhones', () => {
  it('finds international numbers whole', () => {
    expect(found('call +44 (0) 20 7946 0958 or +81 3-1234-5678, or +1 415 555 2671')).toEqual([
      '+44 (0) 20 7946 0958',
      '+81 3-1234-5678',
      '+1 415 555 2671',
    ]);
  });

  it('parses at most 200 candidates of one text', () => {
    expect(found('+44 20 7946 0958 '.repeat(1000))).toHaveLength(200);
  });

  it('finds no phone in a date, a time, an order number or a short text', () => {
    expect(found('on 2026-03-08T12:00:00Z order 12345678, pass rate 0.833, 2+2 is 4')).toEqual([]);
    expect(found('hi 12')).toEqual([]);
  });
});
