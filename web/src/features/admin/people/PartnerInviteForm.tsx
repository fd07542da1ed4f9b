// Invite a partner: the back office opens the account (e-mail, name, partner role) and the server e-mails the
// invitee a link to choose their password.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPartnerInviteDocument, type Role } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { FormField, SelectInput } from '../admin-form';
import { AccountForm } from './AccountForm';
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
    <AccountForm
      title={t('invite.title')}
      hint={t('invite.hint')}
      submitLabel={t('invite.send')}
      loading={loading}
      testId="partner-invite-form"
      person={draft}
      onPerson={set}
      onSubmit={(event) => void submit(event)}
      notice={notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
    >
      <FormField label={t('invite.role')} required>
        <SelectInput value={draft.role} onChange={set('role')} options={partnerRoles.map((value) => ({ value, label: t(`roles.${value}`) }))} />
      </FormField>
    </AccountForm>
  );
}
