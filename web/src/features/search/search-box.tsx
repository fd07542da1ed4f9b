// What the search box's two forms share: SearchCombobox.tsx, the plain box a page paints and hydrates, and
// SearchSuggestions.tsx, the combobox that takes its place when a traveller reaches for it.
import { Box, Field } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '../../app/constants';

/** The box's state, shared by the plain box and the suggestions that take its place. */
export interface SearchBox {
  /** The country being browsed: its listings are suggested and its cities come first. */
  country: string;
  label: string;
  placeholder: string;
  /** The input's name in a plain form around it. */
  name?: string;
  /** The list a chosen city opens. */
  cityListPath: string;
  /** The hint and status are for screen readers only. */
  compact?: boolean;
  text: string;
  setText: (text: string) => void;
  /** The words after a pause in typing, when long enough to search (what the suggestions are for). */
  term: string;
  /** Searches the words typed. */
  search: (words: string) => void;
}

/** Where the caret was in the plain box the suggestions take over from, when it had the focus. */
export interface Caret {
  selectionStart: number;
  selectionEnd: number;
}

export interface SearchBoxParts {
  box: SearchBox;
  /** The plain box's caret when the traveller was typing in it: the suggestions' input takes the focus and the caret. */
  taking: Caret | null;
}

/** The magnifier at the box's start. */
export function SearchIcon() {
  return (
    <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none" zIndex="1">
      <Search aria-hidden="true" size={16} />
    </Box>
  );
}

/** The hint while the words are too short, then how the suggestions went, read out by screen readers. */
export function SearchStatus({ compact, tooShort, status }: { compact?: boolean; tooShort: boolean; status: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite" minH={compact ? undefined : '5'} srOnly={compact}>
      {tooShort ? (
        <Field.HelperText>{t('siteSearch.hint', { count: SEARCH_MIN_LENGTH })}</Field.HelperText>
      ) : (
        status && <Field.HelperText>{status}</Field.HelperText>
      )}
    </Box>
  );
}

/** What the plain box and the combobox's input share, so the one taking the other's place looks and submits the same. */
export const searchInputProps = ({ name, placeholder }: Pick<SearchBox, 'name' | 'placeholder'>) => ({
  name,
  bg: 'white',
  paddingStart: '9',
  placeholder,
  'data-testid': 'search-input',
});
