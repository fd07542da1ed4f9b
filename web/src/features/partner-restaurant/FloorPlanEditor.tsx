// The floor-plan editor: drag a table to move it, or select it and move it with the arrow keys (Shift: 5 steps);
// label and seats in the panel beside. Each move is saved to the tables the reservation wizard reads.
import { Box, Button, chakra, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestaurantTableAddDocument, RestaurantTableRemoveDocument, RestaurantTableUpdateDocument } from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';
import { Panel } from '../partner-shared/ListingParts';
import { useConfirmation } from '../backoffice/useConfirmation';

export interface PlanTable {
  id: string;
  label: string;
  seats: number;
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Keys held down move the table at once; the position is saved once they rest this long. */
const SAVE_AFTER_MS = 350;

export function FloorPlanEditor({ restaurantId, tables, onChange }: { restaurantId: string; tables: readonly PlanTable[]; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const plan = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState<Record<string, { x: number; y: number }>>({});
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const dragging = useRef<{ id: string; moved: boolean } | null>(null);
  const pending = useRef<number | undefined>(undefined);
  const [update] = useMutation(RestaurantTableUpdateDocument);
  const [add, adding] = useMutation(RestaurantTableAddDocument);
  const [remove] = useMutation(RestaurantTableRemoveDocument);
  const positionOf = (table: PlanTable) => moving[table.id] ?? { x: table.x, y: table.y };
  const current = tables.find((table) => table.id === selected) ?? null;

  useEffect(() => () => window.clearTimeout(pending.current), []);

  async function save(id: string, position: { x: number; y: number }) {
    setSaving('saving');
    const result = await update({ variables: { id, input: position } });
    if (accepted(result.data?.restaurantTableUpdate.userErrors)) setSaving('saved');
    else setSaving('idle');
    // A newer move made while this one was saving stays until its own save.
    setMoving((all) => {
      if (all[id]?.x !== position.x || all[id]?.y !== position.y) return all;
      const { [id]: _saved, ...others } = all;
      return others;
    });
  }

  function place(table: PlanTable, position: { x: number; y: number }) {
    setMoving((all) => ({ ...all, [table.id]: position }));
    setAnnouncement(t('floorPlan.movedTo', { label: table.label, x: position.x, y: position.y }));
  }

  function onKeyDown(event: KeyboardEvent, table: PlanTable) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setSelected(table.id);
    const size = event.shiftKey ? 5 : 1;
    const from = positionOf(table);
    const position = { x: clamp(from.x + step[0] * size), y: clamp(from.y + step[1] * size) };
    place(table, position);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void save(table.id, position), SAVE_AFTER_MS);
  }

