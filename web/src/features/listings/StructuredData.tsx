// schema.org data of a listing page, so search engines can show its price and rating. A JSON-LD
// <script> is data, not code: the page's CSP (script-src 'self') does not apply to it.
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  // "<" escaped so a name can never close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped, in a data-only script type.
  return <script type="application/ld+json" data-testid="structured-data" dangerouslySetInnerHTML={{ __html: json }} />;
}
