// A partner's own listings of one kind: the title with the button that opens the "New …" form, a search box,
// then the list in its loading, failed and empty states, its count and pager. Each kind's screen gives its texts, form and rows.
import { Box, Field, Input, Link, Stack, Table } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EditListingLink, VisibilityBadge } from './ListingParts';
import { ListPager, type NumberedList } from './ListPager';
import { ScreenTitleWithNew } from './NewListingForm';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';

interface Props<List extends { nodes: readonly unknown[] } & NumberedList> {
  /** The kind's texts in the partners namespace: `<texts>.title`, `.new`, `.search`, `.empty` and `.count`. */
  texts: 'tours' | 'restaurants' | 'venues' | 'rides' | 'hotels';
  /** What the search answered (the previous answer while a new one loads), or undefined before the first. */
  list: List | undefined;
  failed: boolean;
  onRetry: () => void;
  /** A new search starts again at page 1. */
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  /** The "New …" form, given a way to close it (the list is read again, a new listing in it). */
  newForm: (close: () => void) => ReactNode;
  children: (list: List) => ReactNode;
}

export function OwnListingsScreen<List extends { nodes: readonly unknown[] } & NumberedList>({
  texts,
  list,
  failed,
  onRetry,
  onSearch,
  onPage,
  newForm,
  children,
}: Props<List>) {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      <ScreenTitleWithNew title={t(`${texts}.title`)} newLabel={t(`${texts}.new`)} open={creating} onToggle={() => setCreating(!creating)} />
      {creating &&
        newForm(() => {
          setCreating(false);
          onRetry();
        })}
      <Field.Root maxW="sm">
        <Field.Label>{t(`${texts}.search`)}</Field.Label>
        <Input
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            onSearch(event.target.value.trim());
          }}
        />
      </Field.Root>
      {failed && !list ? (
        <LoadFailed onRetry={onRetry} />
      ) : !list ? (
        <LoadingRows />
      ) : list.nodes.length === 0 ? (
        <NothingYet>{t(`${texts}.empty`)}</NothingYet>
      ) : (
        <>
          {children(list)}
          <ListPager list={list} count={t(`${texts}.count`, { count: list.totalCount })} onPage={onPage} />
        </>
      )}
    </Stack>
  );
}

/** A column a kind adds between a listing's place and its visibility. */
export interface OwnListingColumn<Row> {
  header: string;
  /** Numbers stand at the end of their cells. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface TableProps<Row> {
  rows: readonly Row[];
  /** Read by screen readers only. */
  caption?: string;
  nameHeader: string;
  /** The listing's own screen, relative to the list's. */
  linkTo: (row: Row) => string;
  /** The listing's editor (name, description, photos), relative to the list's. */
  editTo: (row: Row) => string;
  columns?: readonly OwnListingColumn<Row>[];
}

/** The partner's listings as a table: each name opens its listing, then its place, the kind's columns, its visibility. */
export function OwnListingsTable<Row extends { id: string; name: string; location: string; active: boolean }>({
  rows,
  caption,
  nameHeader,
  linkTo,
  editTo,
  columns = [],
}: TableProps<Row>) {
  const { t } = useTranslation('partners');
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" bg="white">
        {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('tours.place')}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('tours.visibility')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('editor.column')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Link asChild color="terracotta.700" fontWeight="semibold">
                  <RouterLink to={linkTo(row)}>{row.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{row.location}</Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
              <Table.Cell>
                <VisibilityBadge active={row.active} />
              </Table.Cell>
              <Table.Cell>
                <EditListingLink to={editTo(row)} name={row.name} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
