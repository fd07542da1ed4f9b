import { POLICY_LAST_UPDATED } from '../../app/constants';
import { InfoLayout, type TextSection, TextSections } from './InfoSection';
import { formatLongDate, usePageTexts } from './usePageTexts';

/** About, Our Story, Careers, Press, Privacy and Terms: a lead and titled sections. */
export function ArticlePage({ page, updated = false }: { page: 'about' | 'story' | 'careers' | 'press' | 'privacy' | 'terms'; updated?: boolean }) {
  const { t, title, language } = usePageTexts(page);
  const sections = t(`${page}.sections`, { returnObjects: true }) as TextSection[];
  return (
    <InfoLayout
      title={title}
      lead={t(`${page}.lead`, { defaultValue: '' }) || undefined}
      updated={updated ? t('updated', { date: formatLongDate(POLICY_LAST_UPDATED, language) }) : undefined}
    >
      <TextSections sections={Array.isArray(sections) ? sections : []} />
    </InfoLayout>
  );
}
