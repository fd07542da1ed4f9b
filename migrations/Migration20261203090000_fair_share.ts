import { Migration } from '@mikro-orm/migrations';

/**
 * Fair share of inventory: a booking records the address it was placed from, and an unverified guest's unpaid booking
 * the time by which the guest must open the e-mailed link; the pending ones of a client are counted by address or e-mail.
 */
export class Migration20261203090000_fair_share extends Migration {
  override name = 'Migration20261203090000_fair_share';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add column "email_confirm_by" timestamptz null, add column "client_address" varchar(45) null;`);
    this.addSql(`create index "booking_pending_address_idx" on "booking" ("client_address") where "status" = 'held' or "email_confirm_by" is not null;`);
    this.addSql(`create index "booking_pending_email_idx" on "booking" ("email") where "status" = 'held' or "email_confirm_by" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "booking_pending_email_idx";`);
    this.addSql(`drop index "booking_pending_address_idx";`);
    this.addSql(`alter table "booking" drop column "client_address", drop column "email_confirm_by";`);
  }
}
