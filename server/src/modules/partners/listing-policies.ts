// A partner states an own listing's policies in the shared listing editor (issue 28), whatever the kind: the rules
// its kind lists (policy-rules.ts), all at once as the form shows them, and notes. The shape is checked at the edge
// (lengths, one value per rule), then against the kind's rules (which rules, allowed values, ages, times); the
// change is locked and audited in one transaction, as the editor's other changes are. A hotel's amenities are set
// here too, with its house rules: one editor for what a hotel tells travellers before they book.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { clockTime, text, wholeNumber } from '../../validation.js';
import { kindOfBookingType } from '../admin/admin-listing-kinds.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelAmenity } from '../listings/hotels/hotel.enums.js';
import type { Listing } from '../listings/listing.entity.js';
import { policyRulesOf, policyValueOf } from '../listings/listing-policies.js';
import {
  POLICY_NOTES_MAX,
  POLICY_TEXT_MAX,
  PolicyKey,
  type PolicyRule,
  type PolicyValue,
  PolicyValueType,
  type StoredPolicies,
} from '../listings/policy-rules.js';
import type { ListingRef } from './listing-editor.js';
import { auditedChange } from './partner-listings.js';
import { ownedListing } from './partner-scope.js';

/** The words a partner gives a rule or the notes: trimmed; empty means not stated. */
const words = (max: number) => text(max).transform((value) => value.trim());

export const listingPoliciesSchema = z
  .object({
    rules: z
      .array(
        z
          .object({
            key: z.enum(PolicyKey),
            flag: z.boolean().optional(),
            age: wholeNumber(0, 99).optional(),
            text: words(POLICY_TEXT_MAX).optional(),
          })
          .strict(),
      )
      .max(Object.keys(PolicyKey).length, { error: 'must name each rule once' })
      .refine((rules) => new Set(rules.map((rule) => rule.key)).size === rules.length, { error: 'must name each rule once' }),
    notes: words(POLICY_NOTES_MAX).optional(),
    /** Hotels only: what the hotel offers, replacing what was set; left out, they stay as they are. */
    amenities: z
      .array(z.enum(HotelAmenity))
      .refine((list) => new Set(list).size === list.length, { error: 'must name each amenity once' })
      .optional(),
  })
  .strict();

const amenityOrder = Object.values(HotelAmenity);

export type ListingPoliciesCommand = z.output<typeof listingPoliciesSchema>;
type GivenRule = ListingPoliciesCommand['rules'][number];

/** The rule's value as given, held to its kind's bounds; null when it is left unstated. A refusal names the rule's key. */
function checkedValue(rule: PolicyRule, given: GivenRule | undefined): PolicyValue | null {
  const field = rule.key;
  const sent = given && (['flag', 'age', 'text'] as const).filter((name) => given[name] !== undefined && given[name] !== '');
  const wanted = rule.type === PolicyValueType.FLAG ? 'flag' : rule.type === PolicyValueType.AGE ? 'age' : 'text';
  if (sent?.some((name) => name !== wanted)) throw badInput(field, `${field} takes its value in ${wanted}.`);
  const value = given?.[wanted];
  if (value === undefined || value === '') {
    if (rule.required) throw badInput(field, `${field} is required.`);
    return null;
  }
  if (rule.type === PolicyValueType.AGE && rule.maxAge !== undefined && (value as number) > rule.maxAge)
    throw badInput(field, `${field} must be a whole number between 0 and ${rule.maxAge}.`);
  if (rule.type === PolicyValueType.TIME && !clockTime.safeParse(value).success) throw badInput(field, `${field} must be a time as HH:MM.`);
  if (rule.type === PolicyValueType.CHOICE && !rule.choices?.includes(value as string))
    throw badInput(field, `${field} must be one of: ${rule.choices?.join(', ')}.`);
  return value;
}

/** Every rule of the kind with its new value, checked against each other (an age only with children allowed, times in order). */
export function policyValuesOf(rules: readonly PolicyRule[], command: ListingPoliciesCommand): Map<PolicyKey, PolicyValue | null> {
  const known = new Set(rules.map((rule) => rule.key));
  const stranger = command.rules.find((given) => !known.has(given.key));
  if (stranger) throw badInput(stranger.key, `${stranger.key} is not a rule of this kind of listing.`);
  const givenFor = (rule: PolicyRule) => command.rules.find((given) => given.key === rule.key);
  const values = new Map(rules.map((rule) => [rule.key, checkedValue(rule, givenFor(rule))]));

  for (const rule of rules) {
    const value = values.get(rule.key);
    if (value == null) continue;
    if (rule.onlyWhen && values.get(rule.onlyWhen) !== true) throw badInput(rule.key, `${rule.key} applies only when ${rule.onlyWhen} is yes.`);
    const earlier = rule.after && values.get(rule.after);
    if (typeof earlier === 'string' && !(String(value) > earlier)) throw badInput(rule.key, `${rule.key} must be later than ${rule.after}.`);
  }
  return values;
}

const policySnapshot = (kind: BookingType, rules: readonly PolicyRule[], listing: Listing): Record<string, unknown> => ({
  ...Object.fromEntries(rules.map((rule) => [rule.key, policyValueOf(rule, listing)])),
  notes: listing.policyNotes,
  ...(kind === BookingType.HOTEL && { amenities: [...(listing as Hotel).amenities] }),
});

/**
 * Replaces an own listing's policies: every rule of its kind (one left out is no longer stated), the notes (left out:
 * kept) and, for a hotel, its amenities (left out: kept).
 */
export function listingPoliciesSet(ctx: RequestContext, { kind, id }: ListingRef, command: ListingPoliciesCommand): Promise<Listing> {
  const rules = policyRulesOf(kind);
  const values = policyValuesOf(rules, command);
  if (command.amenities !== undefined && kind !== BookingType.HOTEL) throw badInput('amenities', 'amenities are for hotels only.');
  const subject = kindOfBookingType(kind).subject;
  return auditedChange(ctx, async (tx) => {
    const listing = await ownedListing(ctx, kind, id, { em: tx, lock: true });
    const before = policySnapshot(kind, rules, listing);
    const stored: StoredPolicies = {};
    for (const rule of rules) {
      const value = values.get(rule.key) ?? null;
      if (rule.column) Object.assign(listing, { [rule.key]: value });
      else if (value !== null) stored[rule.key] = value;
    }
    listing.policies = stored;
    if (command.notes !== undefined) listing.policyNotes = command.notes;
    if (command.amenities) (listing as Hotel).amenities = amenityOrder.filter((amenity) => command.amenities!.includes(amenity));
    const after = policySnapshot(kind, rules, listing);
    return { result: listing, audit: { action: `${subject}.policies`, subjectType: subject, subjectId: listing.id, before, after } };
  });
}
