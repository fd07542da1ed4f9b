import { Box, Button, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchMap } from '../country-switch/CountryOverlay';
import { useCountrySwitch } from '../country-switch/useCountrySwitch';
import { CountryListDocument } from '../../gql/graphql';
import { localCountryName, searchable } from './country-names';

export function CountrySelector() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // A choice starts the country switch (spec §4); on back-office paths the selector is disabled.
  const { country, switchCountry, disabled } = useCountrySwitch();
  const { data } = useQuery(CountryListDocument);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const countries = useMemo(
    () =>
      (data?.countries ?? [])
        .map((entry) => ({ ...entry, label: localCountryName(entry.code, entry.name, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [data, language],
  );
  const selected = countries.find((entry) => entry.code === country);
  const term = searchable(search.trim());
  const matches = term
    ? countries.filter((entry) =>
        [entry.label, entry.name, entry.code, ...entry.aliases].some((name) => searchable(name).includes(term)),
      )
    : countries;

  function choose(code: string) {
    switchCountry(code, countries.find((entry) => entry.code === code)?.label);
    setOpen(false);
    setSearch('');
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) prefetchMap();
        setOpen(details.open);
      }}
      initialFocusEl={() => searchRef.current}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={t('country.selectLabel', { country: selected?.label ?? country })}>
          <span aria-hidden="true">{selected?.flag ?? '🌍'}</span>
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {selected?.label ?? country}
          </Text>
          <ChevronDown aria-hidden="true" size={14} />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" maxW="calc(100vw - 1rem)">
            <Popover.Body p="2">
              <Popover.Title srOnly>{t('country.title')}</Popover.Title>
              <Input
                ref={searchRef}
                size="sm"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                placeholder={t('country.searchPlaceholder')}
                aria-label={t('country.searchLabel')}
                aria-controls={listId}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && matches[0]) choose(matches[0].code);
                }}
              />
              <Box as="ul" id={listId} listStyleType="none" mt="2" maxH="72" overflowY="auto" aria-label={t('country.listLabel')}>
                {matches.map((entry) => (
                  <li key={entry.code}>
                    <Button
                      variant={entry.code === country ? 'subtle' : 'ghost'}
                      size="sm"
                      width="full"
                      justifyContent="flex-start"
                      aria-current={entry.code === country ? 'true' : undefined}
                      onClick={() => choose(entry.code)}
                    >
                      <span aria-hidden="true">{entry.flag}</span>
                      <span>{entry.label}</span>
                    </Button>
                  </li>
                ))}
              </Box>
              {countries.length > 0 && matches.length === 0 && (
                <Text role="status" p="2" fontSize="sm" color="gray.600">
                  {t('country.noneFound')}
                </Text>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
