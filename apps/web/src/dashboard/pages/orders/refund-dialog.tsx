import { ordersMutations, ordersQueries } from '@atrium/react';
import type { orders } from '@atrium/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { refusalReason } from './order-labels';
import { leftToRefund, refundErrorText, refundRequest, suggestedAmount } from './refund-form';

interface RefundDialogProps {
  order: orders.Order;
  /** The quantities the dialog opens with (one line's, when opened from that line). */
  initial: Record<string, number>;
  onClose: () => void;
  onRefunded: (message: string) => void;
}

/** What the owner chooses to refund, the payment it comes from, and the mutation that makes the refund. */
function useRefund({ order, initial, onRefunded }: Omit<RefundDialogProps, 'onClose'>) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const refundability = useQuery(ordersQueries.refundability(client, order._id));
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState(initial);
  const [amount, setAmount] = useState<string | null>(null);
  const [restock, setRestock] = useState(true);
  const [email, setEmail] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useMutation(ordersMutations.refund(client, queryClient));
  const all = refundability.data?.refundabilities ?? [];
  const usable = all.filter((r) => r.refundabilityStatus !== 'NOT_REFUNDABLE');
  const chosen = usable.find((r) => r.paymentId === paymentId) ?? usable[0];
  const manual = chosen?.refundabilityStatus === 'MANUAL';
  // The amount follows the lines chosen until the owner writes their own.
  const shownAmount = amount ?? suggestedAmount(order.lineItems, quantities);
  const submit = () => {
    if (!chosen) return;
    setFailure(null);
    const request = refundRequest({
      ...{ orderId: order._id, paymentId: chosen.paymentId, manual, amount: shownAmount },
      ...{ quantities, restock, email, reason },
    });
    refund.mutate(request, {
      onSuccess: (answer) => {
        const failed = answer.failedPaymentIds[0];
        if (failed)
          setFailure(
            `The payment provider refused the refund: ${failed.error?.description ?? 'no reason given'}.`,
          );
        else onRefunded(manual ? 'Refund recorded: give the money back by hand.' : 'Refund made.');
      },
      onError: (error) => setFailure(refundErrorText(error)),
    });
  };
  const fields = { quantities, setQuantities, shownAmount, setAmount, reason, setReason };
  const flags = { restock, setRestock, email, setEmail };
  return { refundability, all, usable, chosen, manual, setPaymentId, fields, flags, failure, refund, submit };
}

type Refund = ReturnType<typeof useRefund>;

/** Why nothing can be refunded, or which payment the refund comes from. */
function PaymentChoice({ refund }: { refund: Refund }) {
  const { refundability, all, usable, chosen, manual, setPaymentId } = refund;
  return (
    <>
      {refundability.isError && (
        <Alert color="red" role="alert" title="Refunds could not be checked">
          {refundErrorText(refundability.error)}
        </Alert>
      )}
      {refundability.isSuccess && !chosen && (
        <Alert color="yellow" role="alert" title="Nothing can be refunded">
          {all.length
            ? all.map((r) => <Text key={r.paymentId}>{refusalReason(r.nonRefundableReason)}</Text>)
            : 'This order has no payment to refund.'}
        </Alert>
      )}
      {usable.length > 1 && (
        <NativeSelect
          label="Payment"
          data={usable.map((r, i) => ({ value: r.paymentId, label: `Payment ${i + 1}` }))}
          value={chosen?.paymentId}
          onChange={(e) => setPaymentId(e.currentTarget.value)}
        />
      )}
      {manual && (
        <Text size="sm">
          This payment was taken by hand: give the money back yourself; Atrium records the refund.
        </Text>
      )}
    </>
  );
}

/** The quantities of every line, the amount, the reason, and whether to restock and email. */
function RefundFields({ order, refund }: { order: orders.Order; refund: Refund }) {
  const { quantities, setQuantities, shownAmount, setAmount, reason, setReason } = refund.fields;
  const { restock, setRestock, email, setEmail } = refund.flags;
  return (
    <>
      {order.lineItems.map((line) => (
        <NumberInput
          key={line._id}
          label={`Quantity to refund of ${line.productName.original}`}
          description={`${leftToRefund(line)} of ${line.quantity} left to refund`}
          min={0}
          max={leftToRefund(line)}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={quantities[line._id] ?? 0}
          onChange={(value) => setQuantities({ ...quantities, [line._id]: Number(value) || 0 })}
        />
      ))}
      <TextInput
        label="Amount to refund"
        description="Suggested from the lines chosen. Leave it empty to refund all this payment can still give back."
        value={shownAmount}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <TextInput
        label="Reason"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Checkbox
        label="Restock"
        description="Put the refunded quantities back in stock"
        checked={restock}
        onChange={(e) => setRestock(e.currentTarget.checked)}
      />
      <Checkbox label="Email the buyer" checked={email} onChange={(e) => setEmail(e.currentTarget.checked)} />
    </>
  );
}

/** Refunds one payment of the order: lines and quantities, stock, the buyer's email, and the amount. */
export function RefundDialog({ order, initial, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefund({ order, initial, onRefunded });
  const { refundability, chosen, failure, submit } = refund;
  return (
    <Modal opened onClose={onClose} title="Refund" size="lg">
      {refundability.isPending ? (
        <Loading label="Checking what can be refunded…" />
      ) : (
        <Stack>
          <PaymentChoice refund={refund} />
          <RefundFields order={order} refund={refund} />
          {failure && (
            <Alert color="red" role="alert" title="The refund was refused">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button color="red" disabled={!chosen} loading={refund.refund.isPending} onClick={submit}>
              Confirm refund
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
