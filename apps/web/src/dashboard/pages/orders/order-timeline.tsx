import { ordersMutations } from '@atrium/react';
import type { orders } from '@atrium/sdk';
import { Button, Group, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../components/dates';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { activityWord } from './order-labels';

type Activity = orders.Order['activities'][number];

/** A line more than the activity's kind: the comment, or the amount it moved. */
function detailOf(activity: Activity): string | undefined {
  if (activity.merchantComment) return activity.merchantComment.message;
  if (activity.customActivity) return activity.customActivity.type;
  const amount =
    activity.refundInitiated?.amount ??
    activity.paymentRefunded?.payment.regular?.amount ??
    activity.paymentRefundFailed?.payment.regular?.amount ??
    activity.authorizedPaymentCreated?.amount ??
    activity.authorizedPaymentCaptured?.amount ??
    activity.authorizedPaymentVoided?.amount ??
    activity.orderRefunded?.amount;
  return amount?.formattedAmount;
}

/** What happened to the order, oldest first, and the owner's own comments on it. */
export function OrderTimeline({ order }: { order: orders.Order }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const comment = useMutation(
    ordersMutations.comment(client, queryClient, { onSuccess: () => setMessage('') }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim()) comment.mutate({ orderId: order._id, message: message.trim() });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-timeline">
      <Stack>
        <Title order={2} size="h4" id="order-timeline">
          Timeline
        </Title>
        <Timeline bulletSize={14} lineWidth={2} aria-label="Activities">
          {order.activities.map((activity) => {
            const detail = detailOf(activity);
            return (
              <Timeline.Item key={activity._id} title={activityWord(activity.activityType ?? activity.type)}>
                {detail && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {detail}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDate(activity._createdDate)}
                  {activity.authorEmail ? ` · ${activity.authorEmail}` : ''}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="Comment"
              autosize
              minRows={2}
              maxLength={5000}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={comment.isPending} disabled={!message.trim()}>
                Add comment
              </Button>
            </Group>
            {comment.error && <ErrorNotice error={comment.error} />}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
