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
  return displayNames.get(language)?.of(code) ?? fallback;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
