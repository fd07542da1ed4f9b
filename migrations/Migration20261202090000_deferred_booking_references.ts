import { Migration } from '@mikro-orm/migrations';

/**
 * A booking is written once, in its final state, at the end of its transaction; its idempotency key and its inventory
 * claims are written before it. Their references to it are therefore checked at commit.
 */
export class Migration20261202090000_deferred_booking_references extends Migration {
  override name = 'Migration20261202090000_deferred_booking_references';

  override up(): void | Promise<void> {
    this.addSql(`alter table "inventory_claim" alter constraint "inventory_claim_booking_id_foreign" deferrable initially deferred;`);
    this.addSql(`alter table "idempotency_key" alter constraint "idempotency_key_booking_id_foreign" deferrable initially deferred;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inventory_claim" alter constraint "inventory_claim_booking_id_foreign" not deferrable;`);
    this.addSql(`alter table "idempotency_key" alter constraint "idempotency_key_booking_id_foreign" not deferrable;`);
  }
}
