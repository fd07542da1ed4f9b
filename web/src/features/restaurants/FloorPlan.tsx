// The restaurant's floor plan: free tables can be chosen, taken ones (restaurantAvailability) cannot.
import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Table {
  id: string;
  label: string;
  x: number;
  y: number;
  seats: number;
}

/** Plan coordinates (0-100) kept off the edges, so a table is never cut off on a narrow screen. */
const clamp = (percent: number) => Math.min(90, Math.max(10, percent));

interface Props {
  tables: readonly Table[];
  occupied: readonly string[];
  partySize: number;
  selected: string;
  onSelect: (tableId: string) => void;
}

export function FloorPlan({ tables, occupied, partySize, selected, onSelect }: Props) {
  const { t } = useTranslation('booking');
  return (
    <Box role="group" aria-label={t('restaurant.floorPlan')}>
      <Box
        position="relative"
        w="full"
        pb={{ base: '120%', sm: '75%', md: '55%' }}
        overflow="hidden"
        dir="ltr"
        bg="savanna.50"
        rounded="lg"
        borderWidth="1px"
        borderColor="terracotta.100"
        data-testid="floor-plan"
      >
        {tables.map((table) => {
          const taken = occupied.includes(table.id);
          const tooSmall = table.seats < partySize;
          const isSelected = selected === table.id;
          const state = taken ? 'taken' : tooSmall ? 'small' : 'free';
          return (
            <chakra.button
              key={table.id}
              type="button"
              position="absolute"
              style={{ left: `${clamp(table.x)}%`, top: `${clamp(table.y)}%`, transform: 'translate(-50%, -50%)' }}
              minW="14"
              whiteSpace="nowrap"
              px="2"
              py="1"
              rounded="md"
              fontSize="xs"
              borderWidth="2px"
              textAlign="center"
              cursor={state === 'free' ? 'pointer' : 'not-allowed'}
              bg={taken ? 'gray.200' : isSelected ? 'terracotta.600' : 'white'}
              color={taken ? 'gray.600' : isSelected ? 'white' : 'gray.800'}
              borderColor={isSelected ? 'terracotta.800' : taken ? 'gray.300' : 'forest.400'}
              textDecoration={taken ? 'line-through' : undefined}
              aria-pressed={isSelected}
              aria-disabled={state !== 'free'}
              aria-label={t(`restaurant.table.${state}`, { label: table.label, seats: table.seats })}
              data-testid={`table-${table.label}`}
              data-state={state}
              onClick={() => {
                if (state === 'free') onSelect(isSelected ? '' : table.id);
              }}
            >
              <Text as="span" display="block" fontWeight="bold">
                {table.label}
              </Text>
              <Text as="span" display="block">
                {taken ? t('restaurant.taken') : t('restaurant.seats', { count: table.seats })}
              </Text>
            </chakra.button>
          );
        })}
      </Box>
      <Text mt="2" fontSize="sm" color="gray.600">
        {t('restaurant.floorPlanHint')}
      </Text>
    </Box>
  );
}
