// The report as CSV for spreadsheets: RFC 4180 quoting, and text that a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe, so an exported name cannot execute.
import { stringify } from 'csv-stringify/sync';
import type { ReportLine } from './analytics.service.js';
import type { ReportRange } from './report-range.js';

const columns = ['period_start', 'service', 'country_code', 'country', 'bookings', 'confirmed', 'cancelled', 'revenue_usd'];

export function reportCsv(lines: ReportLine[]): string {
  const records = lines.map((line) => [
    line.periodStart,
    line.kind,
    line.countryCode,
    line.countryName,
    line.bookings,
    line.confirmed,
    line.cancelled,
    (line.revenueMinor / 100).toFixed(2),
  ]);
  // A lone line feed is a line break to spreadsheets too: quote it, not only the CRLF records end with.
  return stringify(records, { header: true, columns, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

export const reportFileName = ({ from, to, period }: ReportRange) => `bookings-report_${from}_${to}_${period}.csv`;
