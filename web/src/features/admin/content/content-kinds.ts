// The listing kinds of the Content section, as app/kinds.ts describes them: their URL names, the partner role
// that may own one, the types each offers (spec §9 filter options) and the fields only that kind has.
import { bookingTypes, type ContentFacts, kindUi } from '../../../app/kinds';
import type { BookingType, Role } from '../gql/graphql';

export interface ContentKind extends ContentFacts {
  type: BookingType;
  partnerRole: Role;
}

const contentOf = (type: BookingType): ContentKind => ({ ...kindUi[type].content, type, partnerRole: kindUi[type].partnerRole });

export const contentKinds: readonly ContentKind[] = bookingTypes.map(contentOf);

/** The kind a URL names; hotels when it names none. */
export const contentKindOf = (slug: string | null | undefined): ContentKind => contentKinds.find((kind) => kind.slug === slug) ?? contentOf('HOTEL');
