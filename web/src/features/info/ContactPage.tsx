import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Building2, Clock, Headset, LifeBuoy } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP } from '../../app/constants';
import { SupportTicketForm } from '../support/SupportTicketForm';
import { InfoLayout, InfoSection } from './InfoSection';
import { usePageTexts } from './usePageTexts';

function ContactCard({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <Stack bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="1">
      {icon}
      <InfoSection heading={heading}>{children}</InfoSection>
    </Stack>
  );
}

export function ContactPage() {
  // The message form's texts load with the page's own, not after them.
  useTranslation(['info', 'support']);
  const { t, title } = usePageTexts('contact');
  const iconProps = { 'aria-hidden': true, size: 24, color: 'var(--chakra-colors-terracotta-600)' } as const;
  // "Get help with this booking" opens the page with the booking's reference: the form is what they came for.
  const bookingReference = useSearchParams()[0].get('booking') ?? '';
  const messageBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bookingReference) messageBox.current?.querySelector<HTMLInputElement>('input[name=subject]')?.focus();
  }, [bookingReference]);
  return (
    <InfoLayout title={title} lead={t('contact.lead')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ContactCard icon={<Headset {...iconProps} />} heading={t('contact.support.heading')}>
          <Text data-testid="support-hours">{t('contact.support.body')}</Text>
          <Text>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="terracotta.700">
              {t('contact.email', { email: SUPPORT_EMAIL })}
            </Link>
          </Text>
          <Text>
            <Link href={`https://wa.me/${SUPPORT_WHATSAPP.replace(/\D/g, '')}`} color="terracotta.700">
              {t('contact.whatsapp', { number: SUPPORT_WHATSAPP })}
            </Link>
          </Text>
        </ContactCard>
        <ContactCard icon={<Clock {...iconProps} />} heading={t('contact.partners.heading')}>
          <Text data-testid="partner-hours">{t('contact.partners.body')}</Text>
        </ContactCard>
        <ContactCard icon={<Building2 {...iconProps} />} heading={t('contact.office.heading')}>
          <Text data-testid="head-office">{t('contact.office.body')}</Text>
        </ContactCard>
      </SimpleGrid>
      <InfoSection heading={t('contact.quickHelp.heading')}>
        <Stack as="ul" ps="5" gap="1">
          <li>{t('contact.quickHelp.booking')}</li>
          <li>{t('contact.quickHelp.cancellation')}</li>
        </Stack>
        <Stack mt="3" gap="1">
          <Link asChild color="terracotta.700">
            <RouterLink to="/help">
              <LifeBuoy aria-hidden="true" size={16} />
              {t('contact.helpLink')}
            </RouterLink>
          </Link>
          <Link asChild color="terracotta.700">
            <RouterLink to="/cancellation">{t('contact.cancellationLink')}</RouterLink>
          </Link>
        </Stack>
      </InfoSection>
      <Box ref={messageBox} id="message" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p={{ base: '4', md: '6' }}>
        <SupportTicketForm bookingReference={bookingReference} />
      </Box>
    </InfoLayout>
  );
}
