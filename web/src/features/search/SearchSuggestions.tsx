// The search box's suggestions (the WAI-ARIA combobox pattern, through Chakra's Combobox: arrow keys move through the
// suggestions, Enter opens one or searches the words typed, Escape closes the list, and a screen reader hears the
// options and their groups). Loaded when a traveller reaches for the box (SearchCombobox.tsx), then put in the plain
// box's place with the words typed, the caret and the focus as they were: the combobox, its positioning and its
// dismissal are a seventh of the libraries, which no first paint needs.
import { Box, Combobox, Portal, Text, useListCollection } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MIN_LENGTH } from '../../app/constants';
import { bookingPathOf, kindUi } from '../../app/kinds';
import { type BookingType, SearchSuggestionsDocument } from '../../gql/graphql';
import { type SearchBoxParts, SearchIcon, SearchStatus, searchInputProps } from './search-box';

/** One suggestion: where choosing it leads. */
interface Suggestion {
  value: string;
  label: string;
  detail: string;
  group: 'countries' | 'cities' | 'listings';
  href: string;
}

export default function SearchSuggestions({ box, taking }: SearchBoxParts) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { text, setText, term, search, country, cityListPath, label, compact } = box;
  const answer = useQuery(SearchSuggestionsDocument, { variables: { q: term, country }, skip: !term });

  const suggestions = useMemo<Suggestion[]>(() => {
    const found = term && answer.data?.searchSuggestions;
    if (!found) return [];
    return [
      ...found.countries.map((entry) => ({
        value: `country:${entry.code}`,
        label: entry.name,
        detail: t('siteSearch.country'),
        group: 'countries' as const,
        href: `/?country=${encodeURIComponent(entry.code)}`,
      })),
      ...found.cities.map((city) => ({
        value: `city:${city.id}`,
        label: city.name,
        detail: city.country.name,
        group: 'cities' as const,
        href: `${cityListPath}?country=${encodeURIComponent(city.country.code)}&city=${encodeURIComponent(city.id)}`,
      })),
      ...found.listings.map((listing) => ({
        value: `listing:${listing.kind}:${listing.id}`,
        label: listing.name,
        detail: `${t(`nav.${kindUi[listing.kind as BookingType].navKey}`)} · ${listing.city.name}`,
        group: 'listings' as const,
        href: `${bookingPathOf(listing.kind as BookingType, listing.id)}?country=${encodeURIComponent(country)}`,
      })),
    ];
  }, [term, answer.data, t, cityListPath, country]);

  const { collection, set } = useListCollection<Suggestion>({
    initialItems: [],
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    groupBy: (item) => item.group,
  });
  useEffect(() => set(suggestions), [suggestions, set]);

  // Taking over from the plain box the traveller is typing in: the focus and the caret move here before the browser
  // paints, so no key is lost, and the list opens for words already long enough.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!taking || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(taking.selectionStart, taking.selectionEnd);
  }, [taking]);

  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  const status = answer.loading ? t('siteSearch.status.loading') : term && !suggestions.length && !answer.error ? t('siteSearch.status.none') : '';

  return (
    <>
      <Combobox.Root
        collection={collection}
        inputValue={text}
        onInputValueChange={(details) => setText(details.inputValue)}
        onSelect={(details) => {
          const chosen = suggestions.find((item) => item.value === details.itemValue);
          if (chosen) navigate(chosen.href);
        }}
        defaultOpen={Boolean(taking) && text.trim().length >= SEARCH_MIN_LENGTH}
        allowCustomValue
        selectionBehavior="preserve"
        inputBehavior="none"
        openOnClick={false}
        positioning={{ sameWidth: true }}
        size="sm"
        width="full"
      >
        <Combobox.Label srOnly>{label}</Combobox.Label>
        <Combobox.Control position="relative">
          <SearchIcon />
          <Combobox.Input
            ref={input}
            {...searchInputProps(box)}
            onKeyDown={(event) => {
              // Enter with no suggestion highlighted searches the words typed.
              if (event.key === 'Enter' && !collection.items.some((item) => item.value === highlighted(event.currentTarget))) search(text.trim());
            }}
          />
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content data-testid="search-suggestions">
              {collection.group().map(([group, items]) => (
                <Combobox.ItemGroup key={group}>
                  <Combobox.ItemGroupLabel>{t(`siteSearch.groups.${group}`)}</Combobox.ItemGroupLabel>
                  {items.map((item) => (
                    <Combobox.Item item={item} key={item.value}>
                      <Box>
                        <Combobox.ItemText>{item.label}</Combobox.ItemText>
                        <Text fontSize="xs" color="gray.600">
                          {item.detail}
                        </Text>
                      </Box>
                    </Combobox.Item>
                  ))}
                </Combobox.ItemGroup>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <SearchStatus compact={compact} tooShort={tooShort} status={status} />
    </>
  );
}

/** The value of the suggestion the input points to as active (aria-activedescendant), if any. */
function highlighted(input: HTMLInputElement): string | undefined {
  const id = input.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.getAttribute('data-value') ?? undefined) : undefined;
}
