// Profile > Support: the traveller's tickets, latest activity first, each opening its conversation.
import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MySupportTicketsDocument } from '../../gql/graphql';
import { formatDateTime } from '../listings/format';
import { ErrorState } from '../listings/ListStates';
import { ProfileShell } from '../profile/ProfileShell';
import { SupportStatusBadge } from './SupportThread';

export function SupportRequestsPage() {
  const { t, i18n } = useTranslation(['support', 'profile']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, loading, error, refetch } = useQuery(MySupportTicketsDocument, { fetchPolicy: 'cache-and-network' });
  const tickets = data?.mySupportTickets ?? [];

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  } else if (error && !data) {
    body = <ErrorState title={t('profile.failed')} onRetry={() => void refetch()} />;
  } else if (!tickets.length) {
    body = (
      <Stack align="center" textAlign="center" py="10" gap="3" data-testid="support-empty">
        <LifeBuoy aria-hidden="true" size={40} color="var(--chakra-colors-ochre-600)" />
        <Heading as="h2" size="lg">
          {t('profile.empty')}
        </Heading>
        <Text color="gray.700">{t('profile.emptyHint')}</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="3" data-testid="support-tickets">
        {tickets.map((ticket) => (
          <Box as="li" key={ticket.id} p="4" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
            <Flex justify="space-between" gap="3" wrap="wrap" align="center">
              <Link asChild fontWeight="semibold" color="terracotta.700">
                <RouterLink to={`/profile/support/${ticket.id}`}>{ticket.subject}</RouterLink>
              </Link>
              <SupportStatusBadge status={ticket.status} />
            </Flex>
            <Text fontSize="sm" color="gray.700">
              {t('profile.updated', { date: formatDateTime(ticket.lastActivityAt, language) })}
              {ticket.bookingReference && ` · ${t('profile.booking', { reference: ticket.bookingReference })}`}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <ProfileShell title={t('profile.title')}>
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="terracotta" variant="outline" size="sm">
          <RouterLink to="/contact#message">{t('profile.newRequest')}</RouterLink>
        </Button>
      </Flex>
      {body}
    </ProfileShell>
  );
}
