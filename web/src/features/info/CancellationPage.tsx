import { Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
// One source with the server's refund rules (spec §9).
import { cancellationPolicy, noticeText, type PolicyCase, type PolicyServiceKind, rangeText } from '../../../../shared/src/cancellation-policy';
import { InfoLayout, InfoSection } from './InfoSection';
import { formatLongDate, usePageTexts } from './usePageTexts';

const serviceKinds: readonly PolicyServiceKind[] = ['hotel', 'tour', 'restaurant', 'transport'];

function caseText(policyCase: PolicyCase, t: TFunction, language: string): string {
  return t(`cancellation.cases.${policyCase.id}`, {
    notice: policyCase.notice ? noticeText(policyCase.notice, language) : '',
    count: policyCase.groupFrom,
  });
}

export function CancellationPage() {
  const { t, title, language } = usePageTexts('cancellation');
  const { refundProcess } = cancellationPolicy;
  const range = (bounds: { min: number; max: number }) => rangeText(bounds, language);

  return (
    <InfoLayout title={title} updated={t('updated', { date: formatLongDate(cancellationPolicy.lastUpdated, language) })}>
      <InfoSection heading={t('cancellation.now.heading')}>
        <Text>{t('cancellation.now.body')}</Text>
        <Flex gap="3" mt="3" wrap="wrap">
          <Button asChild colorPalette="terracotta" size="sm">
            <RouterLink to="/profile/bookings">{t('cancellation.now.bookings')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="terracotta" size="sm">
            <RouterLink to="/contact">{t('cancellation.now.contact')}</RouterLink>
          </Button>
        </Flex>
      </InfoSection>
      <InfoSection heading={t('cancellation.general.heading')}>
        <Text data-testid="general-policy">{t('cancellation.general.body', { range: noticeText(cancellationPolicy.freeAfterConfirmation, language) })}</Text>
      </InfoSection>
      <InfoSection heading={t('cancellation.services.heading')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {serviceKinds.map((kind) => (
            <Stack key={kind} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="2" data-testid={`policy-${kind}`}>
              <Text as="h3" fontWeight="bold" fontSize="lg">
                {t(`cancellation.services.${kind}`)}
              </Text>
              <Stack as="ul" ps="5" gap="1">
                {(cancellationPolicy.services[kind] as readonly PolicyCase[]).map((policyCase) => (
                  <li key={policyCase.id}>{caseText(policyCase, t, language)}</li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection heading={t('cancellation.refund.heading')}>
        <Stack as="ol" ps="5" gap="1" data-testid="refund-steps">
          <li>{t('cancellation.refund.request')}</li>
          <li>{t('cancellation.refund.review', { range: range(refundProcess.reviewBusinessDays) })}</li>
          <li>{t('cancellation.refund.refund', { range: range(refundProcess.refundBusinessDays) })}</li>
        </Stack>
      </InfoSection>
      <InfoSection heading={t('cancellation.notes.heading')}>
        <Text>{t('cancellation.notes.body')}</Text>
      </InfoSection>
      <InfoSection heading={t('cancellation.help.heading')}>
        <Text>{t('cancellation.help.body')}</Text>
        <Flex gap="4" mt="2">
          <Link asChild color="terracotta.700">
            <RouterLink to="/contact">{t('cancellation.help.contact')}</RouterLink>
          </Link>
          <Link asChild color="terracotta.700">
            <RouterLink to="/help">{t('cancellation.help.helpCenter')}</RouterLink>
          </Link>
        </Flex>
      </InfoSection>
    </InfoLayout>
  );
}
