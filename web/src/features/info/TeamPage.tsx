import { Badge, Box, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { localCountryName } from '../layout/country-names';
import { InfoLayout, InfoSection } from './InfoSection';
import { usePageTexts } from './usePageTexts';

/** Spec §2: the country manager selector and the guides filter (hard-coded data). */
const managerCountries = ['RW', 'KE', 'TZ'] as const;
const guideCountries = ['RW', 'KE', 'TZ', 'UG', 'SN', 'ZA'] as const;
const guides: ReadonlyArray<{ name: string; country: (typeof guideCountries)[number] }> = [
  { name: 'Aline Uwase', country: 'RW' },
  { name: 'Jean-Paul Habimana', country: 'RW' },
  { name: 'Wanjiru Kamau', country: 'KE' },
  { name: 'Otieno Odhiambo', country: 'KE' },
  { name: 'Neema Mushi', country: 'TZ' },
  { name: 'Joseph Okello', country: 'UG' },
  { name: 'Awa Ndiaye', country: 'SN' },
  { name: 'Thandi Nkosi', country: 'ZA' },
];

function Person({ role, name, bio }: { role: string; name: string; bio?: string }) {
  return (
    <Stack bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="1" data-testid="team-card">
      <Badge alignSelf="start" colorPalette="forest">
        {role}
      </Badge>
      <Heading as="h3" size="md">
        {name}
      </Heading>
      {bio && <Text color="gray.700">{bio}</Text>}
    </Stack>
  );
}

export function TeamPage() {
  const { t, title, language } = usePageTexts('team');
  const [managerCountry, setManagerCountry] = useState<string>('RW');
  const [guideFilter, setGuideFilter] = useState<string>('all');
  const managerId = useId();
  const filterId = useId();
  const shown = guideFilter === 'all' ? guides : guides.filter((guide) => guide.country === guideFilter);
  const countryName = (code: string) => localCountryName(code, code, language);

  return (
    <InfoLayout title={title} lead={t('team.lead')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Person role={t('team.founder.role')} name={t('team.founder.name')} bio={t('team.founder.bio')} />
        <Person role={t('team.advisor.role')} name={t('team.advisor.name')} bio={t('team.advisor.bio')} />
      </SimpleGrid>

      <InfoSection heading={t('team.managers.heading')}>
        <Box maxW="xs" mb="3">
          <label htmlFor={managerId}>{t('team.managers.select')}</label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={managerId} value={managerCountry} onChange={(event) => setManagerCountry(event.currentTarget.value)}>
              {managerCountries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Person role={countryName(managerCountry)} name={t('team.managers.tba')} bio={t('team.managers.text', { country: countryName(managerCountry) })} />
      </InfoSection>

      <InfoSection heading={t('team.guides.heading')}>
        <Box maxW="xs" mb="3">
          <label htmlFor={filterId}>{t('team.guides.filter')}</label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={filterId} value={guideFilter} onChange={(event) => setGuideFilter(event.currentTarget.value)} data-testid="guide-filter">
              <option value="all">{t('team.guides.all')}</option>
              {guideCountries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Text role="status" color="gray.700" mb="2">
          {t('team.guides.count', { count: shown.length })}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          {shown.map((guide) => (
            <Box as="li" key={guide.name} bg="white" rounded="lg" borderWidth="1px" borderColor="terracotta.100" p="3" data-testid="guide">
              <Text fontWeight="semibold">{guide.name}</Text>
              <Text fontSize="sm" color="gray.700">
                {countryName(guide.country)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </InfoSection>
    </InfoLayout>
  );
}
