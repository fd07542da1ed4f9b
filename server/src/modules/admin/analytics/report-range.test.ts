// How a range is read from the monthly and daily rollups: the fewest days around the months.
import { describe, expect, it } from 'vitest';
import { monthsAndDays } from './report-range.js';

describe('monthsAndDays', () => {
  it('reads whole months alone', () => {
    expect(monthsAndDays({ from: '2025-01-01', to: '2025-03-31' })).toEqual({ months: { from: '2025-01-01', to: '2025-03-31' }, plus: [], minus: [] });
  });

  it('adds the days of a month mostly outside the range and takes away those of a month mostly inside it', () => {
    // The last twelve months seen on 24 November: six days of last November, and this November less its last six days.
    expect(monthsAndDays({ from: '2025-11-25', to: '2026-11-24' })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-30' },
      plus: [{ from: '2025-11-25', to: '2025-11-30' }],
      minus: [{ from: '2026-11-25', to: '2026-11-30' }],
    });
  });

  it('reads days alone for a short range, and a month less both ends for most of one', () => {
    expect(monthsAndDays({ from: '2024-02-10', to: '2024-02-14' })).toEqual({ months: null, plus: [{ from: '2024-02-10', to: '2024-02-14' }], minus: [] });
    expect(monthsAndDays({ from: '2024-02-03', to: '2024-02-27' })).toEqual({
      months: { from: '2024-02-01', to: '2024-02-29' },
      plus: [],
      minus: [
        { from: '2024-02-01', to: '2024-02-02' },
        { from: '2024-02-28', to: '2024-02-29' },
      ],
    });
    expect(monthsAndDays({ from: '2024-01-20', to: '2024-02-10' })).toEqual({
      months: null,
      plus: [
        { from: '2024-01-20', to: '2024-01-31' },
        { from: '2024-02-01', to: '2024-02-10' },
      ],
      minus: [],
    });
  });
});
