import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelTypes, type HotelFilterValues, type HotelTypeKey } from './hotel-search';

interface Props {
  values: HotelFilterValues;
  activeCount: number;
  onApply: (values: HotelFilterValues) => void;
}

type Draft = Record<'minStars' | 'maxStars' | 'minPrice' | 'maxPrice', string> & { type: HotelTypeKey | '' };

const toDraft = (values: HotelFilterValues): Draft => ({
  type: values.type ?? '',
  minStars: values.minStars?.toString() ?? '',
  maxStars: values.maxStars?.toString() ?? '',
  minPrice: values.minPrice?.toString() ?? '',
  maxPrice: values.maxPrice?.toString() ?? '',
});

/** Numeric filters are sent only when they are numbers (spec §5). */
const toNumber = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

export function HotelFiltersDialog({ values, activeCount, onApply }: Props) {
  const { t } = useTranslation('hotels');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(values));
  const firstField = useRef<HTMLSelectElement>(null);

  const numbers = {
    minStars: toNumber(draft.minStars),
    maxStars: toNumber(draft.maxStars),
    minPrice: toNumber(draft.minPrice),
    maxPrice: toNumber(draft.maxPrice),
  };
  const starsInvalid = numbers.minStars !== null && numbers.maxStars !== null && numbers.minStars > numbers.maxStars;
  const priceInvalid = numbers.minPrice !== null && numbers.maxPrice !== null && numbers.minPrice > numbers.maxPrice;

  const set = (name: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Read now: React clears currentTarget before a state updater runs.
    const { value } = event.currentTarget;
    setDraft((previous) => ({ ...previous, [name]: value }));
  };

  function apply(event: React.FormEvent) {
    event.preventDefault();
    if (starsInvalid || priceInvalid) return;
    onApply({ type: draft.type || null, ...numbers });
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) setDraft(toDraft(values));
        setOpen(details.open);
      }}
      initialFocusEl={() => firstField.current}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" size={16} />
          {activeCount > 0 ? t('filters.buttonWithCount', { count: activeCount }) : t('filters.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={apply} noValidate>
            <Dialog.Header>
              <Dialog.Title>{t('filters.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Field.Root>
                  <Field.Label>{t('filters.type')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field ref={firstField} name="type" value={draft.type} onChange={set('type')}>
                      <option value="">{t('types.all')}</option>
                      {hotelTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`types.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Stack gap="1">
                  <SimpleGrid columns={2} gap="3" width="full">
                    <Field.Root invalid={starsInvalid}>
                      <Field.Label>{t('filters.minStars')}</Field.Label>
                      <Input name="minStars" type="number" inputMode="numeric" min={0} max={5} step={1} value={draft.minStars} onChange={set('minStars')} />
                    </Field.Root>
                    <Field.Root invalid={starsInvalid}>
                      <Field.Label>{t('filters.maxStars')}</Field.Label>
                      <Input name="maxStars" type="number" inputMode="numeric" min={0} max={5} step={1} value={draft.maxStars} onChange={set('maxStars')} />
                    </Field.Root>
                  </SimpleGrid>
                  {starsInvalid && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {t('filters.rangeError')}
                    </Text>
                  )}
                </Stack>
                <Stack gap="1">
                  <SimpleGrid columns={2} gap="3" width="full">
                    <Field.Root invalid={priceInvalid}>
                      <Field.Label>{t('filters.minPrice')}</Field.Label>
                      <Input name="minPrice" type="number" inputMode="decimal" min={0} step={1} value={draft.minPrice} onChange={set('minPrice')} />
                    </Field.Root>
                    <Field.Root invalid={priceInvalid}>
                      <Field.Label>{t('filters.maxPrice')}</Field.Label>
                      <Input name="maxPrice" type="number" inputMode="decimal" min={0} step={1} value={draft.maxPrice} onChange={set('maxPrice')} />
                    </Field.Root>
                  </SimpleGrid>
                  {priceInvalid && (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {t('filters.rangeError')}
                    </Text>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => setDraft(toDraft({ type: null, minStars: null, maxStars: null, minPrice: null, maxPrice: null }))}>
                {t('filters.reset')}
              </Button>
              <Button type="submit" colorPalette="terracotta" disabled={starsInvalid || priceInvalid}>
                {t('filters.apply')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('filters.close')} />
            </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
