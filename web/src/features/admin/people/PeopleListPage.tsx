// Accounts (by words and role) or clients (by verification): verify, change role, move to the clients, suspend
// or reinstate, delete (admins only, each after a confirmation), and invite a partner. A deleted account leaves the list. A sub-admin is not offered the admin
// and sub-admin roles, and nobody is offered their own role change; the server refuses (and audits) such attempts anyway.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminPersonFragment,
  AdminPeopleDocument,
  AdminUserDeleteDocument,
  AdminUserRoleChangeDocument,
  AdminUsersMigrateToClientsDocument,
  AdminUserSuspendDocument,
  AdminUserVerifyDocument,
  type Role,
} from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { useConfirmation } from '../../backoffice/useConfirmation';
import { ToolbarSelect } from '../../listings/ToolbarSelect';
import { ListSearch, useListParams } from '../admin-list';
import { errorText } from '../../../app/errors';
import { AdminPageHeader, DataTable, ListStates, Paging, refusal, Td } from '../admin-ui';
import { PartnerInviteForm } from './PartnerInviteForm';

export const roles: readonly Role[] = [
  'USER',
  'HOTEL_MANAGER',
  'RESTAURANT_MANAGER',
  'TOUR_ORGANIZER',
  'TRANSPORT_BUSINESS',
  'LEISURE_MANAGER',
  'SUBADMIN',
  'ADMIN',
];
const backOfficeRoles: readonly Role[] = ['ADMIN', 'SUBADMIN'];

