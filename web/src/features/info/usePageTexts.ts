import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/page-meta';

/** The `info` texts of one page, with its title and description set on the document. */
export function usePageTexts(page: string) {
  const { t, i18n } = useTranslation('info');
  const title = t(`${page}.title`);
  usePageMeta(`${title} · ${t('common:brand')}`, t(`${page}.description`));
  return { t, i18n, title, language: i18n.resolvedLanguage ?? 'en' };
}

/** A date of the policy pages, as "4 October 2025" in the reader's language. */
export function formatLongDate(isoDate: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : `${language}-u-nu-latn`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
}
