// Webhooks on the "API keys" screen of every partner dashboard: add an endpoint (its signing secret shown once),
// send it a test delivery, read its delivery log (event, status, attempts, response code), remove it after confirming.
// The log reloads every few seconds while a delivery is still on its way.
import { Badge, Box, Button, Code, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import {
  type WebhookDeliveryFieldsFragment,
  WebhookEndpointCreateDocument,
  WebhookEndpointListDocument,
  WebhookEndpointRemoveDocument,
  WebhookEndpointTestDocument,
} from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { SecretShownOnce } from './SecretShownOnce';

const URL_MAX = 2048;
/** How often the log reloads while a delivery is pending. */
const PENDING_POLL_MS = 2000;

const statusPalette = { PENDING: 'yellow', DELIVERED: 'green', FAILED: 'red' } as const;

function DeliveryLog({ deliveries }: { deliveries: WebhookDeliveryFieldsFragment[] }) {
  const { t, i18n } = useTranslation('backoffice');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  if (!deliveries.length) return <Text color="gray.700">{t('webhooks.noDeliveries')}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" bg="white">
        <Table.Caption>{t('webhooks.logCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('webhooks.event')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.attempts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.response')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.when')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((delivery) => (
            <Table.Row key={delivery.id}>
              <Table.Cell>
                <Code>{t(`webhooks.events.${delivery.eventType}`)}</Code>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusPalette[delivery.status]}>{t(`webhooks.statuses.${delivery.status}`)}</Badge>
              </Table.Cell>
              <Table.Cell>{t('webhooks.attemptCount', { count: delivery.attempts })}</Table.Cell>
              <Table.Cell>
                {delivery.responseStatus ?? (delivery.lastError ? t('webhooks.noAnswer') : '—')}
                {delivery.lastError && delivery.status !== 'DELIVERED' && (
                  <Text fontSize="xs" color="gray.700">
                    {delivery.lastError}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{when(delivery.deliveredAt ?? delivery.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function WebhooksPanel() {
  const { t } = useTranslation('backoffice');
  const [pending, setPending] = useState(false);
  const list = useQuery(WebhookEndpointListDocument, { fetchPolicy: 'cache-and-network', pollInterval: pending ? PENDING_POLL_MS : 0 });
  const [createEndpoint, creating] = useMutation(WebhookEndpointCreateDocument, { refetchQueries: [WebhookEndpointListDocument] });
  const [removeEndpoint, removing] = useMutation(WebhookEndpointRemoveDocument, { refetchQueries: [WebhookEndpointListDocument] });
  const [testEndpoint, testing] = useMutation(WebhookEndpointTestDocument, { refetchQueries: [WebhookEndpointListDocument] });
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const endpoints = list.data?.webhookEndpoints ?? [];
  const anyPending = endpoints.some((endpoint) => endpoint.deliveries.some((delivery) => delivery.status === 'PENDING'));
  if (anyPending !== pending) setPending(anyPending);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!url.trim()) return setProblem(t('webhooks.urlRequired'));
    try {
      const { data } = await createEndpoint({ variables: { input: { url } } });
      const payload = data?.webhookEndpointCreate;
      if (payload?.userErrors[0]) return setProblem(errorText(t, payload.userErrors[0], 'backoffice:webhooks', 'partners'));
      if (payload?.secret && payload.endpoint) {
        setCreated({ url: payload.endpoint.url, secret: payload.secret });
        setUrl('');
      }
    } catch (error) {
      setProblem(errorText(t, error, 'backoffice:webhooks', 'partners'));
    }
  }

  async function sendTest(id: string) {
    setNotice(null);
    try {
      const { data } = await testEndpoint({ variables: { id } });
      const failure = data?.webhookEndpointTest.userErrors[0];
      setNotice(failure ? errorText(t, failure, 'partners') : t('webhooks.testSent'));
    } catch (error) {
      setNotice(errorText(t, error, 'partners'));
    }
  }

  async function remove(id: string) {
    try {
      await removeEndpoint({ variables: { id } });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <Box as="section" aria-labelledby="webhooks-title">
      <Stack gap="4">
        <Text as="h2" id="webhooks-title" fontWeight="semibold" fontSize="lg">
          {t('webhooks.title')}
        </Text>
        <Text color="gray.700">{t('webhooks.lead')}</Text>
        <Panel asChild>
          <form onSubmit={submit} noValidate>
            <HStack align="end" gap="3" flexWrap="wrap">
              <Field.Root invalid={!!problem} flex="1" minW="16rem">
                <Field.Label>{t('webhooks.url')}</Field.Label>
                <Input type="url" dir="ltr" value={url} maxLength={URL_MAX} onChange={(event) => setUrl(event.target.value)} placeholder="https://" />
                <Field.HelperText>{t('webhooks.urlHelp')}</Field.HelperText>
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" colorPalette="terracotta" loading={creating.loading}>
                {t('webhooks.add')}
              </Button>
            </HStack>
          </form>
        </Panel>

        {created && (
          <SecretShownOnce
            key={created.secret}
            title={t('webhooks.createdTitle', { url: created.url })}
            note={t('webhooks.secretOnce')}
            secret={created.secret}
            testId="webhook-secret"
            copyLabel={t('webhooks.copySecret')}
            doneLabel={t('apiKeys.done')}
            onDone={() => setCreated(null)}
            dir="ltr"
          />
        )}
        {notice && (
          <Text role="status" color="gray.800">
            {notice}
          </Text>
        )}

        {list.loading && !list.data ? (
          <Text role="status">{t('webhooks.loading')}</Text>
        ) : list.error ? (
          <Text role="alert" color="red.700">
            {t('webhooks.loadFailed')}
          </Text>
        ) : endpoints.length === 0 ? (
          <Text color="gray.700">{t('webhooks.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4">
            {endpoints.map((endpoint) => (
              <Box as="li" key={endpoint.id} bg="white" p="3" rounded="md" borderWidth="1px">
                <Stack gap="3">
                  <HStack justify="space-between" flexWrap="wrap" gap="2">
                    <Code dir="ltr" wordBreak="break-all">
                      {endpoint.url}
                    </Code>
                    {confirming === endpoint.id ? (
                      <HStack gap="2" role="group" aria-label={t('webhooks.confirmRemove', { url: endpoint.url })}>
                        <Text fontSize="sm">{t('webhooks.confirmRemove', { url: endpoint.url })}</Text>
                        <Button size="sm" colorPalette="red" loading={removing.loading} onClick={() => remove(endpoint.id)}>
                          {t('webhooks.removeConfirm')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          {t('apiKeys.cancel')}
                        </Button>
                      </HStack>
                    ) : (
                      <HStack gap="2">
                        <Button size="sm" variant="outline" loading={testing.loading} onClick={() => sendTest(endpoint.id)}>
                          {t('webhooks.sendTest')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setConfirming(endpoint.id)}
                          aria-label={t('webhooks.removeNamed', { url: endpoint.url })}
                        >
                          {t('webhooks.remove')}
                        </Button>
                      </HStack>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="gray.700">
                    {t('webhooks.subscribed', { events: endpoint.events.map((event) => t(`webhooks.events.${event}`)).join(', ') })}
                  </Text>
                  <DeliveryLog deliveries={endpoint.deliveries} />
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
