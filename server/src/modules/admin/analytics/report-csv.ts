// The report as CSV for spreadsheets: RFC 4180 quoting, and text that a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe, so an exported name cannot execute.
import { stringify } from 'csv-stringify/sync';
import type { ReportLine } from './analytics.service.js';
import type { ReportRange } from './report-range.js';

const columns = ['period_start', 'service', 'country_code', 'country', 'bookings', 'confirmed', 'cancelled', 'revenue_usd'];

// A lone line feed is a line break to spreadsheets too: quote it, not only the CRLF records end with.
const options = { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

export function reportCsv(lines: ReportLine[]): string {
  // A year by day is 85,000 lines but only a few hundred distinct texts (days, kinds, countries): each text is
  // quoted and defused by the writer once, and the lines are joined from the results.
  const cells = new Map<string, string>();
  const cell = (text: string) => {
    let written = cells.get(text);
    if (written === undefined) {
      written = stringify([[text]], { ...options, eof: false });
      cells.set(text, written);
    }
    return written;
  };
  const records = lines.map((line) =>
    [
      cell(line.periodStart),
      cell(line.kind),
      cell(line.countryCode),
      cell(line.countryName),
      line.bookings,
      line.confirmed,
      line.cancelled,
      (line.revenueMinor / 100).toFixed(2),
    ].join(','),
  );
  return [stringify([columns], { ...options, eof: false }), ...records, ''].join('\r\n');
}

export const reportFileName = ({ from, to, period }: ReportRange) => `bookings-report_${from}_${to}_${period}.csv`;
