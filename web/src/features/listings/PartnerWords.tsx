// A partner's words (a listing's description, an itinerary step) come in the reader's language where the partner wrote
// them in it, else in the language they were written in (the API's `textLanguage`): marked with that language, so a
// screen reader reads them in it and they run in its direction, and said to be the original when not the page's.
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRightToLeft } from '../../app/i18n';

/** The lang and dir of words written in `language`. */
export const wordsIn = (language: string) => ({ lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' }) as const;

/** A partner's text in its language, with "Original in English" under it when that is not the page's. */
export function PartnerWords({ language, children, testId }: { language: string; children: ReactNode; testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const page = i18n.resolvedLanguage ?? 'en';
  return (
    <div>
      <Text color="gray.800" data-testid={testId} {...wordsIn(language)}>
        {children}
      </Text>
      {language !== page && (
        <Text fontSize="xs" color="gray.700" mt="1" data-testid="original-language">
          {t('partnerWords.original', { language: new Intl.DisplayNames([page], { type: 'language' }).of(language) ?? language })}
        </Text>
      )}
    </div>
  );
}
