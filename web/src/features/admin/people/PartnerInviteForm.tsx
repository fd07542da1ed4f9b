// Invite a partner: the back office opens the account (e-mail, name, partner role) and the server e-mails the
// invitee a link to choose their password.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPartnerInviteDocument, type Role } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { FormField, SelectInput, TextInput } from '../admin-form';
import { errorText } from '../../../app/errors';
import { refusal } from '../admin-ui';

const partnerRoles: readonly Role[] = ['HOTEL_MANAGER', 'RESTAURANT_MANAGER', 'TOUR_ORGANIZER', 'TRANSPORT_BUSINESS', 'LEISURE_MANAGER'];
const empty = { email: '', firstName: '', lastName: '', role: 'HOTEL_MANAGER' as Role };

export function PartnerInviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation(['admin', 'backoffice']);
  const [invite, { loading }] = useMutation(AdminPartnerInviteDocument);
  const [draft, setDraft] = useState(empty);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const set = (name: keyof typeof draft) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const result = (await invite({ variables: { input: draft } })).data?.adminPartnerInvite;
      const refused = refusal(t, result?.userErrors[0]);
      if (refused) return setNotice({ tone: 'error', text: refused });
      setNotice({ tone: 'success', text: t('invite.sent', { email: draft.email }) });
      setDraft(empty);
      onInvited();
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(t, failure, 'admin') });
    }
  }

  return (
    <Stack
      as="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      bg="white"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="terracotta.100"
      gap="3"
      data-testid="partner-invite-form"
    >
      <Text fontWeight="semibold">{t('invite.title')}</Text>
      <Text fontSize="sm" color="gray.700">
        {t('invite.hint')}
      </Text>
      <Flex gap="3" wrap="wrap">
        <FormField label={t('subadmins.email')} required>
          <TextInput type="email" name="email" value={draft.email} onChange={set('email')} />
        </FormField>
        <FormField label={t('subadmins.firstName')}>
          <TextInput value={draft.firstName} onChange={set('firstName')} />
        </FormField>
        <FormField label={t('subadmins.lastName')}>
          <TextInput value={draft.lastName} onChange={set('lastName')} />
        </FormField>
        <FormField label={t('invite.role')} required>
          <SelectInput value={draft.role} onChange={set('role')} options={partnerRoles.map((value) => ({ value, label: t(`roles.${value}`) }))} />
        </FormField>
      </Flex>
      <Button type="submit" colorPalette="terracotta" alignSelf="flex-start" loading={loading}>
        {t('invite.send')}
      </Button>
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
    </Stack>
  );
}
