// A listing's policies as travellers read them before they book, one shape for every kind (issue 28): the rules a
// traveller decides on, structured (a yes or no, an age, a time, a choice, or a short text in the partner's words),
// and free-text notes. Each kind lists its rules in its registry entry (`KindDefinition.policies`); their values
// live in the listing's `policies` column, except a hotel's house rules, which keep the columns they had.
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import type { BookingType } from '../bookings/booking.entity.js';
import { kindOf } from './kind-registry.js';
import { PolicyKey, type PolicyRule, type PolicySource, type PolicyValue, PolicyValueType } from './policy-rules.js';

/** The rules a kind states, in the order travellers read them. */
export const policyRulesOf = (kind: BookingType): readonly PolicyRule[] => kindOf(kind).policies ?? [];

/** A rule's value on a listing, or null when it is not stated. */
export function policyValueOf(rule: PolicyRule, listing: PolicySource): PolicyValue | null {
  const value = rule.column ? (listing as unknown as Record<string, PolicyValue | null | undefined>)[rule.key] : listing.policies[rule.key];
  return value ?? null;
}

@ObjectType({ description: 'One rule of a listing: which, how its value is given, and its value (null fields: not stated)' })
@Directive(INHERIT_CACHE)
export class ListingPolicy {
  @Field(() => PolicyKey, { description: 'Which rule' })
  key!: PolicyKey;

  @Field(() => PolicyValueType, { description: 'Which field carries its value' })
  type!: PolicyValueType;

  @Field(() => Boolean, { nullable: true, description: 'For FLAG: yes or no; null: not stated' })
  flag!: boolean | null;

  @Field(() => Int, { nullable: true, description: 'For AGE: the age in years; null: not stated' })
  age!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "For TIME (HH:MM), CHOICE (one of `choices`) and TEXT (the partner's words, as written); null: not stated",
  })
  text!: string | null;

  @Field(() => [String], { description: 'For CHOICE: the values it may take; empty otherwise' })
  choices!: string[];

  @Field(() => Int, { nullable: true, description: 'For AGE: the oldest age it may name' })
  maxAge!: number | null;

  @Field({ description: 'Whether it must always have a value' })
  required!: boolean;
}

@ObjectType({ description: "A listing's policies, the same shape for every kind: each rule its kind states, and notes" })
@Directive(INHERIT_CACHE)
export class ListingPolicies {
  @Field(() => [ListingPolicy], { description: "Every rule of the listing's kind, in order; a rule not stated has null values" })
  rules!: ListingPolicy[];

  @Field({ description: "Anything else travellers should know, in the partner's words; empty: nothing" })
  notes!: string;
}

/** The policies of a listing of `kind`, read from its row or entity. */
export function listingPoliciesOf(kind: BookingType, listing: PolicySource): ListingPolicies {
  const rules = policyRulesOf(kind).map((rule) => {
    const value = policyValueOf(rule, listing);
    return Object.assign(new ListingPolicy(), {
      key: rule.key,
      type: rule.type,
      flag: rule.type === PolicyValueType.FLAG && typeof value === 'boolean' ? value : null,
      age: rule.type === PolicyValueType.AGE && typeof value === 'number' ? value : null,
      text: typeof value === 'string' && value !== '' ? value : null,
      choices: [...(rule.choices ?? [])],
      maxAge: rule.maxAge ?? null,
      required: !!rule.required,
    });
  });
  return Object.assign(new ListingPolicies(), { rules, notes: listing.policyNotes ?? '' });
}
