import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../app/i18n';

/** Each language is named in itself, so anyone can find theirs. */
const nativeNames: Record<(typeof languages)[number], string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  pt: 'Português',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={t('language.label')} value={current} onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeNames[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
