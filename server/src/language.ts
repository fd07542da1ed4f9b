// Interface languages of spec §1; English is the fallback.
export const LANGUAGES = ['en', 'fr', 'ar', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's English name, as a model is told which one to answer in. */
export const languageNames: Record<Language, string> = { en: 'English', fr: 'French', ar: 'Arabic', pt: 'Portuguese' };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language of a `lng` query parameter (spec §1's first place to look), then of a `lng` cookie,
 * then of Accept-Language in the order given; else English.
 */
export function pickLanguage(lngCookie: string | undefined, acceptLanguage: string | undefined, lngParameter?: string): Language {
  for (const given of [lngParameter, lngCookie]) {
    const code = given?.slice(0, 2).toLowerCase();
    if (code && isLanguage(code)) return code;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLanguage(entry.code))?.code as Language | undefined) ?? 'en';
}

/** What of an HTTP request says who reads the answer, in the shape Fastify gives it. */
export interface LanguageHints {
  query?: unknown;
  cookies?: Record<string, string | undefined>;
  headers: { 'accept-language'?: string };
}

/**
 * The language a request reads in: its `lng` query parameter, its `lng` cookie, then Accept-Language (pickLanguage).
 * The request context and every cache key of an answer take it from here, so no cache keeps an answer under another
 * language than the one it was written in.
 */
export function requestLanguage(request: LanguageHints): Language {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  return pickLanguage(request.cookies?.lng, request.headers['accept-language'], typeof lng === 'string' ? lng : undefined);
}
