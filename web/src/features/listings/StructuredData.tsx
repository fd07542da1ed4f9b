// schema.org data of a listing page, so search engines can show its price and rating. A JSON-LD
// <script> is data, not code: the page's CSP (script-src 'self') does not apply to it.
import { useSiteUrl } from '../../app/site-origin';

export function StructuredData({ data }: { data: Record<string, unknown> }) {
  // "<" escaped so a name can never close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped, in a data-only script type.
  return <script type="application/ld+json" data-testid="structured-data" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A listing as schema.org sees it: its type (Hotel, Restaurant...), price and verified rating. */
export interface ListedThing {
  type: string | readonly string[];
  name: string;
  description?: string;
  imageUrl: string;
  /** Its own page, from the site's root. */
  path: string;
  price: { amount: number; currency: string };
  /** From verified reviews only; none until the listing has one. */
  reviewSummary?: { rating: number; count: number } | null;
  /** Where it is (for the types that are places: Hotel, Restaurant...); only its own place is given, not its city's centre. */
  position?: { lat: number; lng: number; exact: boolean } | null;
  /** More schema.org properties of its type. */
  more?: Record<string, unknown>;
}

/** The schema.org item of a listing: an offer at its price, its place when known and, when verified reviews exist, their rating. */
export function listingThing(thing: ListedThing, origin: string): Record<string, unknown> {
  const url = new URL(thing.path, origin).href;
  return {
    '@type': thing.type,
    name: thing.name,
    ...(thing.description && { description: thing.description }),
    image: new URL(thing.imageUrl, origin).href,
    url,
    offers: { '@type': 'Offer', price: thing.price.amount.toFixed(2), priceCurrency: thing.price.currency, url },
    ...(thing.position?.exact && { geo: { '@type': 'GeoCoordinates', latitude: thing.position.lat, longitude: thing.position.lng } }),
    ...(thing.reviewSummary && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: thing.reviewSummary.rating,
        reviewCount: thing.reviewSummary.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...thing.more,
  };
}

/** A list page's listings, in their order. */
export function ListStructuredData({ things, origin }: { things: readonly ListedThing[]; origin: string }) {
  return (
    <StructuredData
      data={{
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: things.map((thing, index) => ({ '@type': 'ListItem', position: index + 1, item: listingThing(thing, origin) })),
      }}
    />
  );
}

/** A listing's own page: its schema.org item, at the page's address. */
export function ListingStructuredData({ thing }: { thing: Omit<ListedThing, 'path'> }) {
  const site = useSiteUrl();
  return <StructuredData data={{ '@context': 'https://schema.org', ...listingThing({ ...thing, path: site.pageUrl }, site.origin) }} />;
}
