// A language's translations by namespace as the app loads them (app/translation-files.ts), read from the source files.
import { readTranslations } from '../locale-files';

export const translationsIn = (language: string) => readTranslations()[language] ?? {};
