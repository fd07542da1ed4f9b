// The audit log (/admin-dashboard/audit): who changed what and when, with the record before and after;
// filters live in the address so a filtered view can be shared, older entries load by cursor.
import { useQuery } from '@apollo/client/react';
import { Button, chakra, Code, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader, DataTable, ListStates, Td } from '../admin-ui';
import { AuditLogDocument } from '../gql/graphql';

const filterNames = ['actor', 'action', 'subjectType', 'subjectId', 'outcome', 'from', 'to'] as const;
type FilterName = (typeof filterNames)[number];
const PAGE_SIZE = 30;

const Select = chakra('select', { base: { bg: 'white', borderWidth: '1px', borderColor: 'gray.300', rounded: 'md', px: '2', py: '1', fontSize: 'sm' } });

function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  if (!before && !after) return null;
  return (
    <details>
      <summary>{t('audit.details')}</summary>
      <Code as="pre" display="block" whiteSpace="pre-wrap" fontSize="xs" maxW="md">
        {JSON.stringify(before ?? null, null, 1)}
        {'\n→\n'}
        {JSON.stringify(after ?? null, null, 1)}
      </Code>
    </details>
  );
}

export function AuditLogPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  const [draft, setDraft] = useState(applied);
  const filter = Object.fromEntries(filterNames.map((name) => [name, applied[name] || null]));
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditLogDocument, {
    variables: { filter, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.auditLog;
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : `${i18n.language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' });

  const apply = (values: Record<FilterName, string>) =>
    setParams(() => {
      const next = new URLSearchParams();
      for (const name of filterNames) if (values[name].trim()) next.set(name, values[name].trim());
      return next;
    });
  const field = (name: Exclude<FilterName, 'outcome'>, type = 'text') => (
    <Input
      id={`audit-${name}`}
      size="sm"
      bg="white"
      maxW="48"
      type={type}
      aria-label={t(`audit.${name}`)}
      placeholder={type === 'text' ? t(`audit.${name}`) : undefined}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
    />
  );
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page?.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditLog: { ...fetchMoreResult.auditLog, entries: [...previous.auditLog.entries, ...fetchMoreResult.auditLog.entries] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="4">
      <AdminPageHeader title={t('audit.title')} />
      <Flex
        as="form"
        role="search"
        gap="2"
        wrap="wrap"
        align="center"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        {field('actor')}
        {field('action')}
        {field('subjectType')}
        {field('subjectId')}
        <Select aria-label={t('audit.outcome')} value={draft.outcome} onChange={(event) => setDraft({ ...draft, outcome: event.currentTarget.value })}>
          <option value="">{t('audit.anyOutcome')}</option>
          <option value="done">{t('audit.outcomes.done')}</option>
          <option value="denied">{t('audit.outcomes.denied')}</option>
        </Select>
        <chakra.label htmlFor="audit-from" fontSize="sm">
          {t('audit.from')}
        </chakra.label>
        {field('from', 'date')}
        <chakra.label htmlFor="audit-to" fontSize="sm">
          {t('audit.to')}
        </chakra.label>
        {field('to', 'date')}
        <Button size="sm" type="submit" colorPalette="terracotta">
          {t('audit.apply')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            const cleared = Object.fromEntries(filterNames.map((name) => [name, ''])) as Record<FilterName, string>;
            setDraft(cleared);
            apply(cleared);
          }}
        >
          {t('audit.clear')}
        </Button>
      </Flex>
      <ListStates loading={loading && !page} error={error && !page ? error : null} empty={page?.entries.length === 0} onRetry={() => void refetch()}>
        <DataTable
          caption={t('audit.title')}
          testId="audit-entries"
          head={[
            t('audit.columns.when'),
            t('audit.columns.actor'),
            t('audit.columns.action'),
            t('audit.columns.subject'),
            t('audit.columns.outcome'),
            t('audit.columns.change'),
          ]}
        >
          {page?.entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <Td whiteSpace="nowrap">{when.format(new Date(String(entry.createdAt)))}</Td>
              <Td>
                {entry.actor.name || entry.actor.email || t('audit.deletedAccount')}
                <Text as="span" display="block" fontSize="xs" color="gray.700">
                  {entry.actor.email ?? ''} · {t(`roles.${entry.actor.role}`, { defaultValue: entry.actor.role })}
                </Text>
              </Td>
              <Td fontFamily="mono">{entry.action}</Td>
              <Td>
                {entry.subjectName ?? `${entry.subjectType} #${entry.subjectId}`}
                {entry.subjectName && (
                  <Text as="span" display="block" fontSize="xs" color="gray.700">
                    {entry.subjectType} #{entry.subjectId}
                  </Text>
                )}
              </Td>
              <Td color={entry.outcome === 'denied' ? 'red.700' : undefined}>{t(`audit.outcomes.${entry.outcome}`, { defaultValue: entry.outcome })}</Td>
              <Td>
                <Change before={entry.before} after={entry.after} />
              </Td>
            </tr>
          ))}
        </DataTable>
        {page?.hasNextPage && (
          <Button alignSelf="center" size="sm" variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
            {t('audit.more')}
          </Button>
        )}
      </ListStates>
    </Stack>
  );
}
