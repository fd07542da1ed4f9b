// Profile > Support > one request: the conversation with the support team and a reply box (not once closed).
import { Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MySupportTicketDocument, MySupportTicketsDocument, SupportTicketReplyDocument } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { ErrorState } from '../listings/ListStates';
import { ProfileShell } from '../profile/ProfileShell';
import { ReplyBox } from './ReplyBox';
import { supportErrorText } from './support-errors';
import { SupportStatusBadge, SupportThread } from './SupportThread';

export function SupportRequestPage() {
  const { t } = useTranslation(['support', 'profile']);
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MySupportTicketDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [reply] = useMutation(SupportTicketReplyDocument, { refetchQueries: [MySupportTicketsDocument] });
  const ticket = data?.supportTicket;

  async function send(message: string): Promise<string | null> {
    try {
      const { data: result } = await reply({ variables: { input: { ticketId: id, message } } });
      const failure = result?.supportTicketReply.userErrors[0];
      return failure ? supportErrorText(failure, t) : null;
    } catch (error) {
      return errorText(t, error, 'support');
    }
  }

  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
        <Skeleton height="10" width="60%" />
        <Skeleton height="24" />
      </Stack>
    );
  } else if (error && !data) {
    body = <ErrorState title={t('profile.failed')} onRetry={() => void refetch()} />;
  } else if (!ticket) {
    body = <FormMessage tone="warning">{t('profile.notFound')}</FormMessage>;
  } else {
    body = (
      <Stack gap="5">
        <Stack gap="1">
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h2" size="lg">
              {ticket.subject}
            </Heading>
            <SupportStatusBadge status={ticket.status} />
          </Flex>
          <Text color="gray.700">
            {t(`categories.${ticket.category}`)}
            {ticket.bookingReference && ` · ${t('profile.booking', { reference: ticket.bookingReference })}`}
          </Text>
        </Stack>
        <SupportThread ticket={ticket} perspective="traveller" />
        {ticket.status === 'CLOSED' ? (
          <FormMessage tone="info">{t('thread.closed')}</FormMessage>
        ) : (
          <ReplyBox label={t('thread.reply')} submitLabel={t('thread.send')} sentText={t('thread.sent')} send={send} />
        )}
      </Stack>
    );
  }

  return (
    <ProfileShell title={t('profile.title')}>
      <Link asChild color="terracotta.700" fontWeight="semibold" mb="4" display="inline-flex" gap="1" alignItems="center">
        <RouterLink to="/profile/support">
          <ArrowLeft aria-hidden="true" size={16} style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
          {t('profile.back')}
        </RouterLink>
      </Link>
      {body}
    </ProfileShell>
  );
}
