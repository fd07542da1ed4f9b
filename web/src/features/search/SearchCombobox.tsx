// A search box that suggests destinations and listings while a traveller types. The page paints and hydrates a plain
// box (role combobox, collapsed) that takes the words, searches on Enter and, on a list page, after each pause in
// typing; the suggestions (SearchSuggestions.tsx, Chakra's Combobox) load when the traveller reaches for the box and
// take its place with the words, the caret and the focus as they were.
import { Box, chakra, Field, useFieldContext } from '@chakra-ui/react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../app/constants';
import { type Caret, type SearchBox, type SearchBoxParts, SearchIcon, SearchStatus, searchInputProps } from './search-box';

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

const loadSuggestions = () => import('./SearchSuggestions');

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
  const [text, setText] = useState(value);
  // On a painted page a visitor may type before the app arrives; hydration keeps the words in the box, and the box
  // takes them as its own when it attaches, so the next render keeps them.
  const plain = useRef<HTMLInputElement | null>(null);
  const adopted = useRef(false);
  const adoptTyped = useCallback((input: HTMLInputElement | null) => {
    plain.current = input;
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

  useEffect(() => {
    if (!searchWhileTyping) return;
    const current = value.trim().length >= SEARCH_MIN_LENGTH ? value.trim() : '';
    if (term !== current && (term || text.trim().length < SEARCH_MIN_LENGTH)) {
      searched.current = term;
      onSearch(term);
    }
  }, [term, searchWhileTyping, value, text, onSearch]);

  const box: SearchBox = { text, setText, term, search, country, label, placeholder, name, cityListPath, compact };
  // The suggestions, once loaded: put in the plain box's place at once (flushSync), so no key typed meanwhile is lost.
  const reaching = useRef(false);
  const [suggestions, setSuggestions] = useState<{ Part: ComponentType<SearchBoxParts>; taking: Caret | null } | null>(null);
  const reach = () => {
    if (reaching.current) return;
    reaching.current = true;
    loadSuggestions().then(
      ({ default: Part }) => {
        const input = plain.current;
        const taking =
          input && document.activeElement === input
            ? { selectionStart: input.selectionStart ?? input.value.length, selectionEnd: input.selectionEnd ?? input.value.length }
            : null;
        flushSync(() => setSuggestions({ Part, taking }));
      },
      // Offline, say: the plain box goes on searching, and the next reach tries again.
      () => {
        reaching.current = false;
      },
    );
  };

  return (
    <Field.Root flex="1" minW={compact ? undefined : { base: 'full', md: '64' }}>
      {suggestions ? <suggestions.Part box={box} taking={suggestions.taking} /> : <PlainSearchBox box={box} inputRef={adoptTyped} onReach={reach} />}
    </Field.Root>
  );
}

/** The box before its suggestions arrive, painted as the combobox paints itself: collapsed, with the same look. */
function PlainSearchBox({ box, inputRef, onReach }: { box: SearchBox; inputRef: (input: HTMLInputElement | null) => void; onReach: () => void }) {
  const field = useFieldContext();
  const { text, setText, search, label, compact } = box;
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  return (
    <>
      <Box width="full">
        <Field.Label srOnly>{label}</Field.Label>
        <Box position="relative">
          <SearchIcon />
          <chakra.input
            ref={inputRef}
            id={field.ids.control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            {...searchInputProps(box)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onFocus={onReach}
            onPointerEnter={onReach}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(text.trim());
            }}
          />
        </Box>
      </Box>
      <SearchStatus compact={compact} tooShort={tooShort} status="" />
    </>
  );
}
