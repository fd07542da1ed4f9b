import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';

/** A rate the refresh job took from the configured provider; it replaces the shipped one for its currency. */
@Entity({ tableName: 'exchange_rate' })
export class ExchangeRate {
  [OptionalProps]?: 'fetchedAt';
  [PrimaryKeyProp]?: 'currency';

  /** ISO 4217 code. */
  @PrimaryKey({ type: 'string', length: 3 })
  currency!: string;

  /** Units of the currency per US dollar. */
  @Property({ type: 'double' })
  perUsd!: number;

  /** The day the provider gave the rate for (YYYY-MM-DD). */
  @Property({ type: 'date' })
  rateDate!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  fetchedAt: Date = new Date();
}
