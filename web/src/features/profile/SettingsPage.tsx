// Spec §2 settings: change the password (current and new, at least 8), the interface language, and whether text
// messages about bookings are sent.
import { Box, Button, Checkbox, Field, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeDocument, ProfileUpdateDocument } from '../../gql/graphql';
import { useSession, useSetViewer } from '../session/useSession';
import { FormMessage, type MessageTone } from '../auth/FormMessage';
import { NewPasswordField, RequiredField } from '../auth/RequiredField';
import { errorText } from '../../app/errors';
import { focusFirstInvalid } from '../auth/form';
import { PASSWORD_MIN_LENGTH } from '../session/constants';
import { LanguageSelect } from '../layout/LanguageSwitcher';
import { ProfileSection, ProfileShell } from './ProfileShell';

export function SettingsPage() {
  const { t } = useTranslation(['profile', 'auth']);
  return (
    <ProfileShell title={t('settings.title')}>
      <Stack gap="6">
        <PasswordSection />
        <LanguageSection />
        <TextMessagesSection />
      </Stack>
    </ProfileShell>
  );
}

function PasswordSection() {
  const { t } = useTranslation(['profile', 'auth']);
  const formRef = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const [notice, setNotice] = useState<{ tone: MessageTone; text: string } | null>(null);
  const [changePassword, { loading }] = useMutation(PasswordChangeDocument);
  const currentProblem = serverErrors.currentPassword ?? (checked && !currentPassword ? t('auth:validation.passwordRequired') : undefined);
  const newProblem =
    serverErrors.newPassword ??
    (checked && newPassword.length < PASSWORD_MIN_LENGTH ? t('auth:validation.passwordShort', { count: PASSWORD_MIN_LENGTH }) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setServerErrors({});
    if (!currentPassword || newPassword.length < PASSWORD_MIN_LENGTH) {
      setChecked(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      const problems = data?.passwordChange.userErrors ?? [];
      if (problems.length || !data?.passwordChange.user) {
        const byField = Object.fromEntries(problems.filter((problem) => problem.field).map((problem) => [problem.field, errorText(t, problem, 'profile')]));
        setServerErrors(byField);
        setNotice({ tone: 'error', text: problems[0] && !problems[0].field ? errorText(t, problems[0], 'profile') : t('settings.passwordFailed') });
        focusFirstInvalid(formRef.current);
        return;
      }
      setCurrentPassword('');
      setNewPassword('');
      setChecked(false);
      setNotice({ tone: 'success', text: t('settings.passwordChanged') });
    } catch {
      setNotice({ tone: 'error', text: t('settings.passwordFailed') });
    }
  }

  return (
    <ProfileSection id="settings-password" title={t('settings.passwordTitle')}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4" maxW="sm">
          <RequiredField
            label={t('settings.currentPassword')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onValueChange={setCurrentPassword}
            problem={currentProblem}
          />
          <NewPasswordField value={newPassword} onValueChange={setNewPassword} problem={newProblem} />
          {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
          <Box>
            <Button type="submit" colorPalette="terracotta" loading={loading}>
              {t('settings.passwordSubmit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </ProfileSection>
  );
}

function LanguageSection() {
  const { t } = useTranslation(['profile', 'auth']);
  return (
    <ProfileSection id="settings-language" title={t('settings.languageTitle')}>
      <Field.Root maxW="sm">
        <Field.Label>{t('settings.language')}</Field.Label>
        <LanguageSelect />
        <Field.HelperText>{t('settings.languageHint')}</Field.HelperText>
      </Field.Root>
    </ProfileSection>
  );
}

/** Text messages about bookings (confirmed, paid, cancelled, refunded): on unless turned off here; saved at once. */
function TextMessagesSection() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const setViewer = useSetViewer();
  const [notice, setNotice] = useState<{ tone: MessageTone; text: string } | null>(null);
  const [updateProfile, { loading }] = useMutation(ProfileUpdateDocument);

  async function choose(smsReceipts: boolean) {
    setNotice(null);
    try {
      const { data } = await updateProfile({ variables: { input: { smsReceipts } } });
      const payload = data?.profileUpdate;
      if (!payload?.user || payload.userErrors.length) {
        setNotice({ tone: 'error', text: t('settings.smsFailed') });
        return;
      }
      setViewer(payload.user);
      setNotice({ tone: 'success', text: t(smsReceipts ? 'settings.smsOn' : 'settings.smsOff') });
    } catch {
      setNotice({ tone: 'error', text: t('settings.smsFailed') });
    }
  }

  return (
    <ProfileSection id="settings-sms" title={t('settings.smsTitle')}>
      <Stack gap="3" maxW="md">
        {user ? (
          <Checkbox.Root
            checked={user.smsReceipts}
            disabled={loading}
            onCheckedChange={(details) => void choose(details.checked === true)}
            aria-describedby="settings-sms-hint"
            data-testid="sms-receipts"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('settings.smsReceipts')}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Skeleton height="6" maxW="xs" />
        )}
        <Text id="settings-sms-hint" fontSize="sm" color="fg.muted">
          {t('settings.smsHint')}
        </Text>
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      </Stack>
    </ProfileSection>
  );
}
