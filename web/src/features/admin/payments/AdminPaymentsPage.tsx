// Payments (/admin-dashboard/payments): mobile-money prompts pending, failed or paid, bookings paid by card, refunds
// and the refunds to pay out by hand (with why), newest first, with the provider's references to look them up there.
// The filter and page live in the URL. A refund to pay out by hand is marked paid out once done (MarkPaidDialog).
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from '../../listings/ToolbarSelect';
import { formatCount, formatDate, formatDateTime, formatMoneyIn, formatUsd } from '../../listings/format';
import { useListParams } from '../admin-list';
import { AdminPageHeader, DataTable, ListStates, Paging, Td } from '../admin-ui';
import { AdminPaymentsDocument, type AdminPaymentsQueryVariables } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { MarkPaidDialog } from './MarkPaidDialog';

const PAGE_SIZE = 20;

/** The list's views, as the `show` URL parameter names them, and the query's filter for each. */
const views: Record<string, AdminPaymentsQueryVariables> = {
  all: {},
  pending: { status: 'PENDING' },
  paid: { status: 'PAID' },
  failed: { status: 'FAILED' },
  refunded: { refunded: true },
  manual: { refundStatus: 'MANUAL' },
};

const statusPalette = { PENDING: 'yellow', PAID: 'green', FAILED: 'red' } as const;
const refundPalette = { PENDING: 'gray', SENT: 'blue', COMPLETED: 'green', MANUAL: 'orange' } as const;

export function AdminPaymentsPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const { params, page, update } = useListParams();
  const show = params.get('show') ?? 'all';
  const filter = views[show] ?? views.all!;
  const { data, loading, error, refetch } = useQuery(AdminPaymentsDocument, {
    variables: { ...filter, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const payments = data?.adminPayments;
  const [marking, setMarking] = useState<{ reference: string; amount: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="4">
      <AdminPageHeader title={t('payments.title')} />
      <Text color="gray.700" fontSize="sm">
        {t('payments.intro')}
      </Text>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <ToolbarSelect
        label={t('payments.show')}
        value={show in views ? show : 'all'}
        testId="payments-filter"
        onChange={(value) => update({ show: value === 'all' ? '' : value })}
        options={Object.keys(views).map((value) => ({ value, label: t(`payments.views.${value}`) }))}
      />
      <ListStates loading={loading && !data} error={error && !data ? error : null} empty={payments?.length === 0} onRetry={() => void refetch()}>
        <DataTable
          caption={t('payments.caption')}
          testId="admin-payments"
          head={[
            t('payments.columns.when'),
            t('payments.columns.booking'),
            t('payments.columns.method'),
            t('payments.columns.status'),
            t('payments.columns.amount'),
            t('payments.columns.charge'),
            t('payments.columns.providerReference'),
            t('payments.columns.refund'),
          ]}
        >
          {payments?.map((payment) => (
            <tr
              key={`${payment.bookingReference}-${payment.providerReference ?? payment.createdAt}`}
              data-testid="admin-payment"
              data-reference={payment.bookingReference}
            >
              <Td whiteSpace="nowrap">{formatDateTime(String(payment.createdAt), language)}</Td>
              <Td fontFamily="mono">{payment.bookingReference}</Td>
              <Td whiteSpace="nowrap">{t(`payments.methods.${payment.method}`, { defaultValue: payment.method })}</Td>
              <Td>
                <Badge colorPalette={statusPalette[payment.status]}>{t(`payments.statuses.${payment.status}`)}</Badge>
                {payment.failure && (
                  <Text fontSize="xs" color="gray.700">
                    {t(`payments.failures.${payment.failure}`)}
                    {payment.failureDetail ? ` · ${payment.failureDetail}` : ''}
                  </Text>
                )}
              </Td>
              <Td whiteSpace="nowrap">{formatUsd(payment.amount.amount, language)}</Td>
              <Td whiteSpace="nowrap">
                {formatMoneyIn(payment.charge.amount, payment.charge.currency, language)}
                <Text fontSize="xs" color="gray.700">
                  {payment.rate != null && payment.rateDate
                    ? t('payments.rate', {
                        rate: formatCount(payment.rate, language),
                        currency: payment.charge.currency,
                        date: formatDate(payment.rateDate, language),
                      })
                    : t('payments.noRate')}
                </Text>
              </Td>
              <Td fontFamily="mono" fontSize="xs" data-testid="provider-reference">
                {payment.providerReference ?? '—'}
                {payment.receipt && (
                  <Text fontFamily="body" color="gray.700">
                    {t('payments.receipt', { receipt: payment.receipt })}
                  </Text>
                )}
              </Td>
              <Td>
                {payment.refundStatus ? (
                  <>
                    <Badge colorPalette={refundPalette[payment.refundStatus]}>{t(`payments.refundStatuses.${payment.refundStatus}`)}</Badge>
                    {payment.refund && <Text fontSize="xs">{formatMoneyIn(payment.refund.amount, payment.refund.currency, language)}</Text>}
                    {payment.refundReference && (
                      <Text fontSize="xs" fontFamily="mono" color="gray.700">
                        {payment.refundReference}
                      </Text>
                    )}
                    {payment.refundReceipt && (
                      <Text fontSize="xs" color="gray.700">
                        {t('payments.refundReceipt', { receipt: payment.refundReceipt })}
                      </Text>
                    )}
                    {payment.refundDetail && (
                      <Text fontSize="xs" color="gray.700" data-testid="refund-detail">
                        {payment.refundDetail}
                      </Text>
                    )}
                    {payment.refundStatus === 'MANUAL' && (
                      <Button
                        size="xs"
                        variant="outline"
                        mt="1"
                        aria-label={t('payments.markPaid.buttonFor', { reference: payment.bookingReference })}
                        onClick={() => {
                          setNotice(null);
                          setMarking({
                            reference: payment.bookingReference,
                            amount: payment.refund ? formatMoneyIn(payment.refund.amount, payment.refund.currency, language) : null,
                          });
                        }}
                      >
                        {t('payments.markPaid.button')}
                      </Button>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </Td>
            </tr>
          ))}
        </DataTable>
        {data && <Paging page={page} size={PAGE_SIZE} total={data.adminPaymentCount} onPage={(next) => update({ page: String(next) })} />}
      </ListStates>
      {marking && (
        <MarkPaidDialog
          bookingReference={marking.reference}
          amount={marking.amount}
          onClose={() => setMarking(null)}
          onDone={(receipt) => {
            setMarking(null);
            setNotice(t('payments.markPaid.done', { reference: marking.reference, receipt }));
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
