import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';

/** One of the 54 African countries the marketplace covers; keyed by ISO 3166-1 alpha-2 code. Its cities point to it (City.country). */
@ObjectType({ description: 'An African country the marketplace covers' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'country' })
export class Country {
  [OptionalProps]?: 'aliases';
  [PrimaryKeyProp]?: 'code';

  @Field(() => ID, { description: 'ISO 3166-1 alpha-2 code, e.g. RW' })
  @PrimaryKey({ type: 'string', length: 2 })
  code!: string;

  @Field({ description: 'Common name' })
  @Property({ type: 'string' })
  name!: string;

  @Field({ description: 'Official name' })
  @Property({ type: 'string' })
  officialName!: string;

  @Field(() => [String], { description: 'Other names the country is known by (Ivory Coast, Swaziland, ...)' })
  @Property({ type: 'text[]' })
  aliases: string[] = [];

  @Field({ description: 'International dial code with its plus sign, e.g. +250' })
  @Property({ type: 'string' })
  dialCode!: string;

  @Field({ description: 'Flag emoji' })
  @Property({ type: 'string' })
  flag!: string;

  @Field({ description: 'ISO 3166-1 numeric code, as used by world map data' })
  @Property({ type: 'string', length: 3 })
  isoNumeric!: string;

  @Field({ description: 'The capital city' })
  @Property({ type: 'string' })
  capital!: string;

  @Field({ description: "Latitude of the country's centre" })
  @Property({ type: 'double' })
  lat!: number;

  @Field({ description: "Longitude of the country's centre" })
  @Property({ type: 'double' })
  lng!: number;
}
