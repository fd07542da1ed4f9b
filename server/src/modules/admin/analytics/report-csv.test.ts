// The CSV export's writer: RFC 4180 quoting and formula defusing on text from the database.
import { describe, expect, it } from 'vitest';
import { BookingType } from '../../bookings/booking.entity.js';
import { reportCsv } from './report-csv.js';

const line = (countryName: string) => ({
  periodStart: '2025-01-01',
  kind: BookingType.HOTEL,
  countryCode: 'CI',
  countryName,
  bookings: 1,
  confirmed: 1,
  cancelled: 0,
  revenueMinor: 1050,
});

describe('reportCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const rows = reportCsv([
      line('Côte d\'Ivoire, "Ivory Coast"'),
      line('Line\nbreak'),
      line('=HYPERLINK("http://x")'),
      line('+1'),
      line('@SUM(A1)'),
      line('-2'),
    ]).split('\r\n');
    expect(rows[0]).toBe('period_start,service,country_code,country,bookings,confirmed,cancelled,revenue_usd');
    expect(rows[1]).toBe('2025-01-01,hotel,CI,"Côte d\'Ivoire, ""Ivory Coast""",1,1,0,10.50');
    expect(rows[2]).toBe('2025-01-01,hotel,CI,"Line\nbreak",1,1,0,10.50');
    expect(rows[3]).toBe('2025-01-01,hotel,CI,"\'=HYPERLINK(""http://x"")",1,1,0,10.50');
    expect(rows[4]).toBe("2025-01-01,hotel,CI,'+1,1,1,0,10.50");
    expect(rows[5]).toBe("2025-01-01,hotel,CI,'@SUM(A1),1,1,0,10.50");
    expect(rows[6]).toBe("2025-01-01,hotel,CI,'-2,1,1,0,10.50");
  });

  it('quotes and defuses a text each time it comes back, not only the first', () => {
    const rows = reportCsv([line('=1+1'), line('Kenya'), line('=1+1'), { ...line('a, b'), countryCode: '@X' }, { ...line('a, b'), countryCode: '@X' }]).split(
      '\r\n',
    );
    expect(rows.slice(1, 6)).toEqual([
      "2025-01-01,hotel,CI,'=1+1,1,1,0,10.50",
      '2025-01-01,hotel,CI,Kenya,1,1,0,10.50',
      "2025-01-01,hotel,CI,'=1+1,1,1,0,10.50",
      `2025-01-01,hotel,'@X,"a, b",1,1,0,10.50`,
      `2025-01-01,hotel,'@X,"a, b",1,1,0,10.50`,
    ]);
    expect(rows[6]).toBe('');
  });
});
