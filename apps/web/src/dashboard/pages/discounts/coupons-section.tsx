import { couponsMutations, couponsQueries } from '@atrium/react';
import type { coupons } from '@atrium/sdk';
import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import type { FormProblem } from '../../errors';
import { useSiteClient } from '../../site-client';
import { CouponForm } from './coupon-form';

function worth(coupon: coupons.Coupon) {
  switch (coupon.type) {
    case 'PERCENTAGE':
      return `${coupon.percentage}% off`;
    case 'FIXED_AMOUNT':
      return `${coupon.amount} off`;
    case 'FREE_SHIPPING':
      return 'Free shipping';
    default:
      return `Buy ${coupon.buyXGetY?.buy}, get ${coupon.buyXGetY?.get} free`;
  }
}

function period(coupon: coupons.Coupon) {
  if (!coupon.startDate && !coupon.expirationDate) return 'Always';
  if (!coupon.expirationDate) return `From ${formatDate(coupon.startDate)}`;
  if (!coupon.startDate) return `Until ${formatDate(coupon.expirationDate)}`;
  return `${formatDate(coupon.startDate)} – ${formatDate(coupon.expirationDate)}`;
}

/** Which coupon the form is for: a new one (null) or one being changed. */
type Editing = { coupon: coupons.Coupon | null } | null;

/** A coupon's edit button, and its deletion once confirmed. */
function CouponActions(props: { code: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={props.onEdit}>
        Edit
      </Button>
      <ConfirmButton
        title="Delete this coupon?"
        message={`Carts holding ${props.code} lose its discount.`}
        onConfirm={props.onDelete}
      >
        Delete
      </ConfirmButton>
    </Group>
  );
}

/** What the coupon takes off, and above which subtotal. */
const worthLabel = (coupon: coupons.Coupon) =>
  `${worth(coupon)}${coupon.minimumSubtotal ? ` over ${coupon.minimumSubtotal}` : ''}`;

/** How often it was used, of how many uses, and per customer. */
const usageLabel = (coupon: coupons.Coupon) =>
  `${coupon.usageCount}${coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}${
    coupon.limitPerCustomer ? `, ${coupon.limitPerCustomer} per customer` : ''
  }`;

/** Coupons: codes shoppers apply at the cart, with their dates, limits, status and usage. */
export function CouponsSection() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const list = useQuery(couponsQueries.list(client, { limit: 100 }));
  const close = { onSuccess: () => setEditing(null) };
  const create = useMutation(couponsMutations.create(client, queryClient, close));
  const update = useMutation(couponsMutations.update(client, queryClient, close));
  const remove = useMutation(couponsMutations.remove(client, queryClient));
  const open = (coupon: coupons.Coupon | null) => {
    create.reset();
    update.reset();
    setProblem(null);
    setEditing({ coupon });
  };
  const failure = problem ?? create.error ?? update.error;
  const current = editing?.coupon ?? undefined;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Coupons
        </Title>
        <Button onClick={() => open(null)}>New coupon</Button>
      </Group>
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No coupons yet.</Text>
          ) : (
            <DataTable minWidth={760} columns={['Code', 'Discount', 'Valid', 'Status', 'Used']} actions>
              {page.items.map((coupon) => (
                <Table.Tr key={coupon._id}>
                  <Table.Td>{coupon.code}</Table.Td>
                  <Table.Td>{worthLabel(coupon)}</Table.Td>
                  <Table.Td>{period(coupon)}</Table.Td>
                  <Table.Td>
                    <Badge color={coupon.status === 'ACTIVE' ? 'green' : 'gray'}>{coupon.status}</Badge>
                  </Table.Td>
                  <Table.Td>{usageLabel(coupon)}</Table.Td>
                  <Table.Td>
                    <CouponActions
                      code={coupon.code}
                      onEdit={() => open(coupon)}
                      onDelete={() => remove.mutate(coupon._id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? `Edit ${current.code}` : 'New coupon'}
      >
        <Stack>
          {failure && <ErrorNotice error={failure} />}
          <CouponForm
            coupon={current}
            pending={create.isPending || update.isPending}
            onInvalid={setProblem}
            onSubmit={(coupon) =>
              current
                ? update.mutate({ _id: current._id, coupon: { ...coupon, revision: current.revision } })
                : create.mutate(coupon)
            }
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
