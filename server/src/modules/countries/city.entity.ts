import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import { Country } from './country.entity.js';

@ObjectType({ description: 'A city or town travellers browse listings in' })
@Directive(INHERIT_CACHE)
@Entity({ tableName: 'city' })
@Unique({ properties: ['country', 'name'] })
export class City {
  @Field(() => ID, { description: "The city's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Country, { fieldName: 'country_code', deleteRule: 'cascade' })
  country!: Country;

  @Field({ description: "The city's name" })
  @Property({ type: 'string' })
  name!: string;

  @Field({ description: 'Latitude' })
  @Property({ type: 'double' })
  lat!: number;

  @Field({ description: 'Longitude' })
  @Property({ type: 'double' })
  lng!: number;
}
