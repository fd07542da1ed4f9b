import { Migration } from '@mikro-orm/migrations';

/**
 * Policies for every kind (issue 28): the values of the rules each kind states to travellers, by key, and notes in
 * the partner's words. A hotel's house rules keep their columns (20261205120000); the others start unstated.
 */
export class Migration20261208110000_listing_policies extends Migration {
  override name = 'Migration20261208110000_listing_policies';

  override up(): void | Promise<void> {
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service']) {
      this.addSql(`alter table "${table}" add column "policies" jsonb not null default '{}',
        add column "policy_notes" text not null default '';`);
      this.addSql(`alter table "${table}" add constraint "${table}_policies_check" check (jsonb_typeof("policies") = 'object');`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['hotel', 'tour', 'restaurant', 'leisure_venue', 'transport_service'])
      this.addSql(`alter table "${table}" drop constraint "${table}_policies_check", drop column "policies", drop column "policy_notes";`);
  }
}
