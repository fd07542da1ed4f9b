// A listing's policies as travellers read them before they book, the same for every kind: each rule its partner
// stated, as a label and its value (labels and choices in the reader's language, the partner's words as written),
// then the notes. A listing that states nothing draws no section at all.
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListingPoliciesFieldsFragment } from '../../gql/graphql';
import { formatClock } from './format';
import { ListingSection } from './ListingSection';

type Rule = ListingPoliciesFieldsFragment['rules'][number];

export function ListingPolicies({ policies }: { policies: ListingPoliciesFieldsFragment }) {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.resolvedLanguage ?? 'en';
  const shownValue = (rule: Rule): string | null => {
    if (rule.flag !== null && rule.flag !== undefined) return rule.flag ? t('policies.yes') : t('policies.no');
    if (rule.age !== null && rule.age !== undefined) return t('policies.years', { count: rule.age });
    if (!rule.text) return null;
    if (rule.type === 'TIME') return formatClock(rule.text, language);
    if (rule.type === 'CHOICE') return t(`policies.choices.${rule.text}`, { defaultValue: rule.text });
    return rule.text;
  };
  const stated = policies.rules.flatMap((rule) => {
    const value = shownValue(rule);
    return value === null ? [] : [{ key: rule.key, value, words: rule.type === 'TEXT' }];
  });
  if (stated.length === 0 && !policies.notes) return null;
  return (
    <ListingSection heading={t('policies.heading')} testId="listing-policies">
      {stated.length > 0 && (
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap="4" rowGap="1">
          {stated.map((rule) => (
            <Box key={rule.key} display="contents" data-rule={rule.key}>
              <Text as="dt" fontWeight="semibold">
                {t(`policies.labels.${rule.key}`)}
              </Text>
              {/* The partner's own words keep their line breaks and their direction. */}
              <Text as="dd" mb={{ base: '2', sm: '0' }} whiteSpace={rule.words ? 'pre-line' : undefined} dir={rule.words ? 'auto' : undefined}>
                {rule.value}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      {policies.notes && (
        <Box mt={stated.length > 0 ? '3' : '0'}>
          <Text fontWeight="semibold">{t('policies.notes')}</Text>
          <Text whiteSpace="pre-line" dir="auto" data-testid="listing-policy-notes">
            {policies.notes}
          </Text>
        </Box>
      )}
    </ListingSection>
  );
}