export function PeopleListPage({ clients }: { clients: boolean }) {
  const { t } = useTranslation(['admin', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const adminQuestion = (email: string) => ({
    title: t('people.confirmAdmin', { email }),
    detail: t('people.confirmAdminDetail'),
    confirmLabel: t('people.makeAdmin'),
  });
  const { params, q, page, update } = useListParams();
  const role = roles.find((value) => value === params.get('role')) ?? null;
  const verified = params.get('verified');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminPeopleDocument, {
    variables: { clients, filter: { q: q || null, role: clients ? null : role, verified: verified ? verified === 'yes' : null, page, size: 20 } },
    fetchPolicy: 'cache-and-network',
  });
  const [verify] = useMutation(AdminUserVerifyDocument);
  const [changeRole] = useMutation(AdminUserRoleChangeDocument);
  const [migrate] = useMutation(AdminUsersMigrateToClientsDocument);
  const [suspend] = useMutation(AdminUserSuspendDocument);
  const [remove] = useMutation(AdminUserDeleteDocument);
  const viewer = data?.me;
  const offered = roles.filter((value) => viewer?.role === 'ADMIN' || !backOfficeRoles.includes(value));

  async function run(work: () => Promise<{ code: string; message: string } | undefined>, success: string) {
    setNotice(null);
    try {
      const refused = refusal(t, await work());
      setNotice(refused ? { tone: 'error', text: refused } : { tone: 'success', text: success });
      if (!refused) void refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  const people = clients ? data?.adminClients : data?.adminUsers;
  const editable = (person: AdminPersonFragment) => person.id !== viewer?.id && (viewer?.role === 'ADMIN' || !backOfficeRoles.includes(person.role));
  const suspendable = (person: AdminPersonFragment) => viewer?.role === 'ADMIN' && person.id !== viewer.id && person.role !== 'ADMIN';
  // Deleting follows the suspension rule (role-rules.ts): an admin's, never their own account nor an admin's.
  const deletable = suspendable;

  async function setSuspended(person: AdminPersonFragment, suspended: boolean) {
    // Suspending signs the person out everywhere at once: asked first.
    const question = {
      title: t('people.confirmSuspend', { email: person.email }),
      detail: t('people.confirmSuspendDetail'),
      confirmLabel: t('people.suspend'),
    };
    if (suspended && !(await confirm(question))) return;
    void run(
      async () => (await suspend({ variables: { id: person.id, suspended } })).data?.adminUserSuspend.userErrors[0],
      t(suspended ? 'people.suspendedDone' : 'people.reinstatedDone', { email: person.email }),
    );
  }

  async function deleteAccount(person: AdminPersonFragment) {
    // Deleting erases the person for good: asked first, naming them and saying what stays.
    const named = person.name || person.email;
    const question = {
      title: t('people.confirmDelete', { person: named }),
      detail: t('people.confirmDeleteDetail', { person: named }),
      confirmLabel: t('people.deleteAccount'),
    };
    if (!(await confirm(question))) return;
    setNotice(null);
    try {
      const answer = (await remove({ variables: { id: person.id } })).data?.adminUserDelete;
      const refused = answer?.userErrors[0];
      if (refused) return setNotice({ tone: 'error', text: errorText(t, refused, 'admin:people.deletion', 'admin') });
      setNotice({ tone: 'success', text: t('people.deletedDone', { email: person.email, count: answer?.keptBookings ?? 0 }) });
      void refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin:people.deletion', 'admin') });
    }
  }

  return (
    <Stack gap="4">
      <AdminPageHeader title={clients ? t('people.clients') : t('people.accounts')} />
      {!clients && <PartnerInviteForm onInvited={() => void refetch()} />}
      <ListSearch label={t('people.search')} q={q} onSearch={(words) => update({ q: words })}>
        {!clients && (
          <ToolbarSelect
            label={t('people.roleFilter')}
            value={role ?? ''}
            onChange={(value) => update({ role: value })}
            options={[{ value: '', label: t('people.allRoles') }, ...roles.map((value) => ({ value, label: t(`roles.${value}`) }))]}
          />
        )}
        <ToolbarSelect
          label={t('people.verifiedFilter')}
          value={verified ?? ''}
          onChange={(value) => update({ verified: value })}
          options={[
            { value: '', label: t('people.anyVerification') },
            { value: 'yes', label: t('people.verified') },
            { value: 'no', label: t('people.unverified') },
          ]}
        />
      </ListSearch>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={people?.nodes.length === 0} onRetry={() => void refetch()}>
        <DataTable
          caption={clients ? t('people.clients') : t('people.accounts')}
          head={[t('people.account'), t('people.role'), t('people.verification'), t('content.actions')]}
          testId="admin-people"
        >
          {people?.nodes.map((person) => (
            <tr key={person.id} data-testid="admin-person-row">
              <Td>
                <Text fontWeight="semibold">{person.name || person.email}</Text>
                <Text fontSize="xs" color="gray.600">
                  {person.email}
                </Text>
              </Td>
              <Td>
                {editable(person) ? (
                  <ToolbarSelect
                    label={t('people.roleOf', { email: person.email })}
                    value={person.role}
                    onChange={async (value) => {
                      // Making someone an admin hands over the whole back office: asked first.
                      if (value === 'ADMIN' && !(await confirm(adminQuestion(person.email)))) return;
                      void run(
                        async () => (await changeRole({ variables: { id: person.id, role: value as Role } })).data?.adminUserRoleChange.userErrors[0],
                        t('people.roleChanged', { email: person.email }),
                      );
                    }}
                    options={(offered.includes(person.role) ? offered : [person.role, ...offered]).map((value) => ({ value, label: t(`roles.${value}`) }))}
                  />
                ) : (
                  t(`roles.${person.role}`)
                )}
              </Td>
              <Td>
                <HStack gap="1" wrap="wrap">
                  <Badge colorPalette={person.emailVerified ? 'green' : 'yellow'}>{t(person.emailVerified ? 'people.verified' : 'people.unverified')}</Badge>
                  {person.suspendedAt && <Badge colorPalette="red">{t('people.suspended')}</Badge>}
                </HStack>
              </Td>
              <Td>
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      void run(
                        async () => (await verify({ variables: { id: person.id, verified: !person.emailVerified } })).data?.adminUserVerify.userErrors[0],
                        t(person.emailVerified ? 'people.unverifiedDone' : 'people.verifiedDone', { email: person.email }),
                      )
                    }
                  >
                    {t(person.emailVerified ? 'people.unverify' : 'people.verify')}
                  </Button>
                  {person.role !== 'USER' && editable(person) && (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() =>
                        void run(
                          async () => (await migrate({ variables: { ids: [person.id] } })).data?.adminUsersMigrateToClients.userErrors[0],
                          t('people.migrated', { email: person.email }),
                        )
                      }
                    >
                      {t('people.migrate')}
                    </Button>
                  )}
                  {suspendable(person) && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={person.suspendedAt ? undefined : 'red'}
                      aria-label={t(person.suspendedAt ? 'people.reinstateNamed' : 'people.suspendNamed', { email: person.email })}
                      onClick={() => void setSuspended(person, !person.suspendedAt)}
                    >
                      {t(person.suspendedAt ? 'people.reinstate' : 'people.suspend')}
                    </Button>
                  )}
                  {deletable(person) && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('people.deleteNamed', { email: person.email })}
                      onClick={() => void deleteAccount(person)}
                    >
                      {t('people.delete')}
                    </Button>
                  )}
                </HStack>
              </Td>
            </tr>
          ))}
        </DataTable>
        {people && <Paging page={people.page} size={people.size} total={people.totalCount} onPage={(next) => update({ page: String(next) })} />}
      </ListStates>
      {dialog}
    </Stack>
  );
}
