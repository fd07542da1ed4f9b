// Spec §3/§9 tour add-ons: the one place their ids and prices are defined.
import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { badInput } from '../../../errors.js';
import { PUBLIC_LISTING_CACHE } from '../../../graphql/cache-control.js';
import { Money } from '../money.js';

@ObjectType({ description: 'An extra a traveller may add to a tour, priced per person' })
@Directive(PUBLIC_LISTING_CACHE)
export class TourAddOn {
  @Field(() => ID, { description: 'Wire id used in booking links: photo, premium-meals, ...' })
  id!: string;

  @Field({ description: "The add-on's name" })
  name!: string;

  @Field(() => Money, { description: 'Price per person' })
  price!: Money;
}

const addOn = (id: string, name: string, dollars: number) => Object.assign(new TourAddOn(), { id, name, price: Money.of(dollars * 100) });

export const TOUR_ADD_ONS: readonly TourAddOn[] = [
  addOn('photo', 'Photography package', 150),
  addOn('premium-meals', 'Premium meals', 200),
  addOn('luxury-transport', 'Luxury transport', 300),
  addOn('spa', 'Spa session', 250),
];

/** Spec §9: a tour's price per person is its base price plus the chosen add-ons (each counted once). */
export function tourPricePerPerson(basePriceMinor: number, addOnIds: readonly string[], field = 'addOns') {
  const ids = [...new Set(addOnIds)];
  const addOns = ids.map((id) => {
    const addOn = TOUR_ADD_ONS.find((candidate) => candidate.id === id);
    if (!addOn) throw badInput(field, `Unknown add-on "${id}".`);
    return addOn;
  });
  return { addOnIds: ids, addOns, perPersonMinor: basePriceMinor + addOns.reduce((sum, addOn) => sum + addOn.price.minor, 0) };
}
