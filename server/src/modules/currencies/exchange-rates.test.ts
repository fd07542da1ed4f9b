// A mobile-money charge is made in whole units of the provider's currency at the locked rate, rounded up: the payer is
// never asked for less than the price.
import { describe, expect, it } from 'vitest';
import { wholeUnitsAt } from './exchange-rates.js';

describe('wholeUnitsAt', () => {
  it('converts USD minor units to whole units of the currency', () => {
    expect(wholeUnitsAt(8_800, 129.3)).toBe(11_379); // 11,378.4 → up
    expect(wholeUnitsAt(10_000, 1452)).toBe(145_200);
    expect(wholeUnitsAt(0, 129.3)).toBe(0);
  });

  it('rounds any fraction up, but not a float error on an exact amount', () => {
    expect(wholeUnitsAt(1, 1)).toBe(1); // 0.01 → 1
    expect(wholeUnitsAt(101, 1)).toBe(2); // 1.01 → 2
    // 0.7 × 100 is 70.00000000000001 in floating point: still 70 units.
    expect(wholeUnitsAt(70, 100)).toBe(70);
    expect(wholeUnitsAt(1_000, 0.7)).toBe(7);
  });
});
