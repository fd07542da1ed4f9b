import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted', () => {
  it('says one listing, and listings for any other count', () => {
    expect(counted(1, 'listing')).toBe('1 listing');
    expect(counted(0, 'listing')).toBe('0 listings');
    expect(counted(3, 'booking')).toBe('3 bookings');
    expect(counted(2, 'person', 'people')).toBe('2 people');
  });
});
