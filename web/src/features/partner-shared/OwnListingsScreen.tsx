// A partner's own listings of one kind: the title with the button that opens the "New …" form, a search box,
// then the list in its loading, failed and empty states. Each kind's screen gives its texts, form and rows.
import { Field, Input, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitleWithNew } from './NewListingForm';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';

interface Props<List extends { nodes: readonly unknown[] }> {
  /** The kind's texts in the partners namespace: `<texts>.title`, `.new`, `.search` and `.empty`. */
  texts: 'tours' | 'restaurants' | 'venues';
  /** What the search answered (the previous answer while a new one loads), or undefined before the first. */
  list: List | undefined;
  failed: boolean;
  onRetry: () => void;
  onSearch: (q: string) => void;
  /** The "New …" form, given a way to close it. */
  newForm: (close: () => void) => ReactNode;
  children: (list: List) => ReactNode;
}

export function OwnListingsScreen<List extends { nodes: readonly unknown[] }>({ texts, list, failed, onRetry, onSearch, newForm, children }: Props<List>) {
  const { t } = useTranslation('partners');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      <ScreenTitleWithNew title={t(`${texts}.title`)} newLabel={t(`${texts}.new`)} open={creating} onToggle={() => setCreating(!creating)} />
      {creating && newForm(() => setCreating(false))}
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
        children(list)
      )}
    </Stack>
  );
}