  function pointAt(event: PointerEvent) {
    const box = plan.current!.getBoundingClientRect();
    return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) };
  }

  return (
    <Panel as="section" aria-labelledby="floor-plan">
      <Flex align="center" gap="3" mb="2" wrap="wrap">
        <Heading as="h2" size="md" id="floor-plan">
          {t('floorPlan.title')}
        </Heading>
        <Text fontSize="sm" color="gray.600" role="status" data-testid="plan-status">
          {saving === 'saving' ? t('floorPlan.saving') : saving === 'saved' ? t('floorPlan.saved') : ''}
        </Text>
        <Button
          size="sm"
          variant="outline"
          marginStart="auto"
          loading={adding.loading}
          onClick={async () => {
            const result = await add({ variables: { restaurantId, input: { label: `T${tables.length + 1}`, seats: 2, x: 50, y: 50 } } });
            if (accepted(result.data?.restaurantTableAdd.userErrors)) {
              setSelected(result.data?.restaurantTableAdd.table?.id ?? null);
              onChange();
            }
          }}
        >
          {t('floorPlan.add')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.700" mb="3" id="floor-plan-help">
        {t('floorPlan.help')}
      </Text>
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }}>
        <Box
          ref={plan}
          flex="1"
          position="relative"
          pb={{ base: '100%', md: '60%' }}
          dir="ltr"
          bg="savanna.50"
          rounded="lg"
          borderWidth="1px"
          borderColor="terracotta.100"
          touchAction="none"
          data-testid="plan-editor"
        >
          {tables.map((table) => {
            const { x, y } = positionOf(table);
            const isSelected = selected === table.id;
            return (
              <chakra.button
                key={table.id}
                type="button"
                position="absolute"
                style={{ left: `${x}%`, top: `${y}%`, transform: 'translate(-50%, -50%)' }}
                minW="14"
                px="2"
                py="1"
                rounded="md"
                fontSize="xs"
                borderWidth="2px"
                cursor="grab"
                bg={isSelected ? 'terracotta.600' : 'white'}
                color={isSelected ? 'white' : 'gray.800'}
                borderColor={isSelected ? 'terracotta.800' : 'forest.500'}
                aria-pressed={isSelected}
                aria-describedby="floor-plan-help"
                aria-label={t('floorPlan.table', { label: table.label, seats: table.seats, x, y })}
                data-testid={`plan-table-${table.label}`}
                data-x={x}
                data-y={y}
                onClick={() => setSelected(table.id)}
                onKeyDown={(event) => onKeyDown(event, table)}
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  dragging.current = { id: table.id, moved: false };
                  setSelected(table.id);
                }}
                onPointerMove={(event) => {
                  if (dragging.current?.id !== table.id) return;
                  dragging.current.moved = true;
                  place(table, pointAt(event));
                }}
                onPointerUp={(event) => {
                  const drag = dragging.current;
                  dragging.current = null;
                  if (drag?.moved) void save(table.id, pointAt(event));
                }}
              >
                <Text as="span" display="block" fontWeight="bold">
                  {table.label}
                </Text>
                <Text as="span" display="block">
                  {t('floorPlan.seats', { seats: table.seats })}
                </Text>
              </chakra.button>
            );
          })}
        </Box>
        <Box w={{ base: 'full', lg: '64' }}>
          {current ? (
            <TablePanel
              key={current.id}
              table={current}
              onSaved={onChange}
              onRemove={async () => {
                const result = await remove({ variables: { id: current.id } });
                if (accepted(result.data?.restaurantTableRemove.userErrors, t('floorPlan.removed'))) {
                  setSelected(null);
                  onChange();
                }
              }}
            />
          ) : (
            <Text fontSize="sm" color="gray.600">
              {t('floorPlan.selectHint')}
            </Text>
          )}
        </Box>
      </Flex>
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
    </Panel>
  );
}

function TablePanel({ table, onSaved, onRemove }: { table: PlanTable; onSaved: () => void; onRemove: () => void }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  const [label, setLabel] = useState(table.label);
  const [seats, setSeats] = useState(String(table.seats));
  const [update, { loading }] = useMutation(RestaurantTableUpdateDocument);
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={t('floorPlan.tableDetails', { label: table.label })}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await update({ variables: { id: table.id, input: { label, seats: Number(seats) } } });
        if (accepted(result.data?.restaurantTableUpdate.userErrors, t('saved'))) onSaved();
      }}
    >
      <Field.Root required>
        <Field.Label>{t('floorPlan.label')}</Field.Label>
        <Input value={label} maxLength={20} onChange={(event) => setLabel(event.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('floorPlan.seatsField')}</Field.Label>
        <Input type="number" min={1} max={30} value={seats} onChange={(event) => setSeats(event.target.value)} />
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
          {t('actions.save')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={async () => {
            const action = t('floorPlan.removeNamed', { label: table.label });
            if (
              await confirm({ title: t('backoffice:confirm.question', { action }), detail: t('backoffice:confirm.final'), confirmLabel: t('floorPlan.remove') })
            )
              onRemove();
          }}
        >
          {t('floorPlan.remove')}
        </Button>
      </HStack>
      {dialog}
    </Stack>
  );
}
