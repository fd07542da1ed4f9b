// A partner's bookings as a CSV file for spreadsheets: every booking the screen's filters match (read page by page),
// RFC 4180 quoting, and text a spreadsheet would run as a formula (=, +, -, @ first) prefixed with an apostrophe, so a
// traveller's name or request cannot execute on the partner's machine.
import type { ApolloClient } from '@apollo/client';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { PartnerBookingsDocument, type PartnerBookingFilterInput, type PartnerBookingsQuery } from './gql/graphql';

type BookingRow = PartnerBookingsQuery['partnerBookings']['nodes'][number];

/** The largest page the server gives. */
const CSV_PAGE_SIZE = 100;

const columns = [
  'reference',
  'status',
  'payment',
  'listing',
  'start_date',
  'start_time',
  'end_date',
  'nights_or_days',
  'room_type',
  'table',
  'vehicle',
  'party_size',
  'units',
  'traveller',
  'email',
  'phone',
  'occasion',
  'seating',
  'requests',
  'total_usd',
  'booked_at',
] as const;

function record(booking: BookingRow): (string | number)[] {
  const { choices } = booking;
  return [
    booking.reference,
    booking.status,
    booking.paymentStatus,
    booking.listingName,
    booking.startDate,
    booking.startTime ?? '',
    booking.endDate,
    choices.nights ?? choices.days ?? '',
    choices.roomType ?? '',
    choices.table ?? '',
    choices.vehicle ?? '',
    booking.partySize,
    booking.units,
    booking.contactName,
    booking.email,
    booking.phone ?? '',
    choices.occasion ?? '',
    choices.seatingPreference ?? '',
    choices.specialRequests ?? '',
    booking.total.amount.toFixed(2),
    String(booking.createdAt),
  ];
}

/** The CSV text of the bookings the filter matches, every page of them. */
export async function bookingsCsv(client: ApolloClient, filter: Omit<PartnerBookingFilterInput, 'page' | 'size'>): Promise<string> {
  const rows: BookingRow[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.query({
      query: PartnerBookingsDocument,
      variables: { filter: { ...filter, page, size: CSV_PAGE_SIZE } },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no answer');
    const list = data.partnerBookings;
    rows.push(...list.nodes);
    if (page * list.pageSize >= list.totalCount || list.nodes.length === 0) break;
  }
  return stringify([[...columns], ...rows.map(record)], { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
