// Matching a country to its shape on the map: by ISO numeric code first, else by name once the
// alias names (spec §2) and the map's short names are brought to one spelling.
const canonicalNames: Record<string, string> = {
  'ivory coast': "cote d'ivoire",
  'democratic republic of the congo': 'dem. rep. congo',
  'dr congo': 'dem. rep. congo',
  'congo-kinshasa': 'dem. rep. congo',
  'republic of the congo': 'congo',
  'congo-brazzaville': 'congo',
  swaziland: 'eswatini',
  'cape verde': 'cabo verde',
  'south sudan': 's. sudan',
  'central african republic': 'central african rep.',
  'equatorial guinea': 'eq. guinea',
  'western sahara': 'w. sahara',
  'sao tome and principe': 'sao tome and principe',
};

export function normaliseCountryName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
  return canonicalNames[plain] ?? plain;
}

export interface MapCountry {
  isoNumeric?: string | null;
  names: readonly string[];
}

export function matchesShape(country: MapCountry, shape: { id?: string | number; properties?: { name?: string } | null }): boolean {
  if (country.isoNumeric && shape.id !== undefined) return String(shape.id).padStart(3, '0') === country.isoNumeric.padStart(3, '0');
  const shapeName = shape.properties?.name;
  return Boolean(shapeName) && country.names.some((name) => normaliseCountryName(name) === normaliseCountryName(shapeName!));
}
