import { ordersMutations, ordersQueries } from '@atrium/react';
import type { orderTransactions } from '@atrium/sdk';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { statusColor, statusWord } from './order-labels';

type Payment = orderTransactions.OrderTransactionsResponse['orderTransactions']['payments'][number];

/** How a payment was made, as the owner knows it: card, gift card, or the name given to a manual payment. */
function methodOf(payment: Payment): string {
  const regular = payment.regularPaymentDetails;
  const card = regular?.creditCardDetails;
  if (card?.lastFourDigits) return `${card.brand ?? 'Card'} •••• ${card.lastFourDigits}`;
  const named = regular?.paymentMethodName;
  const own = named?.userDefinedName;
  if (own?.custom || own?.predefined) return own.custom ?? statusWord(own.predefined);
  if (payment.giftcardPaymentDetails)
    return `Gift card ${payment.giftcardPaymentDetails.obfuscatedCode ?? ''}`.trim();
  if (payment.membershipPaymentDetails) return 'Membership';
  return named?.buyerLanguageName ?? regular?.paymentMethod ?? 'Payment';
}

/** The order's payments and refunds; an authorized payment is captured or voided here. */
export function PaymentsPanel({ orderId }: { orderId: string }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const transactions = useQuery(ordersQueries.transactions(client, orderId));
  const capture = useMutation(ordersMutations.capture(client, queryClient));
  const release = useMutation(ordersMutations.void(client, queryClient));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-payments">
      <Stack>
        <Title order={2} size="h4" id="order-payments">
          Payments
        </Title>
        {capture.error && <ErrorNotice error={capture.error} />}
        {release.error && <ErrorNotice error={release.error} />}
        <QueryState query={transactions}>
          {({ payments, refunds }) =>
            payments.length === 0 ? (
              <Text>No payment yet.</Text>
            ) : (
              <>
                <DataTable minWidth={560} columns={['Method', 'Amount', 'Status', 'Date']} actions>
                  {payments.map((payment) => (
                    <Table.Tr key={payment._id}>
                      <Table.Td>{methodOf(payment)}</Table.Td>
                      <Table.Td>{payment.amount?.formattedAmount ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColor(payment.status)}>{statusWord(payment.status)}</Badge>
                      </Table.Td>
                      <Table.Td>{formatDate(payment._createdDate)}</Table.Td>
                      <Table.Td align="right">
                        {payment.status === 'AUTHORIZED' && (
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              loading={capture.isPending}
                              onClick={() => capture.mutate({ orderId, paymentId: payment._id })}
                            >
                              Capture
                            </Button>
                            <ConfirmButton
                              title="Void this payment?"
                              message="The authorization is released: nothing more can be captured from it."
                              loading={release.isPending}
                              onConfirm={() => release.mutate({ orderId, paymentId: payment._id })}
                            >
                              Void
                            </ConfirmButton>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
                {refunds.length > 0 && (
                  <DataTable minWidth={480} columns={['Refund', 'Amount', 'Status', 'Reason']}>
                    {refunds.map((refund) =>
                      refund.transactions.map((t, i) => (
                        <Table.Tr key={`${refund._id}-${i}`}>
                          <Table.Td>{formatDate(refund._createdDate)}</Table.Td>
                          <Table.Td>{t.amount?.formattedAmount ?? '—'}</Table.Td>
                          <Table.Td>
                            {statusWord(t.refundStatus)}
                            {t.refundStatusInfo?.description ? `: ${t.refundStatusInfo.description}` : ''}
                          </Table.Td>
                          <Table.Td>{refund.details?.reason ?? '—'}</Table.Td>
                        </Table.Tr>
                      )),
                    )}
                  </DataTable>
                )}
              </>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
