import { Migration } from '@mikro-orm/migrations';

/**
 * Cart plans kept per account (issue 29): what the traveller chose for a cart item (dates, time, party, rooms, a
 * tour's departure, a restaurant's table and pre-order) travels with the item, so the cart follows them to another
 * device. Favourites have none.
 */
export class Migration20261209110000_cart_plans extends Migration {
  override name = 'Migration20261209110000_cart_plans';

  override up(): void | Promise<void> {
    this.addSql(`alter table "saved_listing" add column "plan" jsonb null;`);
    this.addSql(
      `alter table "saved_listing" add constraint "saved_listing_plan_check" check ("plan" is null or (jsonb_typeof("plan") = 'object' and "list" = 'cart'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "saved_listing" drop constraint "saved_listing_plan_check", drop column "plan";`);
  }
}
