// What a booking's total is made of, as the server priced it: nights × rate per room type, places, add-ons by
// name, a vehicle's days, pre-orders, then the spec's taxes and fees. The last row is the total charged, which is
// the lines' sum (the server keeps it so); nothing here adds anything up.
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addOnName, dishName, roomTypeName } from '../../../../shared/src/demo-names';
import { formatUsd } from '../listings/format';

/** A line as every screen selects it (lineItems of a booking). */
export interface PriceLineView {
  kind: string;
  name: string;
  code?: string | null;
  quantity: number;
  per: number;
  unitPrice: { amount: number };
  percent?: number | null;
  amount: { amount: number };
}

const percentOf = (percent: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : `${language}-u-nu-latn`, { style: 'percent' }).format(percent / 100);

export function usePriceLineText() {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  return (line: PriceLineView): string => {
    const price = formatUsd(line.unitPrice.amount, language);
    switch (line.kind) {
      case 'ROOM_NIGHTS':
        return t('booking:lines.roomNights', {
          name: roomTypeName(line.name, language),
          rooms: t('booking:lines.rooms', { count: line.quantity }),
          nights: t('booking:lines.nights', { count: line.per }),
          price,
        });
      case 'VEHICLE_DAYS':
        return t('booking:lines.vehicleDays', { name: line.name, days: t('booking:lines.days', { count: line.per }), price });
      case 'ADD_ON':
        return t('booking:lines.perPerson', {
          name: addOnName(line, language),
          people: t('booking:lines.people', { count: line.quantity }),
          price,
        });
      case 'PER_PERSON':
        return t('booking:lines.perPerson', { name: line.name, people: t('booking:lines.people', { count: line.quantity }), price });
      case 'PRE_ORDER':
        return t('booking:lines.preOrder', {
          name: dishName(line, language),
          count: line.quantity,
          price,
        });
      case 'RESERVATION':
        return t('booking:lines.reservation', { name: line.name });
      case 'TAXES_AND_FEES':
        return t('booking:lines.taxesAndFees', { percent: percentOf(line.percent ?? 0, language) });
      default:
        return line.name;
    }
  };
}

export function PriceLines({ lines, total, testId = 'price-lines' }: { lines: readonly PriceLineView[]; total: { amount: number }; testId?: string }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const lineText = usePriceLineText();
  return (
    <Box overflowX="auto" data-testid={testId} data-total={total.amount}>
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="gray.800" mb="1">
          {t('lines.title')}
        </Table.Caption>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row
              key={`${line.kind}-${line.code ?? line.name}-${line.per}-${line.unitPrice.amount}`}
              data-testid="price-line"
              data-kind={line.kind}
              data-amount={line.amount.amount}
            >
              <Table.Cell ps="0">{lineText(line)}</Table.Cell>
              <Table.Cell textAlign="end" pe="0" whiteSpace="nowrap">
                {formatUsd(line.amount.amount, language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.ColumnHeader ps="0" scope="row" fontWeight="bold">
              {t('summary.total')}
            </Table.ColumnHeader>
            <Table.Cell textAlign="end" pe="0" fontWeight="bold" whiteSpace="nowrap" data-testid="price-lines-total" data-amount={total.amount}>
              <Text as="span" color="terracotta.800">
                {formatUsd(total.amount, language)}
              </Text>
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
