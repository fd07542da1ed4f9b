// The listing's own cancellation terms: the rules of spec §9 its bookings fall under (from the server), worded as the
// cancellation page words them, from the same shared policy data the refunds follow.
import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cancellationPolicy, noticeText, type PolicyCase } from '../../../../shared/src/cancellation-policy';
import { ListingSection } from './ListingSection';

const policyCases: readonly PolicyCase[] = Object.values(cancellationPolicy.services).flat();

export function CancellationTerms({ caseIds }: { caseIds: readonly string[] }) {
  const { t, i18n } = useTranslation(['listings', 'info']);
  const language = i18n.resolvedLanguage ?? 'en';
  const cases = caseIds.flatMap((id) => policyCases.filter((policyCase) => policyCase.id === id));
  if (cases.length === 0) return null;
  return (
    <ListingSection heading={t('cancellation.heading')} testId="cancellation-terms">
      <Stack as="ul" ps="5" gap="1" listStyleType="disc">
        {cases.map((policyCase) => (
          <li key={policyCase.id} data-case={policyCase.id}>
            {t(`info:cancellation.cases.${policyCase.id}`, {
              notice: policyCase.notice ? noticeText(policyCase.notice, language) : '',
              count: policyCase.groupFrom,
            })}
          </li>
        ))}
      </Stack>
      <Text mt="2" fontSize="sm">
        <Link asChild color="terracotta.700">
          <RouterLink to="/cancellation">{t('cancellation.more')}</RouterLink>
        </Link>
      </Text>
    </ListingSection>
  );
}
