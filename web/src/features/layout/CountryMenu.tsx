// The country selector's menu: search and the 54 countries, in a popover opened as soon as it loads.
import { Box, Button, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchOverlay } from '../country-switch/overlay-loader';
import { searchable } from './country-names';
import { CountryFlag } from './CountryFlag';
import { CountryTrigger } from './CountryTrigger';
import { popoverRecipe } from '../../app/overlay-recipes';

export interface CountryEntry {
  code: string;
  name: string;
  label: string;
  aliases: readonly string[];
}

interface Props {
  countries: readonly CountryEntry[];
  country: string;
  disabled: boolean;
  onChoose: (code: string, label?: string) => void;
}

export default function CountryMenu({ countries, country, disabled, onChoose }: Props) {
  const { t } = useTranslation();
  // It loads because the visitor opened it.
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const selected = countries.find((entry) => entry.code === country);
  const term = searchable(search.trim());
  const matches = term
    ? countries.filter((entry) => [entry.label, entry.name, entry.code, ...entry.aliases].some((name) => searchable(name).includes(term)))
    : countries;

  function choose(code: string) {
    onChoose(code, countries.find((entry) => entry.code === code)?.label);
    setOpen(false);
    setSearch('');
  }

  return (
    <Popover.Root
      recipe={popoverRecipe}
      open={open}
      onOpenChange={(details) => {
        if (details.open) prefetchOverlay();
        setOpen(details.open);
      }}
      initialFocusEl={() => searchRef.current}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <CountryTrigger code={selected?.code} label={selected?.label ?? country} disabled={disabled} />
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
                      <CountryFlag code={entry.code} loading="lazy" />
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
