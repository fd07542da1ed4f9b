// The rules a listing may state to travellers (issue 28), as each kind's registry entry lists its own
// (`KindDefinition.policies`): the keys, how a value is given and what bounds it. Free of the registry, which
// reads it while the kinds load.
import { registerEnumType } from 'type-graphql';

/** Every rule any kind states; a kind picks its own (`KindDefinition.policies`). The value is its key in storage. */
export enum PolicyKey {
  CHECK_IN_FROM = 'checkInFrom',
  CHECK_IN_UNTIL = 'checkInUntil',
  CHECK_OUT_UNTIL = 'checkOutUntil',
  CHILDREN_ALLOWED = 'childrenAllowed',
  CHILDREN_MIN_AGE = 'childrenMinAge',
  PETS_ALLOWED = 'petsAllowed',
  CHILDREN_WELCOME = 'childrenWelcome',
  DRESS_CODE = 'dressCode',
  DEPOSIT = 'deposit',
  LATE_ARRIVAL = 'lateArrival',
  MINIMUM_AGE = 'minimumAge',
  WHAT_TO_BRING = 'whatToBring',
  ACCESSIBILITY = 'accessibility',
  DRIVER_INCLUDED = 'driverIncluded',
  FUEL_POLICY = 'fuelPolicy',
  ID_REQUIRED = 'idRequired',
}

registerEnumType(PolicyKey, {
  name: 'PolicyKey',
  description: 'A rule a listing states to travellers; each kind has its own set',
  valuesConfig: {
    CHECK_IN_FROM: { description: 'Hotels: check-in opens at this time' },
    CHECK_IN_UNTIL: { description: 'Hotels: the latest check-in' },
    CHECK_OUT_UNTIL: { description: 'Hotels: guests leave their rooms by this time' },
    CHILDREN_ALLOWED: { description: 'Hotels: whether children may stay' },
    CHILDREN_MIN_AGE: { description: 'Hotels: with children allowed, the youngest age welcome' },
    PETS_ALLOWED: { description: 'Hotels: whether pets may stay' },
    CHILDREN_WELCOME: { description: 'Restaurants: whether children are welcome' },
    DRESS_CODE: { description: 'Restaurants and leisure venues: what to wear' },
    DEPOSIT: { description: 'Restaurants and transport: the deposit asked, in the partner’s words' },
    LATE_ARRIVAL: { description: 'Restaurants: what happens when guests arrive late' },
    MINIMUM_AGE: { description: 'Tours and leisure venues: the youngest age admitted' },
    WHAT_TO_BRING: { description: 'Tours: what travellers bring along' },
    ACCESSIBILITY: { description: 'Tours: access for travellers with reduced mobility' },
    DRIVER_INCLUDED: { description: 'Transport: whether a driver comes with the vehicle' },
    FUEL_POLICY: { description: 'Transport: how the fuel is paid for' },
    ID_REQUIRED: { description: 'Leisure venues: whether an identity document is asked at the door' },
  },
});

/** How a rule's value is given: which field of `ListingPolicy` carries it. */
export enum PolicyValueType {
  FLAG = 'flag',
  AGE = 'age',
  TIME = 'time',
  CHOICE = 'choice',
  TEXT = 'text',
}

registerEnumType(PolicyValueType, {
  name: 'PolicyValueType',
  description: 'Which field of a policy rule carries its value',
  valuesConfig: {
    FLAG: { description: 'Yes or no, in `flag`' },
    AGE: { description: 'Years, in `age`' },
    TIME: { description: 'A time as HH:MM, in `text`' },
    CHOICE: { description: 'One of `choices`, in `text`' },
    TEXT: { description: "The partner's words, in `text`" },
  },
});

/** Dress codes of restaurants and venues, from the most relaxed. */
export const DRESS_CODES = ['CASUAL', 'SMART_CASUAL', 'SMART', 'FORMAL'] as const;
/** How a hired vehicle's fuel is paid for. */
export const FUEL_POLICIES = ['FULL_TO_FULL', 'SAME_TO_SAME', 'PREPAID', 'INCLUDED'] as const;

/** The longest text a rule takes, and the notes. */
export const POLICY_TEXT_MAX = 500;
export const POLICY_NOTES_MAX = 2000;

/** One rule a kind states: its key, how its value is given and what bounds it. */
export interface PolicyRule {
  key: PolicyKey;
  type: PolicyValueType;
  /** For AGE: the oldest age it may name. */
  maxAge?: number;
  /** For CHOICE: the values it may take. */
  choices?: readonly string[];
  /** Stored in the listing's own column of the key's name rather than in `policies` (a hotel's house rules). */
  column?: boolean;
  /** It always has a value: it cannot be left unstated (a column that is not null). */
  required?: boolean;
  /** It may be stated only when this yes-or-no rule says yes (a hotel's youngest age, with children allowed). */
  onlyWhen?: PolicyKey;
  /** A time that must be later than this one's (check-in closes after it opens). */
  after?: PolicyKey;
}

export const flagRule = (key: PolicyKey, more: Partial<PolicyRule> = {}): PolicyRule => ({ key, type: PolicyValueType.FLAG, ...more });
export const ageRule = (key: PolicyKey, maxAge: number, more: Partial<PolicyRule> = {}): PolicyRule => ({ key, type: PolicyValueType.AGE, maxAge, ...more });
export const timeRule = (key: PolicyKey, more: Partial<PolicyRule> = {}): PolicyRule => ({ key, type: PolicyValueType.TIME, ...more });
export const choiceRule = (key: PolicyKey, choices: readonly string[]): PolicyRule => ({ key, type: PolicyValueType.CHOICE, choices });
export const textRule = (key: PolicyKey): PolicyRule => ({ key, type: PolicyValueType.TEXT });

/** A rule's value as stored: a yes or no, an age, or a text (a time, a choice, words). */
export type PolicyValue = boolean | number | string;

/** The `policies` column: rule values by key; a rule without one is not stated. */
export type StoredPolicies = Partial<Record<PolicyKey, PolicyValue>>;

/** What a listing row or entity holds of its policies: the column, the notes and, for hotels, the rule columns. */
export interface PolicySource {
  policies: StoredPolicies;
  policyNotes: string;
}
