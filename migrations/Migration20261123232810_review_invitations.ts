import { Migration } from '@mikro-orm/migrations';

export class Migration20261123232810_review_invitations extends Migration {
  override name = 'Migration20261123232810_review_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "language" varchar(2) not null default 'en', add "review_invited_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop column "language", drop column "review_invited_at";`);
  }
}
