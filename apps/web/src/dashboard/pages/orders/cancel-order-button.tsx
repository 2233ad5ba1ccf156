import { ordersMutations } from '@atrium/react';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';

/** Cancels the order after asking, with its stock given back and the buyer told when the owner says so. */
export function CancelOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure();
  const [restock, setRestock] = useState(true);
  const [email, setEmail] = useState(false);
  const [message, setMessage] = useState('');
  const cancel = useMutation(ordersMutations.cancel(client, queryClient, { onSuccess: close }));
  const confirm = () =>
    cancel.mutate({
      orderId,
      options: {
        restockAllItems: restock,
        sendOrderCanceledEmail: email,
        ...(email && message.trim() ? { customMessage: message.trim() } : {}),
      },
    });
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={open}>
        Cancel order
      </Button>
      <Modal opened={opened} onClose={close} title={`Cancel order #${number}?`}>
        <Stack>
          <Text>A canceled order cannot be reopened. Refund its payments separately.</Text>
          <Checkbox
            label="Restock the items"
            checked={restock}
            onChange={(e) => setRestock(e.currentTarget.checked)}
          />
          <Checkbox
            label="Email the buyer"
            checked={email}
            onChange={(e) => setEmail(e.currentTarget.checked)}
          />
          {email && (
            <Textarea
              label="Message to the buyer"
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
          )}
          {cancel.error && <ErrorNotice error={cancel.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Keep the order
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
