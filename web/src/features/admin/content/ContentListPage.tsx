// Listings of one kind, active or not: search, status filter, switch on and off, create and edit, delete (confirmed
// first; refused while bookings are to come), and a link to each one's bookings. One query loads the screen (the listings and the partners who may own them).
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type AdminListingRowFragment, AdminContentDocument, AdminListingDeleteDocument, AdminListingStatusSetDocument } from '../gql/graphql';
import { useConfirmation } from '../../backoffice/useConfirmation';
import { FormMessage } from '../../auth/FormMessage';
import { formatUsd } from '../../listings/format';
import { ToolbarSelect } from '../../listings/ToolbarSelect';
import { ListSearch, useListParams } from '../admin-list';
import { errorText } from '../../../app/errors';
import { AdminPageHeader, DataTable, ListStates, Paging, refusal, Td } from '../admin-ui';
import { contentKindOf, contentKinds } from './content-kinds';
import { ListingFormDialog } from './ListingFormDialog';

const PAGE_SIZE = 20;

export function ContentListPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const { params, q, page, update } = useListParams();
  const kind = contentKindOf(params.get('kind'));
  const status = params.get('status') ?? '';
  const [editing, setEditing] = useState<AdminListingRowFragment | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const { data, loading, error, refetch } = useQuery(AdminContentDocument, {
    variables: { kind: kind.kind, partnerRole: kind.partnerRole, filter: { q: q || null, active: status ? status === 'active' : null, page, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [setStatus, { loading: switching }] = useMutation(AdminListingStatusSetDocument);
  const [deleteListing, { loading: deleting }] = useMutation(AdminListingDeleteDocument);
  const { confirm, dialog } = useConfirmation();

  async function remove(listing: AdminListingRowFragment) {
    setNotice(null);
    const question = { title: t('content.deleteQuestion', { name: listing.name }), detail: t('content.deleteDetail'), confirmLabel: t('content.delete') };
    if (!(await confirm(question))) return;
    try {
      const result = await deleteListing({ variables: { kind: kind.kind, id: listing.id } });
      const problem = refusal(t, result.data?.adminListingDelete.userErrors[0]);
      setNotice(problem ? { tone: 'error', text: problem } : { tone: 'success', text: t('content.deleted', { name: listing.name }) });
      if (!problem) await refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  async function toggle(listing: AdminListingRowFragment) {
    setNotice(null);
    try {
      const result = await setStatus({ variables: { kind: kind.kind, id: listing.id, active: !listing.active } });
      const problem = refusal(t, result.data?.adminListingStatusSet.userErrors[0]);
      setNotice(
        problem
          ? { tone: 'error', text: problem }
          : { tone: 'success', text: t(listing.active ? 'content.deactivated' : 'content.activated', { name: listing.name }) },
      );
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  const listings = data?.adminListings;
  return (
    <Stack gap="4">
      <AdminPageHeader
        title={t('content.title')}
        actions={
          <Button colorPalette="terracotta" onClick={() => setEditing('new')}>
            {t('content.new', { kind: t(`kinds.${kind.slug}`) })}
          </Button>
        }
      />
      <Flex as="nav" aria-label={t('content.kinds')} gap="2" wrap="wrap">
        {contentKinds.map((entry) => (
          <Button
            key={entry.slug}
            size="sm"
            variant={entry.slug === kind.slug ? 'solid' : 'outline'}
            colorPalette="terracotta"
            aria-current={entry.slug === kind.slug ? 'page' : undefined}
            onClick={() => update({ kind: entry.slug, q: '', status: '' })}
          >
            {t(`kinds.${entry.slug}`)}
          </Button>
        ))}
      </Flex>
      <ListSearch key={kind.slug} label={t('content.search')} q={q} onSearch={(words) => update({ q: words })}>
        <ToolbarSelect
          label={t('content.statusFilter')}
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            { value: '', label: t('content.allStatuses') },
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
        />
      </ListSearch>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      {dialog}
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={listings?.nodes.length === 0} onRetry={() => void refetch()}>
        <DataTable
          caption={t('content.caption', { kind: t(`kinds.${kind.slug}`) })}
          head={[t('content.name'), t('content.type'), t('content.owner'), t('content.price'), t('content.status'), t('content.actions')]}
          testId="admin-listings"
        >
          {listings?.nodes.map((listing) => (
            <tr key={listing.id} data-testid="admin-listing-row">
              <Td>
                <Text fontWeight="semibold">{listing.name}</Text>
                <Text fontSize="xs" color="gray.600">
                  {listing.cityName}, {listing.countryCode}
                </Text>
              </Td>
              <Td>{t(`types.${listing.type}`, { defaultValue: listing.type })}</Td>
              <Td>{listing.owner.name || listing.owner.email}</Td>
              <Td>{formatUsd(listing.price.amount, language)}</Td>
              <Td>
                <Badge colorPalette={listing.active ? 'green' : 'gray'}>{t(listing.active ? 'status.active' : 'status.inactive')}</Badge>
              </Td>
              <Td>
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={switching}
                    onClick={() => void toggle(listing)}
                    aria-label={t(listing.active ? 'content.deactivateNamed' : 'content.activateNamed', { name: listing.name })}
                  >
                    {t(listing.active ? 'content.deactivate' : 'content.activate')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setEditing(listing)} aria-label={t('content.editNamed', { name: listing.name })}>
                    {t('content.edit')}
                  </Button>
                  <Button size="xs" variant="ghost" asChild>
                    <RouterLink to={`${kind.slug}/${listing.id}/bookings`} aria-label={t('content.bookingsNamed', { name: listing.name })}>
                      {t('content.bookings')}
                    </RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={deleting}
                    onClick={() => void remove(listing)}
                    aria-label={t('content.deleteNamed', { name: listing.name })}
                  >
                    {t('content.delete')}
                  </Button>
                </HStack>
              </Td>
            </tr>
          ))}
        </DataTable>
        {listings && <Paging page={listings.page} size={listings.size} total={listings.totalCount} onPage={(next) => update({ page: String(next) })} />}
      </ListStates>
      {editing && (
        <ListingFormDialog
          kind={kind}
          listing={editing === 'new' ? null : editing}
          partners={data?.partners.nodes ?? []}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setNotice({ tone: 'success', text: t('content.saved', { name }) });
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
