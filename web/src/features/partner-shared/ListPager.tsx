// Below a partner list: how many match in all, and Previous / Next with "Page p of q" when there is more than one page.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NumberedList {
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `count` words the total ("192 restaurants"); the page buttons show only when the list has more than one page. */
export function ListPager({ list, count, onPage }: { list: NumberedList; count: string; onPage: (page: number) => void }) {
  const { t } = useTranslation('partners');
  const pages = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  return (
    <HStack gap="3" wrap="wrap" justify="space-between" as="nav" aria-label={t('pagination.label')}>
      <Text fontSize="sm" color="gray.700" data-testid="list-count" aria-live="polite">
        {count}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
            {t('pagination.previous')}
          </Button>
          <Text fontSize="sm">{t('pagination.page', { page: list.page, pages })}</Text>
          <Button size="sm" variant="outline" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
            {t('pagination.next')}
          </Button>
        </HStack>
      )}
    </HStack>
  );
}

/** A searched, paged list's state: the words and the page; new words go back to page 1. */
export function useSearchPaging() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  return {
    q,
    page,
    onSearch: (words: string) => {
      setQ(words);
      setPage(1);
    },
    onPage: setPage,
  };
}
