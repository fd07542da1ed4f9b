import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Weekday } from '../listings/restaurants/restaurant.enums.js';
import { Tour } from '../listings/tours/tour.entity.js';

/**
 * A weekly rule of a tour's departures as the organizer wrote it ("every Tuesday and Friday at 07:00 until 20 March");
 * the departures it made name it (TourDeparture.ruleId) until it is removed.
 */
@ObjectType({ description: "A weekly rule of a tour's departures, kept as the organizer wrote it" })
@Entity({ tableName: 'tour_departure_rule' })
export class TourDepartureRule {
  [OptionalProps]?: 'createdAt' | 'startTime';

  @Field(() => ID, { description: "The rule's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Tour, { fieldName: 'tour_id', deleteRule: 'cascade', index: true })
  tour!: Tour;

  @Field(() => [Weekday], { description: 'The weekdays the tour leaves on' })
  @Property({ type: 'text[]' })
  weekdays!: Weekday[];

  @Field(() => String, { nullable: true, description: 'HH:MM, local time the tour leaves; none when only the day is set' })
  @Property({ type: 'string', length: 5, nullable: true })
  startTime?: string | null;

  @Field(() => LocalDateResolver, { description: 'The first possible day' })
  @Property({ type: 'date', fieldName: 'starts_on' })
  from!: string;

  @Field(() => LocalDateResolver, { description: 'The last possible day, included' })
  @Property({ type: 'date' })
  until!: string;

  @Field(() => Int, { description: 'Seats on each departure it made' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field({ description: 'When the rule was added' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
