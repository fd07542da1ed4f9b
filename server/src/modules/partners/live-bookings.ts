// Live bookings for partners, across API replicas: a booking confirmed, changed or cancelled is announced with
// PostgreSQL NOTIFY on one channel, inside the transaction that does it (delivered only if and when it commits); every API process LISTENs on a dedicated connection that
// reconnects by itself, and hands each event only to the subscribers of the listing's owner, so a partner
// never receives another partner's bookings. Works on the embedded database as on any PostgreSQL.
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../language.js';
import type { BookingType } from '../bookings/booking.entity.js';
import { kindOf } from '../listings/kind-registry.js';
import type { Role } from '../users/role.js';

export const LIVE_BOOKINGS_CHANNEL = 'partner_bookings';

/** What a partner is told of a booking's change (its id and reference; the list reloads the rest). */
export interface LiveBookingEvent {
  ownerId: string;
  /** `noShow` and `walkIn` come from a restaurant's host stand. */
  change: 'confirmed' | 'modified' | 'cancelled' | 'noShow' | 'walkIn';
  bookingId: string;
  reference: string;
  type: BookingType;
  listingId: number;
  listingName: string;
  startDate: string;
}

/** The account that owns a listing, as a booking's announcement reads it. */
export interface ListingOwner {
  id: string;
  email: string;
  first_name: string;
  role: Role;
  language: Language;
}

type Listener = (event: LiveBookingEvent) => void;
/** Where trouble with the listening connection is reported (it never stops the process: the connection is replaced). */
type Warn = (line: string) => void;

const RECONNECT_MAX_MS = 10_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class LiveBookings {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
  private databaseUrl: string | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;

  constructor(private readonly warn: Warn = () => {}) {}

  /** Ends `client`, reporting (not throwing) a failure to: it is being replaced or the process is stopping. */
  private async end(client: pg.Client): Promise<void> {
    await client.end().catch((error: unknown) => this.warn(`Live bookings: closing the listening connection failed: ${describe(error)}`));
  }

  /** Starts listening: resolves once LISTEN is in place (or, when the database is out of reach, once retries are scheduled). */
  async start(databaseUrl: string): Promise<void> {
    this.databaseUrl = databaseUrl;
    await this.connect();
  }

  /** Calls `listener` for each change to a booking of a listing `ownerId` owns; returns the unsubscribe. */
  subscribe(ownerId: string, listener: Listener): () => void {
    const set = this.listeners.get(ownerId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(ownerId, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(ownerId);
    };
  }

  /**
   * Announces a booking's change to its listing's owner, on every API process, and returns that owner (whom the
   * booking's mails address): the owner is read and told in one statement. Null when the listing has no owner. Call it
   * in the transaction that makes the change: PostgreSQL delivers the NOTIFY at its commit, and never after a rollback.
   */
  async announceToOwner(em: EntityManager, event: Omit<LiveBookingEvent, 'ownerId'>): Promise<ListingOwner | null> {
    const [owner] = await em.getConnection().execute<ListingOwner[]>(
      `select u.id, u.email, u.first_name, u.role, u.language, pg_notify(?, jsonb_set(?::jsonb, '{ownerId}', to_jsonb(u.id))::text)
      from app_user u join "${kindOf(event.type).table}" l on l.owner_id = u.id where l.id = ?`,
      [LIVE_BOOKINGS_CHANNEL, JSON.stringify(event), event.listingId],
      'all',
      em.getTransactionContext(),
    );
    return owner ?? null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await this.end(client);
  }

  private deliver(payload: string | undefined) {
    if (!payload) return;
    let event: LiveBookingEvent;
    try {
      event = JSON.parse(payload) as LiveBookingEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.ownerId) ?? []) listener(event);
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'live-bookings' });
    client.on('notification', (message) => {
      if (message.channel === LIVE_BOOKINGS_CHANNEL) this.deliver(message.payload);
    });
    // A lost connection (database restart, network) is replaced; events sent meanwhile are not replayed,
    // which is why subscribers reload their list on reconnect.
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      void this.end(client);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${LIVE_BOOKINGS_CHANNEL}`);
    } catch (error) {
      this.warn(`Live bookings: cannot listen (${describe(error)}); trying again shortly`);
      client.removeAllListeners('end');
      await this.end(client);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await this.end(client);
      return;
    }
    this.attempts = 0;
    this.client = client;
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, 250 * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
