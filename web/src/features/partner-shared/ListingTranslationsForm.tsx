// The listing's texts in the other languages (issue 29): the language its texts above are written in, then for each
// other language its name, description and policy notes, each field marked with its language so that a screen reader
// and the keyboard's direction follow it. A language left empty is read as the original; one save sends them all.
import { Box, Button, Field, Fieldset, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { type Language, languages } from '../../app/i18n';
import { SelectInput } from '../admin/admin-form';
import { wordsIn } from '../listings/PartnerWords';
import { type PartnerListingFieldsFragment, PartnerListingUpdateDocument, type UserErrorFieldsFragment } from './gql/graphql';
import { Panel } from './ListingParts';
import { accepted } from './partner-feedback';

type Version = { name: string; description: string; policyNotes: string };
const empty: Version = { name: '', description: '', policyNotes: '' };

export function ListingTranslationsForm({ listing }: { listing: PartnerListingFieldsFragment }) {
  const { t, i18n } = useTranslation('partners');
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' });
  const languageName = (code: string) => names.of(code) ?? code;
  const [original, setOriginal] = useState(listing.textLanguage);
  const [versions, setVersions] = useState<Record<string, Version>>(() =>
    Object.fromEntries(listing.translations.map(({ language, name, description, policyNotes }) => [language, { name, description, policyNotes }])),
  );
  const [problem, setProblem] = useState<UserErrorFieldsFragment | null>(null);
  const [update, { loading }] = useMutation(PartnerListingUpdateDocument);
  const others = languages.filter((language) => language !== original);

  const versionOf = (language: Language) => versions[language] ?? empty;
  const set = (language: Language, field: keyof Version) => (event: { target: { value: string } }) =>
    setVersions({ ...versions, [language]: { ...versionOf(language), [field]: event.target.value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const translations = others
      .map((language) => ({ language, ...versionOf(language) }))
      .filter((version) => version.name.trim() || version.description.trim() || version.policyNotes.trim());
    const input = { textLanguage: original, translations };
    const userErrors = (await update({ variables: { kind: listing.kind, id: listing.id, input } }).catch(() => null))?.data?.partnerListingUpdate.userErrors;
    if (!userErrors) return accepted([{ code: 'INTERNAL_SERVER_ERROR' }]);
    setProblem(userErrors[0] ?? null);
    accepted(userErrors, t('saved'));
  }
  /** The refusal of a field of a language's version (`translations.0.name` names the first version sent). */
  const errorOf = (language: Language, field: keyof Version) => {
    const sent = others.filter((code) => {
      const version = versionOf(code);
      return version.name.trim() || version.description.trim() || version.policyNotes.trim();
    });
    return problem?.field === `translations.${sent.indexOf(language)}.${field}` ? errorText(t, problem, 'partners') : undefined;
  };

  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="listing-translations">
      <Heading as="h2" size="md" id="listing-translations" mb="1">
        {t('editor.translations')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t('editor.translationsHint')}
      </Text>
      <Field.Root maxW="sm" mb="4">
        <Field.Label>{t('editor.writtenIn')}</Field.Label>
        <SelectInput
          value={original}
          onChange={(language) => setOriginal(language)}
          options={languages.map((language) => ({ value: language, label: languageName(language) }))}
        />
      </Field.Root>
      <Stack gap="5">
        {others.map((language) => (
          <Fieldset.Root key={language} data-testid={`translation-${language}`}>
            <Fieldset.Legend fontWeight="semibold">{languageName(language)}</Fieldset.Legend>
            <Fieldset.Content>
              <Field.Root invalid={!!errorOf(language, 'name')}>
                <Field.Label>{t('editor.nameIn', { language: languageName(language) })}</Field.Label>
                <Input value={versionOf(language).name} onChange={set(language, 'name')} maxLength={120} {...wordsIn(language)} />
                <Field.ErrorText>{errorOf(language, 'name')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errorOf(language, 'description')}>
                <Field.Label>{t('editor.descriptionIn', { language: languageName(language) })}</Field.Label>
                <Textarea value={versionOf(language).description} onChange={set(language, 'description')} rows={3} maxLength={4000} {...wordsIn(language)} />
                <Field.ErrorText>{errorOf(language, 'description')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errorOf(language, 'policyNotes')}>
                <Field.Label>{t('editor.notesIn', { language: languageName(language) })}</Field.Label>
                <Textarea value={versionOf(language).policyNotes} onChange={set(language, 'policyNotes')} rows={2} maxLength={2000} {...wordsIn(language)} />
                <Field.ErrorText>{errorOf(language, 'policyNotes')}</Field.ErrorText>
              </Field.Root>
            </Fieldset.Content>
          </Fieldset.Root>
        ))}
      </Stack>
      <Box mt="4">
        <Button type="submit" colorPalette="terracotta" loading={loading}>
          {t('editor.saveTranslations')}
        </Button>
      </Box>
    </Panel>
  );
}
