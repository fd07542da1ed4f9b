// Admin back office > Support (spec §7 support tickets): tickets by status and search, latest activity first; the
// chosen ticket's conversation with a reply box (the traveller is e-mailed) and a status change. The filters, page
// and chosen ticket live in the URL, so a link opens the same view. One request loads the whole screen.
import { Box, Button, Field, Flex, Grid, Heading, Input, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AdminSupportDocument, type AdminSupportQuery, SupportTicketAnswerDocument, SupportTicketStatusSetDocument } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { ScreenTitle } from '../../backoffice/BackOfficeLayout';
import { formatDateTime } from '../../listings/format';
import { ErrorState } from '../../listings/ListStates';
import { ReplyBox } from '../../support/ReplyBox';
import { SUPPORT_STATUSES, type SupportStatusValue, supportErrorText } from '../../support/support-errors';
import { SupportStatusBadge, SupportThread } from '../../support/SupportThread';

const PAGE_SIZE = 20;

type Ticket = NonNullable<AdminSupportQuery['supportTicket']>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

export function AdminSupportPage() {
  const { t, i18n } = useTranslation('support');
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const status = oneOf(searchParams.get('status'), SUPPORT_STATUSES);
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const ticketId = searchParams.get('ticket') ?? '';
  const [search, setSearch] = useState(q);
  const { data, loading, error, refetch } = useQuery(AdminSupportDocument, {
    variables: { filter: { status, q: q || null }, page: { page, size: PAGE_SIZE }, ticketId, withTicket: Boolean(ticketId) },
    fetchPolicy: 'cache-and-network',
  });

  const change = (updates: Record<string, string | null>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(updates)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  function applySearch(event: FormEvent) {
    event.preventDefault();
    change({ q: search.trim() || null, page: null });
  }

  const list = data?.supportTickets;
  let listBody: ReactNode;
  if (loading && !data) {
    listBody = (
      <Stack gap="2" aria-busy="true" aria-label={t('common:status.loading')}>
        <Skeleton height="14" />
        <Skeleton height="14" />
        <Skeleton height="14" />
      </Stack>
    );
  } else if (error && !data) {
    listBody = <ErrorState title={t('admin.failed')} detail={errorText(t, error, 'support')} onRetry={() => void refetch()} />;
  } else if (!list?.nodes.length) {
    listBody = (
      <Text py="6" color="gray.700" data-testid="admin-support-empty">
        {t('admin.empty')}
      </Text>
    );
  } else {
    listBody = (
      <Stack gap="3">
        <Text fontSize="sm" color="gray.700" aria-live="polite">
          {t('admin.count', { count: list.totalCount })}
        </Text>
        <Stack as="ul" listStyleType="none" gap="2" data-testid="admin-support-list">
          {list.nodes.map((ticket) => (
            <Box
              as="li"
              key={ticket.id}
              p="3"
              rounded="lg"
              borderWidth="1px"
              bg={ticket.id === ticketId ? 'savanna.100' : 'white'}
              borderColor={ticket.id === ticketId ? 'terracotta.300' : 'terracotta.100'}
            >
              <Flex justify="space-between" gap="2" align="start">
                <Link asChild fontWeight="semibold" color="terracotta.700" aria-current={ticket.id === ticketId ? 'true' : undefined}>
                  <RouterLink to={{ search: withParam(searchParams, 'ticket', ticket.id) }}>{ticket.subject}</RouterLink>
                </Link>
                <SupportStatusBadge status={ticket.status} />
              </Flex>
              <Text fontSize="sm" color="gray.700">
                {ticket.name} · {ticket.hasAccount ? t('admin.account') : t('admin.guest')} · {formatDateTime(ticket.lastActivityAt, language)}
              </Text>
            </Box>
          ))}
        </Stack>
        {list.pageInfo.totalPages > 1 && (
          <Flex gap="3" align="center" justify="space-between" as="nav" aria-label={t('admin.page', { page, total: list.pageInfo.totalPages })}>
            <Button size="sm" variant="outline" disabled={!list.pageInfo.hasPreviousPage} onClick={() => change({ page: String(page - 1) })}>
              {t('admin.previous')}
            </Button>
            <Text fontSize="sm">{t('admin.page', { page, total: list.pageInfo.totalPages })}</Text>
            <Button size="sm" variant="outline" disabled={!list.pageInfo.hasNextPage} onClick={() => change({ page: String(page + 1) })}>
              {t('admin.next')}
            </Button>
          </Flex>
        )}
      </Stack>
    );
  }

  let detail: ReactNode;
  if (!ticketId) detail = <Text color="gray.700">{t('admin.select')}</Text>;
  else if (loading && !data) detail = <Skeleton height="40" />;
  else if (!data?.supportTicket) detail = data ? <FormMessage tone="warning">{t('admin.notFound')}</FormMessage> : null;
  else detail = <TicketView key={data.supportTicket.id} ticket={data.supportTicket} onChanged={() => void refetch()} />;

  return (
    <>
      <ScreenTitle>{t('admin.title')}</ScreenTitle>
      <Flex as="form" role="search" aria-label={t('admin.filters')} gap="3" wrap="wrap" align="end" mb="5" onSubmit={applySearch}>
        <Field.Root width="auto">
          <Field.Label>{t('admin.status')}</Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              bg="white"
              value={status ?? ''}
              onChange={(event) => change({ status: event.currentTarget.value || null, page: null })}
              data-testid="admin-support-status"
            >
              <option value="">{t('admin.allStatuses')}</option>
              {SUPPORT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: 'full', md: 'sm' }}>
          <Field.Label>{t('admin.search')}</Field.Label>
          <Input size="sm" type="search" bg="white" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          <Field.HelperText>{t('admin.searchHint')}</Field.HelperText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="terracotta" mb={{ md: '6' }}>
          {t('admin.apply')}
        </Button>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(18rem, 2fr) 3fr' }} gap="6" alignItems="start">
        <Box display={{ base: ticketId ? 'none' : 'block', lg: 'block' }}>{listBody}</Box>
        <Box display={{ base: ticketId ? 'block' : 'none', lg: 'block' }}>
          {ticketId && (
            <Link asChild display={{ base: 'inline-flex', lg: 'none' }} gap="1" alignItems="center" mb="3" color="terracotta.700">
              <RouterLink to={{ search: withParam(searchParams, 'ticket', null) }}>
                <ArrowLeft aria-hidden="true" size={16} style={{ transform: 'scaleX(var(--direction-flip, 1))' }} />
                {t('admin.back')}
              </RouterLink>
            </Link>
          )}
          {detail}
        </Box>
      </Grid>
    </>
  );
}

