// Pieces every admin screen shares: a page heading, a plain data table, paging, loading/empty/error states
// and the one line that explains a refused change.
import { Box, Button, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ServerProblem } from '../../app/errors';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { ErrorState } from '../listings/ListStates';

/** The screen's one heading (and the tab's title), with its main actions. */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return <ScreenTitle actions={actions}>{title}</ScreenTitle>;
}

const Table = chakra('table', { base: { width: 'full', fontSize: 'sm', borderCollapse: 'collapse' } });
export const Th = chakra('th', {
  base: { textAlign: 'start', fontWeight: 'semibold', px: '3', py: '2', borderBottomWidth: '2px', borderColor: 'terracotta.100', whiteSpace: 'nowrap' },
});
export const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.100', verticalAlign: 'middle' } });

/** A table that scrolls sideways on phones instead of squeezing its columns. */
export function DataTable({ caption, head, children, testId }: { caption: string; head: string[]; children: ReactNode; testId?: string }) {
  return (
    // A table wider than the screen scrolls sideways: the region takes focus, so the keyboard scrolls it too.
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      overflowX="auto"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      borderColor="terracotta.100"
      data-testid={testId}
    >
      <Table>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <thead>
          <tr>
            {head.map((label) => (
              <Th key={label} scope="col">
                {label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Box>
  );
}

/** Loading, failure and empty states around a list; `children` shows once there are rows. */
export function ListStates({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (loading)
    return (
      <Stack gap="2" aria-busy="true" aria-label={t('common:status.loading')}>
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    );
  if (error) return <ErrorState title={t('list.failed')} onRetry={onRetry} />;
  if (empty)
    return (
      <Text py="8" textAlign="center" color="gray.700" data-testid="admin-empty">
        {t('list.empty')}
      </Text>
    );
  return <>{children}</>;
}

/** Previous / next with "Page p of q"; hidden for a single page. */
export function Paging({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t('list.paging')} justify="space-between" align="center" mt="3" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <Text fontSize="sm">{t('list.pageOf', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </Flex>
  );
}

/** A refused change or a failed request in the reader's language, in the admin's wording first; null when none. */
export function refusal(t: TFunction, problem: ServerProblem | undefined | null): string | null {
  return problem ? errorText(t, problem, 'admin') : null;
}
