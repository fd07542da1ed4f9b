// Spec §2 Profile: the account at a glance, its picture, and the editable fields (names, country, city, phone).
import { Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileUpdateDocument, ViewerDocument } from '../../gql/graphql';
import { FormMessage, type MessageTone } from '../auth/FormMessage';
import { errorText } from '../../app/errors';
import { focusFirstInvalid } from '../auth/form';
import { AVATAR_MAX_BYTES } from '../session/constants';
import { UserAvatar } from '../session/UserAvatar';
import { useSession, useSetViewer, type Viewer } from '../session/useSession';
import { AvatarUploadError, uploadAvatar } from './avatar-upload';
import { CountrySelect } from './CountrySelect';
import { useDialCountries, withDialCode } from './dial-codes';
import { LoyaltySection } from './LoyaltySection';
import { ProfileSection, ProfileShell } from './ProfileShell';

interface ProfileForm {
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  phone: string;
}

const formOf = (user: Viewer): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country ?? '',
  city: user.city ?? '',
  phone: user.phone ?? '',
});

export function ProfilePage() {
  const { t, i18n } = useTranslation(['profile', 'auth']);
  const { user } = useSession();
  if (!user) return null; // RequireSession renders this page only with a user.
  return (
    <ProfileShell title={t('title')}>
      <Stack gap="6">
        <AvatarSection user={user} />
        <LoyaltySection />
        <ProfileDetailsForm key={user.id} user={user} language={i18n.resolvedLanguage ?? 'en'} />
      </Stack>
    </ProfileShell>
  );
}

function AvatarSection({ user }: { user: Viewer }) {
  const { t } = useTranslation(['profile', 'auth']);
  const client = useApolloClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<{ tone: MessageTone; text: string } | null>(null);
  const displayName = user.name || t('fallbackName');

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setNotice(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return setNotice({ tone: 'error', text: t('avatar.notImage') });
    if (chosen.size > AVATAR_MAX_BYTES) return setNotice({ tone: 'error', text: t('avatar.tooLarge') });
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      await uploadAvatar(file);
      await client.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      setNotice({ tone: 'success', text: t('avatar.updated') });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof AvatarUploadError && error.code ? errorText(t, { code: error.code }, 'profile') : t('avatar.failed') });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="profile-summary" bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p={{ base: '4', md: '6' }}>
      <Flex gap="4" align="center" wrap="wrap">
        <UserAvatar user={user} size="20" src={preview} />
        <Box flex="1" minW="0">
          <Text id="profile-summary" fontSize="xl" fontWeight="semibold" truncate>
            {displayName}
          </Text>
          <Text color="gray.600" truncate>
            {user.email}
          </Text>
        </Box>
      </Flex>
      <Stack mt="4" gap="2">
        <Flex gap="2" wrap="wrap">
          {/* The visible button opens the native picker; the input itself stays out of the tab order. */}
          <input
            ref={inputRef}
            id="avatar-file"
            type="file"
            accept="image/*"
            tabIndex={-1}
            onChange={choose}
            aria-label={t('avatar.choose')}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          />
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            {t('avatar.choose')}
          </Button>
          <Button size="sm" colorPalette="terracotta" disabled={!file} loading={uploading} onClick={() => void upload()}>
            {t('avatar.upload')}
          </Button>
        </Flex>
        <Text fontSize="sm" color="gray.600">
          {t('avatar.hint')}
        </Text>
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      </Stack>
    </Box>
  );
}

function ProfileDetailsForm({ user, language }: { user: Viewer; language: string }) {
  const { t } = useTranslation(['profile', 'auth']);
  const setViewer = useSetViewer();
  const formRef = useRef<HTMLFormElement>(null);
  const { countries } = useDialCountries(language);
  const [form, setForm] = useState<ProfileForm>(() => formOf(user));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const [notice, setNotice] = useState<{ tone: MessageTone; text: string } | null>(null);
  const [updateProfile, { loading }] = useMutation(ProfileUpdateDocument);

  function update(name: keyof ProfileForm, value: string) {
    setForm((previous) => ({ ...previous, [name]: value }));
    setFieldErrors((previous) => ({ ...previous, [name]: undefined }));
  }

  function chooseCountry(code: string) {
    const dialCode = countries.find((entry) => entry.code === code)?.dialCode;
    setForm((previous) => ({
      ...previous,
      country: code,
      phone: dialCode
        ? withDialCode(
            previous.phone,
            dialCode,
            countries.map((entry) => entry.dialCode),
          )
        : previous.phone,
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    try {
      const phone = /^\+?\d{0,4}$/.test(form.phone.trim()) ? '' : form.phone.trim(); // a bare dial code is no number
      const { data } = await updateProfile({
        variables: { input: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), country: form.country, city: form.city.trim(), phone } },
      });
      const payload = data?.profileUpdate;
      const problems = payload?.userErrors ?? [];
      const fieldProblems = Object.fromEntries(
        problems.filter((problem) => problem.field && problem.field in form).map((problem) => [problem.field, errorText(t, problem, 'profile')]),
      );
      if (problems.length || !payload?.user) {
        setFieldErrors(fieldProblems);
        setNotice({ tone: 'error', text: t('updateFailed') });
        focusFirstInvalid(formRef.current);
        return;
      }
      setViewer(payload.user);
      setForm(formOf(payload.user));
      setNotice({ tone: 'success', text: t('updated') });
    } catch {
      setNotice({ tone: 'error', text: t('updateFailed') });
    }
  }

  return (
    <ProfileSection id="profile-details" title={t('details')}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={Boolean(fieldErrors.firstName)}>
              <Field.Label>{t('auth:fields.firstName')}</Field.Label>
              <Input name="firstName" autoComplete="given-name" value={form.firstName} onChange={(event) => update('firstName', event.currentTarget.value)} />
              <Field.ErrorText>{fieldErrors.firstName}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.lastName)}>
              <Field.Label>{t('auth:fields.lastName')}</Field.Label>
              <Input name="lastName" autoComplete="family-name" value={form.lastName} onChange={(event) => update('lastName', event.currentTarget.value)} />
              <Field.ErrorText>{fieldErrors.lastName}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.country)}>
              <Field.Label>{t('auth:fields.country')}</Field.Label>
              <CountrySelect countries={countries} placeholder={t('auth:fields.countryPlaceholder')} value={form.country} onChange={chooseCountry} />
              <Field.ErrorText>{fieldErrors.country}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.city)}>
              <Field.Label>{t('fields.city')}</Field.Label>
              <Input name="city" autoComplete="address-level2" value={form.city} onChange={(event) => update('city', event.currentTarget.value)} />
              <Field.ErrorText>{fieldErrors.city}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={Boolean(fieldErrors.phone)}>
            <Field.Label>{t('auth:fields.phone')}</Field.Label>
            <Input type="tel" name="phone" autoComplete="tel" dir="ltr" value={form.phone} onChange={(event) => update('phone', event.currentTarget.value)} />
            {fieldErrors.phone ? <Field.ErrorText>{fieldErrors.phone}</Field.ErrorText> : <Field.HelperText>{t('fields.phoneHint')}</Field.HelperText>}
          </Field.Root>
          {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
          <Box>
            <Button type="submit" colorPalette="terracotta" loading={loading} loadingText={t('saving')}>
              {t('save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </ProfileSection>
  );
}