function withParam(current: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return `?${next.toString()}`;
}

function TicketView({ ticket, onChanged }: { ticket: Ticket; onChanged: () => void }) {
  const { t } = useTranslation('support');
  const [answer] = useMutation(SupportTicketAnswerDocument);
  const [setStatus, { loading: saving }] = useMutation(SupportTicketStatusSetDocument);
  const [status, setStatusChoice] = useState<SupportStatusValue>(ticket.status);
  const [statusNote, setStatusNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function send(message: string): Promise<string | null> {
    try {
      const { data } = await answer({ variables: { input: { ticketId: ticket.id, message } } });
      const failure = data?.supportTicketAnswer.userErrors[0];
      if (failure) return supportErrorText(failure, t);
      onChanged();
      return null;
    } catch (error) {
      return errorText(t, error, 'support');
    }
  }

  async function saveStatus(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await setStatus({ variables: { input: { ticketId: ticket.id, status } } });
      const failure = data?.supportTicketStatusSet.userErrors[0];
      setStatusNote(
        failure ? { tone: 'error', text: supportErrorText(failure, t) } : { tone: 'success', text: t('admin.statusSaved', { status: t(`status.${status}`) }) },
      );
      if (!failure) onChanged();
    } catch (error) {
      setStatusNote({ tone: 'error', text: errorText(t, error, 'support') });
    }
  }

  return (
    <Stack gap="5" data-testid="admin-support-ticket">
      <Stack gap="1">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="lg">
            {ticket.subject}
          </Heading>
          <SupportStatusBadge status={ticket.status} />
        </Flex>
        <Text color="gray.700">
          {ticket.name} &lt;{ticket.email}&gt; · {ticket.hasAccount ? t('admin.account') : t('admin.guest')} · {t(`categories.${ticket.category}`)}
          {ticket.bookingReference && ` · ${t('profile.booking', { reference: ticket.bookingReference })}`}
        </Text>
      </Stack>
      <SupportThread ticket={ticket} perspective="staff" />
      <ReplyBox
        label={t('admin.reply', { name: ticket.name })}
        hint={t('admin.replyHint')}
        submitLabel={t('admin.send')}
        sentText={t('admin.sent', { email: ticket.email })}
        send={send}
      />
      <Flex as="form" gap="3" align="end" wrap="wrap" onSubmit={(event: FormEvent) => void saveStatus(event)} aria-label={t('admin.setStatus')}>
        <Field.Root width="auto">
          <Field.Label>{t('admin.setStatus')}</Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              bg="white"
              value={status}
              onChange={(event) => setStatusChoice(event.currentTarget.value as SupportStatusValue)}
              data-testid="admin-support-set-status"
            >
              {SUPPORT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" colorPalette="terracotta" loading={saving}>
          {t('admin.saveStatus')}
        </Button>
      </Flex>
      {statusNote && <FormMessage tone={statusNote.tone}>{statusNote.text}</FormMessage>}
    </Stack>
  );
}
