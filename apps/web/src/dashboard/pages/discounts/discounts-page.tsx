import { couponsMutations, couponsQueries, discountRulesQueries } from '@atrium/react';
import type { coupons } from '@atrium/sdk';
import { Badge, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ErrorNotice, QueryState } from '../../components/states';
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

/** Coupons (codes shoppers apply) and automatic discount rules, with their status and usage. */
export function DiscountsPage() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery(couponsQueries.list(client, { limit: 100 }));
  const rules = useQuery(discountRulesQueries.list(client, { limit: 100 }));
  const create = useMutation(
    couponsMutations.create(client, queryClient, { onSuccess: () => setCreating(false) }),
  );
  const remove = useMutation(couponsMutations.remove(client, queryClient));
  return (
    <Stack>
      <PageHeader
        title="Discounts"
        description="Coupons shoppers apply at the cart, and automatic discounts that apply by themselves."
        action={<Button onClick={() => setCreating(true)}>New coupon</Button>}
      />
      {remove.error && <ErrorNotice error={remove.error} />}
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Text>No coupons yet.</Text>
          ) : (
            <DataTable minWidth={600} columns={['Code', 'Discount', 'Status', 'Used']} actions>
              {page.items.map((coupon) => (
                <Table.Tr key={coupon._id}>
                  <Table.Td>{coupon.code}</Table.Td>
                  <Table.Td>{worth(coupon)}</Table.Td>
                  <Table.Td>
                    <Badge color={coupon.status === 'ACTIVE' ? 'green' : 'gray'}>{coupon.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {coupon.usageCount}
                    {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}
                  </Table.Td>
                  <Table.Td align="right">
                    <ConfirmButton
                      title="Delete this coupon?"
                      message={`Carts holding ${coupon.code} lose its discount.`}
                      onConfirm={() => remove.mutate(coupon._id)}
                    >
                      Delete
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Text fw={600}>Automatic discounts</Text>
      <QueryState query={rules}>
        {(page) =>
          page.items.length === 0 ? (
            <Text c="dimmed">No automatic discounts. The API creates them (discount rules).</Text>
          ) : (
            <DataTable minWidth={480} columns={['Name', 'Status', 'Active', 'Used']}>
              {page.items.map((rule) => (
                <Table.Tr key={rule._id}>
                  <Table.Td>{rule.name}</Table.Td>
                  <Table.Td>{rule.status}</Table.Td>
                  <Table.Td>{rule.active ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{rule.usageCount}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New coupon">
        <Stack>
          {create.error && <ErrorNotice error={create.error} />}
          <CouponForm onSubmit={(coupon) => create.mutate(coupon)} pending={create.isPending} />
        </Stack>
      </Modal>
    </Stack>
  );
}
