// The times a venue's booking form offers (issue 29): only while it is open, a closing time at or before the
// opening one being after midnight, as the server's rule (booking-kind.ts withinHours) reads it.
import { describe, expect, it } from 'vitest';
import { openTimeSlots } from '../src/features/booking/checkout';

describe('openTimeSlots', () => {
  it('offers a bar open 12:30 until midnight from 12:30 to 23:30, never 03:00 or midnight', () => {
    const slots = openTimeSlots('12:30', '00:00');
    expect(slots[0]).toBe('12:30');
    expect(slots.at(-1)).toBe('23:30');
    expect(slots).toHaveLength(23);
    expect(slots).not.toContain('03:00');
    expect(slots).not.toContain('00:00');
  });

  it('runs past midnight for a club open 20:00 to 03:00', () => {
    expect(openTimeSlots('20:00', '03:00')).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
    ]);
  });

  it('takes the seconds of a time column, and offers the whole day when opening and closing are the same', () => {
    expect(openTimeSlots('18:00:00', '20:00:00')).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(openTimeSlots('00:00', '00:00')).toHaveLength(48);
  });
});
