// "API keys" of every partner dashboard: create a named key (its secret shown once, with a copy button
// and a warning), list the keys with when they were created and last used, revoke one after confirming.
// A dashboard mounts it as a route (`api-keys`) and a navigation entry: see apiKeysNavItem below.
import { Box, Button, Code, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { PartnerApiKeyCreateDocument, PartnerApiKeyListDocument, PartnerApiKeyRevokeDocument } from '../partner-shared/gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { Panel } from '../partner-shared/ListingParts';
import { SecretShownOnce } from './SecretShownOnce';
import { WebhooksPanel } from './WebhooksPanel';

/** The partner API's documentation, on this origin: written from the schema, its examples filled with the partner's own ids. */
export const PARTNER_API_DOCS_PATH = '/partner-api/docs';

export const API_KEYS_PATH = 'api-keys';

const NAME_MAX = 60;

export function ApiKeysScreen() {
  const { t, i18n } = useTranslation('backoffice');
  const list = useQuery(PartnerApiKeyListDocument, { fetchPolicy: 'cache-and-network' });
  const [createKey, creating] = useMutation(PartnerApiKeyCreateDocument, { refetchQueries: [PartnerApiKeyListDocument] });
  const [revokeKey, revoking] = useMutation(PartnerApiKeyRevokeDocument, { refetchQueries: [PartnerApiKeyListDocument] });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const when = (iso: unknown) =>
    typeof iso === 'string' ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('apiKeys.never');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) return setProblem(t('apiKeys.nameRequired'));
    try {
      const { data } = await createKey({ variables: { input: { name } } });
      const payload = data?.partnerApiKeyCreate;
      if (payload?.userErrors[0]) return setProblem(errorText(t, payload.userErrors[0], 'partners'));
      if (payload?.secret && payload.apiKey) {
        setCreated({ name: payload.apiKey.name, secret: payload.secret });
        setName('');
      }
    } catch {
      setProblem(t('apiKeys.failed'));
    }
  }

  async function revoke(id: string) {
    try {
      await revokeKey({ variables: { id } });
    } finally {
      setConfirming(null);
    }
  }

  const keys = list.data?.partnerApiKeys ?? [];
  return (
    <Stack gap="6">
      <ScreenTitle>{t('apiKeys.title')}</ScreenTitle>
      <Text color="gray.700">{t('apiKeys.lead')}</Text>
      <Text>
        <Link href={PARTNER_API_DOCS_PATH} color="terracotta.700" textDecoration="underline" fontWeight="semibold">
          {t('apiKeys.docsLink')}
        </Link>
      </Text>

      <Panel asChild>
        <form onSubmit={submit} noValidate>
          <HStack align="end" gap="3" flexWrap="wrap">
            <Field.Root invalid={!!problem} flex="1" minW="14rem">
              <Field.Label>{t('apiKeys.name')}</Field.Label>
              <Input value={name} maxLength={NAME_MAX} onChange={(event) => setName(event.target.value)} placeholder={t('apiKeys.namePlaceholder')} />
              {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="terracotta" loading={creating.loading}>
              {t('apiKeys.create')}
            </Button>
          </HStack>
        </form>
      </Panel>

      {created && (
        <SecretShownOnce
          key={created.secret}
          title={t('apiKeys.createdTitle', { name: created.name })}
          note={t('apiKeys.shownOnce')}
          secret={created.secret}
          testId="api-key-secret"
          copyLabel={t('apiKeys.copy')}
          copiedLabel={t('apiKeys.copied')}
          doneLabel={t('apiKeys.done')}
          onDone={() => setCreated(null)}
        />
      )}

      <Box as="section" aria-labelledby="api-keys-list">
        <Text as="h2" id="api-keys-list" fontWeight="semibold" mb="2">
          {t('apiKeys.listTitle')}
        </Text>
        {list.loading && !list.data ? (
          <Text role="status">{t('apiKeys.loading')}</Text>
        ) : list.error ? (
          <Text role="alert" color="red.700">
            {t('apiKeys.loadFailed')}
          </Text>
        ) : keys.length === 0 ? (
          <Text color="gray.700">{t('apiKeys.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {keys.map((key) => (
              <Box as="li" key={key.id} bg="white" p="3" rounded="md" borderWidth="1px">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{key.name}</Text>
                    <Text fontSize="sm" color="gray.700">
                      <Code>{key.displayPrefix}…</Code> · {t('apiKeys.createdAt', { when: when(key.createdAt) })} ·{' '}
                      {t('apiKeys.lastUsed', { when: when(key.lastUsedAt) })}
                    </Text>
                  </Stack>
                  {confirming === key.id ? (
                    <HStack gap="2" role="group" aria-label={t('apiKeys.confirm', { name: key.name })}>
                      <Text fontSize="sm">{t('apiKeys.confirm', { name: key.name })}</Text>
                      <Button size="sm" colorPalette="red" loading={revoking.loading} onClick={() => revoke(key.id)}>
                        {t('apiKeys.revokeConfirm')}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                        {t('apiKeys.cancel')}
                      </Button>
                    </HStack>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirming(key.id)}
                      aria-label={t('apiKeys.revokeNamed', { name: key.name })}
                    >
                      {t('apiKeys.revoke')}
                    </Button>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <WebhooksPanel />
    </Stack>
  );
}
