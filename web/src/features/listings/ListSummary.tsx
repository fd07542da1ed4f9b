import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format';

export interface ConnectionSummary {
  totalCount: number;
  totalCountCapped: boolean;
  nodes: readonly unknown[];
  pageInfo: { page?: number | null; pageSize: number; totalPages: number };
}

/** 'Showing a-b of n results • Page p of q', announced politely when it changes. */
export function ListSummary({ connection, loading }: { connection?: ConnectionSummary; loading: boolean }) {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.resolvedLanguage ?? 'en';
  let text = '';
  if (loading) text = t('common:status.loading');
  else if (connection && connection.totalCount > 0) {
    const page = connection.pageInfo.page ?? 1;
    const from = (page - 1) * connection.pageInfo.pageSize + 1;
    text = t('summary', {
      from: formatCount(from, language),
      to: formatCount(from + connection.nodes.length - 1, language),
      total: formatCount(connection.totalCount, language, connection.totalCountCapped),
      page: formatCount(page, language),
      pages: formatCount(connection.pageInfo.totalPages, language),
    });
  }
  return (
    <Text role="status" aria-live="polite" color="gray.700" fontSize="sm" mb="4" minH="5" data-testid="list-summary">
      {text}
    </Text>
  );
}
