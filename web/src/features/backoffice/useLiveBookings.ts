// A partner's bookings as they are confirmed, changed or cancelled (server-sent events from /api/partner/bookings/live,
// fed by PostgreSQL NOTIFY on every API process). Any partner dashboard calls it with what to do on arrival,
// typically refetching its booking list; it also fires after a reconnect, as events may have been missed.
// It answers whether the stream is up, so a screen can fall back to polling while it is not.
import { useEffect, useRef, useState } from 'react';

export interface LiveBooking {
  change: 'confirmed' | 'modified' | 'cancelled' | 'noShow' | 'walkIn';
  reference: string;
  type: string;
  listingId: number;
  listingName: string;
  startDate: string;
}

export const LIVE_BOOKINGS_URL = '/api/partner/bookings/live';

export function useLiveBookings(onBooking: (booking: LiveBooking | null) => void): { connected: boolean } {
  const latest = useRef(onBooking);
  latest.current = onBooking;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const source = new EventSource(LIVE_BOOKINGS_URL, { withCredentials: true });
    let opened = false;
    source.addEventListener('booking', (event) => latest.current(JSON.parse((event as MessageEvent<string>).data) as LiveBooking));
    source.addEventListener('open', () => {
      // A reopened stream may have missed events: the list reloads.
      if (opened) latest.current(null);
      opened = true;
      setConnected(true);
    });
    // The browser retries by itself (or gives up on a refusal); meanwhile the caller polls.
    source.addEventListener('error', () => setConnected(false));
    return () => source.close();
  }, []);
  return { connected };
}
