import { describe, expect, it } from 'vitest';
import { centsToDollars, feeCents, formatCents, formatDollars, progressPercent, toCents } from './money.ts';
import { CARD_FEE_PER_MILLE, SHIPPING_FEE_CENTS } from './checkout/constants.ts';

describe('toCents', () => {
  it.each([
    [0, 0],
    [10, 1000],
    [25.88, 2588],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1500, 150000],
    [-5.5, -550],
  ])('%s dollars -> %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('absorbs binary floating-point noise', () => {
    expect(toCents(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(toCents(1.15)).toBe(115); // 114.99999999999999
  });
});

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [2500, 25],
    [2588, 25.88],
    [5, 0.05],
    [150000, 1500],
    [-150, -1.5],
  ])('%s cents -> %s dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('round-trips with toCents', () => {
    for (const cents of [1, 99, 101, 1999, 2588, 123456]) expect(toCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [2588, '$25.88'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [150000, '$1,500.00'],
    [123456789, '$1,234,567.89'],
    [-2588, '-$25.88'],
    [-150000, '-$1,500.00'],
    [-5, '-$0.05'],
  ])('%s -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('never shows a negative zero', () => {
    expect(formatCents(-0)).toBe('$0.00');
  });

  it('rounds a fractional cent figure to the cent', () => {
    expect(formatCents(12.6)).toBe('$0.13');
    expect(formatCents(-0.4)).toBe('$0.00');
  });

  it('writes the short form without ".00" on whole dollars (the star lock text)', () => {
    expect(formatCents(20000, { wholeDollarsShort: true })).toBe('$200');
    expect(formatCents(125000, { wholeDollarsShort: true })).toBe('$1,250');
    expect(formatCents(9950, { wholeDollarsShort: true })).toBe('$99.50');
    expect(formatCents(0, { wholeDollarsShort: true })).toBe('$0');
    expect(formatCents(-20000, { wholeDollarsShort: true })).toBe('-$200');
  });

  it('writes the plain form of report cells: two decimals, no "$", no separator', () => {
    expect(formatCents(150050, { plain: true })).toBe('1500.50');
    expect(formatCents(-200, { plain: true })).toBe('-2.00');
    expect(formatCents(5, { plain: true })).toBe('0.05');
  });
});

describe('formatDollars', () => {
  it('formats API dollars through the cents', () => {
    expect(formatDollars(1500.5)).toBe('$1,500.50');
    expect(formatDollars(-10)).toBe('-$10.00');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(1250.5, { wholeDollarsShort: true })).toBe('$1,250.50');
    expect(formatDollars(1500.5, { plain: true })).toBe('1500.50');
  });
});

describe('feeCents (3.5%, half-up to the cent)', () => {
  it('uses 3.5%', () => {
    expect(CARD_FEE_PER_MILLE).toBe(35);
  });

  it.each([
    [0, 0],
    [1000, 35], // $10 donation -> $0.35
    [2500, 88], // 87.5 -> 88
    [4800, 168], // 168.0
    [2800, 98], // $20 shirt + $8 shipping
    [3000, 105], // one in-person runner
    [10000, 350],
    [123456, 4321], // 4320.96
  ])('fee of %s cents is %s cents', (subtotal, fee) => {
    expect(feeCents(subtotal)).toBe(fee);
  });

  it('rounds exactly half a cent up', () => {
    // subtotal * 0.035 ends in .5 for subtotals of 100, 300, 500 ... cents.
    expect(feeCents(100)).toBe(4); // 3.5
    expect(feeCents(300)).toBe(11); // 10.5
    expect(feeCents(2100)).toBe(74); // 73.5
    expect(feeCents(2500)).toBe(88); // 87.5
  });

  it('rounds just below half down and just above half up', () => {
    expect(feeCents(14)).toBe(0); // 0.49
    expect(feeCents(15)).toBe(1); // 0.525
    expect(feeCents(1299)).toBe(45); // 45.465
    expect(feeCents(1300)).toBe(46); // 45.5
    expect(feeCents(1301)).toBe(46); // 45.535
  });

  it('always returns whole cents', () => {
    for (let cents = 0; cents <= 5000; cents += 7) expect(Number.isInteger(feeCents(cents))).toBe(true);
  });

  it('matches the spec total: $25 donation + shirt + shipping', () => {
    const subtotal = 2500 + 2000 + SHIPPING_FEE_CENTS;
    expect(subtotal).toBe(5300);
    expect(feeCents(subtotal)).toBe(186); // 185.5 -> 186
  });
});

describe('progressPercent', () => {
  it('gives the share of the goal with two decimals', () => {
    expect(progressPercent(50, 100)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(0, 100)).toBe(0);
  });

  it('is capped at 100', () => {
    expect(progressPercent(100, 100)).toBe(100);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(1_000_000, 1)).toBe(100);
  });

  it('counts a zero or negative goal as 0%', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(500, 0)).toBe(0);
    expect(progressPercent(500, -10)).toBe(0);
  });
});
