// A search box that suggests destinations and listings while a traveller types (the WAI-ARIA combobox pattern,
// through Chakra's Combobox: arrow keys move through the suggestions, Enter opens one or searches the words typed,
// Escape closes the list, and a screen reader hears the options and their groups).
import { Box, Combobox, Field, Portal, Text, useListCollection } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../app/constants';
import { bookingPathOf, kindUi } from '../../app/kinds';
import { type BookingType, SearchSuggestionsDocument } from '../../gql/graphql';

/** One suggestion: where choosing it leads. */
interface Suggestion {
  value: string;
  label: string;
  detail: string;
  group: 'countries' | 'cities' | 'listings';
  href: string;
}

interface Props {
  /** The country being browsed: its listings are suggested and its cities come first. */
  country: string;
  label: string;
  placeholder: string;
  /** The words typed, as the page knows them (a list page's `q`). */
  value?: string;
  /** The input's name in a plain form around it (a list page's search works so before the app arrives). */
  name?: string;
  /** Searches the words typed (Enter without a suggestion chosen, and a pause in typing where `searchWhileTyping`). */
  onSearch: (q: string) => void;
  /** Whether each pause in typing searches too (a list page), or only Enter does (the header). */
  searchWhileTyping?: boolean;
  /** The list a chosen city opens. */
  cityListPath: string;
  /** The hint and status are for screen readers only (the header keeps its height). */
  compact?: boolean;
}

/** The words after a pause in typing, when long enough to search. */
function usePausedTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim().length >= SEARCH_MIN_LENGTH ? text.trim() : ''), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return term;
}

export function SearchCombobox({ country, label, placeholder, value = '', name, onSearch, searchWhileTyping = false, cityListPath, compact = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  // On a painted page a visitor may type before the app arrives; hydration keeps the words in the box, and the box
  // takes them as its own when it attaches (before the combobox syncs the input), so the next render keeps them.
  const adopted = useRef(false);
  const adoptTyped = useCallback((input: HTMLInputElement | null) => {
    if (!input || adopted.current) return;
    adopted.current = true;
    setText((current) => (input.value === current ? current : input.value));
  }, []);
  // The words this box last searched: when they reach the URL, the box may already hold newer words, which stay.
  const searched = useRef<string | null>(null);
  const search = (words: string) => {
    searched.current = words;
    onSearch(words);
  };
  // Back/forward or "Clear filters" change the URL: follow it (only a change: the box starts with it, or with the words adopted).
  const followed = useRef(value);
  useEffect(() => {
    if (value === followed.current) return;
    followed.current = value;
    if (value === searched.current) {
      searched.current = null;
      return;
    }
    setText(value);
  }, [value]);
  const term = usePausedTerm(text);
  const answer = useQuery(SearchSuggestionsDocument, { variables: { q: term, country }, skip: !term });

  useEffect(() => {
    if (!searchWhileTyping) return;
    const current = value.trim().length >= SEARCH_MIN_LENGTH ? value.trim() : '';
    if (term !== current && (term || text.trim().length < SEARCH_MIN_LENGTH)) {
      searched.current = term;
      onSearch(term);
    }
  }, [term, searchWhileTyping, value, text, onSearch]);

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

  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  const status = answer.loading ? t('siteSearch.status.loading') : term && !suggestions.length && !answer.error ? t('siteSearch.status.none') : '';

  return (
    <Field.Root flex="1" minW={compact ? undefined : { base: 'full', md: '64' }}>
      <Combobox.Root
        collection={collection}
        inputValue={text}
        onInputValueChange={(details) => setText(details.inputValue)}
        onSelect={(details) => {
          const chosen = suggestions.find((item) => item.value === details.itemValue);
          if (chosen) navigate(chosen.href);
        }}
        // The list is made when first opened: on the page's start the box's machine has no list to scroll to the top
        // (which made the browser lay the hydrating page out, 60 ms on a slow phone).
        lazyMount
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
          <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none" zIndex="1">
            <Search aria-hidden="true" size={16} />
          </Box>
          <Combobox.Input
            ref={adoptTyped}
            name={name}
            bg="white"
            paddingStart="9"
            placeholder={placeholder}
            data-testid="search-input"
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
      <Box aria-live="polite" minH={compact ? undefined : '5'} srOnly={compact}>
        {tooShort ? (
          <Field.HelperText>{t('siteSearch.hint', { count: SEARCH_MIN_LENGTH })}</Field.HelperText>
        ) : (
          status && <Field.HelperText>{status}</Field.HelperText>
        )}
      </Box>
    </Field.Root>
  );
}

/** The value of the suggestion the input points to as active (aria-activedescendant), if any. */
function highlighted(input: HTMLInputElement): string | undefined {
  const id = input.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.getAttribute('data-value') ?? undefined) : undefined;
}
