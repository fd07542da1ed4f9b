// Country names in the reader's language (the browser knows them), falling back to the server's English name.
const displayNames = new Map<string, Intl.DisplayNames | null>();

export function localCountryName(code: string, fallback: string, language: string): string {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  // `of` throws a RangeError on anything but a region code: a name must never take a page down.
  try {
    return displayNames.get(language)?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** French prepositions (spec: 'au Rwanda', 'au Sénégal', 'en Tanzanie', 'aux Comores', 'à Madagascar'). */
const frenchAu = new Set([
  'RW',
  'KE',
  'SN',
  'NG',
  'GH',
  'MA',
  'BW',
  'BI',
  'BF',
  'BJ',
  'CM',
  'CV',
  'CG',
  'CD',
  'GA',
  'LS',
  'LR',
  'MW',
  'ML',
  'MZ',
  'NE',
  'SD',
  'SS',
  'TD',
  'TG',
  'ZW',
]);
const frenchAux = new Set(['SC', 'KM']);
const frenchA = new Set(['MG', 'MU', 'ST', 'DJ']);

/** "in {country}" as the language says it, for texts like "Tours {{inCountry}}": 'au Rwanda' in French; elsewhere the name. */
export function inCountry(code: string, name: string, language: string): string {
  if (language !== 'fr') return name;
  const upper = code.toUpperCase();
  if (frenchAux.has(upper)) return `aux ${name}`;
  if (frenchA.has(upper)) return `à ${name}`;
  if (frenchAu.has(upper)) return `au ${name}`;
  return `en ${name}`;
}
