import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A passage of the help chat's corpus in one language (help-corpus.ts is its source; the table is refreshed from
 * it), searched with PostgreSQL full-text search: the title and keywords weigh more (A) than the body (B).
 */
@Entity({ tableName: 'help_passage' })
@Index({ name: 'help_passage_document_idx', expression: 'create index "help_passage_document_idx" on "help_passage" using gin ("document")' })
export class HelpPassageRow {
  @PrimaryKey({ type: 'string', length: 2 })
  language!: string;

  @PrimaryKey({ type: 'string', length: 60 })
  key!: string;

  /** The text search configuration of the language (english, french, portuguese; simple for Arabic). */
  @Property({ type: 'string', columnType: 'regconfig' })
  config!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text' })
  keywords!: string;

  @Property({ type: 'string' })
  link!: string;

  @Property({
    type: 'string',
    columnType: 'tsvector',
    generated: `(setweight(to_tsvector(config, title || ' ' || keywords), 'A') || setweight(to_tsvector(config, body), 'B')) stored`,
    hidden: true,
    lazy: true,
  })
  document!: string;
}
