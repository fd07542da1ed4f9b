// What every admin list screen does the same way: its filters live in the URL (so a view can be linked and
// reloaded), and a search form holds the words box, its button and the screen's own filters.
import { Button, Flex, Input } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The list's URL parameters, its words (`q`) and page; a change of any filter but the page goes back to page 1. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) value ? next.set(name, value) : next.delete(name);
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { params, q: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1), update };
}

/** The words box (applied on submit) and, as children, the filters (applied as they change). */
export function ListSearch({ label, q, onSearch, children }: { label: string; q: string; onSearch: (q: string) => void; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState(q);
  return (
    <Flex
      as="form"
      role="search"
      gap="2"
      wrap="wrap"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <Input
        size="sm"
        bg="white"
        maxW="xs"
        type="search"
        aria-label={label}
        placeholder={label}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Button size="sm" type="submit" variant="outline">
        {t('list.searchButton')}
      </Button>
      {children}
    </Flex>
  );
}
