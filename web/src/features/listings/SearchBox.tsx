import { Box, Field, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../app/constants';

interface Props {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}

/** Sends the term after a pause in typing; shorter than 3 characters only shows a hint. */
export function SearchBox({ value, label, placeholder, onSearch }: Props) {
  const { t } = useTranslation('listings');
  const [text, setText] = useState(value);

  // Back/forward or "Clear filters" change the URL: follow it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const term = text.trim();
    const effective = term.length >= SEARCH_MIN_LENGTH ? term : '';
    const current = value.trim().length >= SEARCH_MIN_LENGTH ? value.trim() : '';
    if (effective === current) return;
    const timer = window.setTimeout(() => onSearch(effective), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;

  return (
    <Field.Root flex="1" minW={{ base: 'full', md: '64' }}>
      <Field.Label srOnly>{label}</Field.Label>
      <Box position="relative" width="full">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none">
          <Search aria-hidden="true" size={16} />
        </Box>
        <Input
          type="search"
          size="sm"
          bg="white"
          paddingStart="9"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </Box>
      <Box aria-live="polite" minH="5">
        {tooShort && <Field.HelperText>{t('search.hint', { count: SEARCH_MIN_LENGTH })}</Field.HelperText>}
      </Box>
    </Field.Root>
  );
}
