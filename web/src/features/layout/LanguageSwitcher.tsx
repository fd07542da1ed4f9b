import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
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
  const { t } = useTranslation();
  return <LanguageSelect size="sm" width="auto" aria-label={t('language.label')} />;
}

/** Chooses the interface's language; `aria-label` names it where no field label does. */
export function LanguageSelect({ 'aria-label': label, ...root }: NativeSelectRootProps & { 'aria-label'?: string }) {
  const { i18n } = useTranslation();
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={label} value={i18n.resolvedLanguage ?? 'en'} onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}>
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
