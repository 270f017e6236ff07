import { describe, expect, it } from 'vitest';
import { factsAdd, factsRemove, factsUpdate, forbiddenFacts } from '../../src/assertions/facts.ts';
import { observed } from './observed.ts';

describe('facts_add', () => {
  it('passes a new fact with the value, strings compared trimmed and case-insensitively', () => {
    const o = observed({ facts_before: {}, facts_after: { customer_name: ' ann ', plan: 'pro' } });
    expect(factsAdd([{ key: 'customer_name', value: 'Ann' }], o)[0]).toMatchObject({
      key: 'facts_add',
      pass: true,
      reason: 'added "customer_name" = "Ann"',
      actual: { before: {}, after: { customer_name: ' ann ' } },
    });
  });

  it('fails naming every fact not added, added with another value, or present before', () => {
    const o = observed({ facts_before: { plan: 'pro' }, facts_after: { plan: 'pro', customer_name: 'Bob' } });
    const [r] = factsAdd(
      [
        { key: 'customer_name', value: 'Ann' },
        { key: 'order_id', value: 'A1' },
        { key: 'plan', value: 'pro' },
      ],
      o,
    );
    expect(r).toMatchObject({
      code: 'FACT_DRIFT',
      reason: '"customer_name" added as "Bob", expected "Ann"; "order_id" not added; "plan" already present before the turn ("pro")',
    });
  });

  it('compares structured values deeply without coercing types', () => {
    const o = observed({ facts_after: { address: { city: 'PARIS', zip: '75001' }, party_size: '4' } });
    expect(factsAdd([{ key: 'address', value: { zip: '75001', city: 'Paris' } }], o)[0]?.pass).toBe(true);
    expect(factsAdd([{ key: 'party_size', value: 4 }], o)[0]?.reason).toBe('"party_size" added as "4", expected 4');
  });

  it('measures a final assertion from the start of the conversation', () => {
    const o = observed({ scope: 'final', facts_before: { plan: 'pro' }, facts_after: { plan: 'pro' } });
    expect(factsAdd([{ key: 'plan', value: 'pro' }], o)[0]?.reason).toBe('"plan" already present at the start of the conversation ("pro")');
  });
});

describe('facts_update', () => {
  it('passes a changed value', () => {
    const o = observed({ facts_before: { plan: 'basic' }, facts_after: { plan: 'Pro' } });
    expect(factsUpdate([{ key: 'plan', value: 'pro' }], o)[0]).toMatchObject({
      pass: true,
      reason: 'updated "plan" = "pro"',
      actual: { before: { plan: 'basic' }, after: { plan: 'Pro' } },
    });
  });

  it('fails naming absent, unchanged, removed and wrongly changed facts', () => {
    const o = observed({
      facts_before: { plan: 'pro', price: 10, seats: 2 },
      facts_after: { plan: 'pro', seats: 3, name: 'Ann' },
    });
    const [r] = factsUpdate(
      [
        { key: 'name', value: 'Ann' },
        { key: 'plan', value: 'PRO' },
        { key: 'price', value: 12 },
        { key: 'seats', value: 4 },
      ],
      o,
    );
    expect(r).toMatchObject({
      code: 'FACT_DRIFT',
      reason:
        '"name" not present before the turn; "plan" already "PRO" before the turn; "price" removed, expected 12; "seats" is 3, expected 4',
    });
  });
});

describe('facts_remove', () => {
  it('passes a removed fact', () => {
    const o = observed({ facts_before: { incorrect_price: 12 }, facts_after: {} });
    expect(factsRemove(['incorrect_price'], o)[0]).toMatchObject({ pass: true, reason: 'removed "incorrect_price"' });
  });

  it('fails a fact still present or never there', () => {
    const o = observed({ facts_before: { incorrect_price: 12 }, facts_after: { incorrect_price: 12 } });
    expect(factsRemove(['incorrect_price', 'coupon'], o)[0]).toMatchObject({
      code: 'FACT_DRIFT',
      reason: '"incorrect_price" still present (12); "coupon" not present before the turn',
    });
  });
});

describe('forbidden_facts', () => {
  it('passes when absent after the turn, whatever was there before', () => {
    const o = observed({ facts_before: { incorrect_price: 12 }, facts_after: { plan: 'pro' } });
    expect(forbiddenFacts(['incorrect_price'], o)[0]).toMatchObject({ pass: true, reason: 'none of "incorrect_price" present' });
  });

  it('fails naming each forbidden fact present', () => {
    const o = observed({ facts_after: { incorrect_price: 12.5, plan: 'pro', ssn: '123' } });
    expect(forbiddenFacts(['incorrect_price', 'ssn', 'iban'], o)[0]).toMatchObject({
      code: 'FACT_DRIFT',
      reason: 'forbidden fact "incorrect_price" is present (12.5); forbidden fact "ssn" is present ("123")',
      actual: { before: {}, after: { incorrect_price: 12.5, ssn: '123' } },
    });
  });
});
