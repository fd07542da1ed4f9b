// Sub-admins (admins only; the section hides this view from sub-admins and the server refuses them).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSubadminsDocument, SubadminCreateDocument, SubadminRemoveDocument } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { useConfirmation } from '../../backoffice/useConfirmation';
import { FormField, TextInput } from '../admin-form';
import { AccountForm } from './AccountForm';
import { errorText } from '../../../app/errors';
import { AdminPageHeader, DataTable, ListStates, refusal, Td } from '../admin-ui';

export function SubadminsPage() {
  const { t } = useTranslation(['admin', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const { data, loading, error, refetch } = useQuery(AdminSubadminsDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(SubadminCreateDocument);
  const [remove] = useMutation(SubadminRemoveDocument);
  const [draft, setDraft] = useState({ email: '', firstName: '', lastName: '', password: '' });
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const set = (name: keyof typeof draft) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const result = (await create({ variables: { input: { ...draft, password: draft.password || null } } })).data?.subadminCreate;
      const refused = refusal(t, result?.userErrors[0]);
      if (refused) return setNotice({ tone: 'error', text: refused });
      setNotice({ tone: 'success', text: t('subadmins.created', { email: draft.email }) });
      setDraft({ email: '', firstName: '', lastName: '', password: '' });
      void refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  async function end(id: string, email: string) {
    setNotice(null);
    const question = { title: t('subadmins.confirmRemove', { email }), detail: t('backoffice:confirm.final'), confirmLabel: t('subadmins.remove') };
    if (!(await confirm(question))) return;
    try {
      const refused = refusal(t, (await remove({ variables: { id } })).data?.subadminRemove.userErrors[0]);
      setNotice(refused ? { tone: 'error', text: refused } : { tone: 'success', text: t('subadmins.removed', { email }) });
      if (!refused) void refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  return (
    <Stack gap="4">
      <AdminPageHeader title={t('people.subadmins')} />
      <AccountForm
        title={t('subadmins.add')}
        hint={t('subadmins.hint')}
        submitLabel={t('subadmins.create')}
        loading={creating}
        testId="subadmin-form"
        person={draft}
        onPerson={set}
        onSubmit={(event) => void submit(event)}
      >
        <FormField label={t('subadmins.password')}>
          <TextInput type="password" value={draft.password} onChange={set('password')} />
        </FormField>
      </AccountForm>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={data?.subadmins.length === 0} onRetry={() => void refetch()}>
        <DataTable caption={t('people.subadmins')} head={[t('people.account'), t('content.actions')]}>
          {data?.subadmins.map((person) => (
            <tr key={person.id}>
              <Td>
                <Text fontWeight="semibold">{person.name || person.email}</Text>
                <Text fontSize="xs" color="gray.600">
                  {person.email}
                </Text>
              </Td>
              <Td>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void end(person.id, person.email)}
                  aria-label={t('subadmins.removeNamed', { email: person.email })}
                >
                  {t('subadmins.remove')}
                </Button>
              </Td>
            </tr>
          ))}
        </DataTable>
      </ListStates>
      {dialog}
    </Stack>
  );
}
