import { Migration } from '@mikro-orm/migrations';

export class Migration20261123234948_help_passages extends Migration {
  override name = 'Migration20261123234948_help_passages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "help_passage" ("language" varchar(2) not null, "key" varchar(60) not null, "config" regconfig not null, "title" text not null, "body" text not null, "keywords" text not null, "link" varchar(255) not null, "document" tsvector generated always as (setweight(to_tsvector(config, title || ' ' || keywords), 'A') || setweight(to_tsvector(config, body), 'B')) stored not null, primary key ("language", "key"));`,
    );
    this.addSql(`create index "help_passage_document_idx" on "help_passage" using gin ("document");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "help_passage" cascade;`);
  }
}
