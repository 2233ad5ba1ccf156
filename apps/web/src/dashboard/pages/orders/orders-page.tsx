import { ordersQueries, type OrderSearch } from '@atrium/react';
import type { orders } from '@atrium/sdk';
import { Anchor, Badge, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { BulkActions } from './bulk-actions';
import {
  FULFILMENT_FILTERS,
  PAYMENT_FILTERS,
  isTagId,
  searchFilter,
  statusColor,
  statusWord,
} from './order-labels';

const PAGE = 25;
const options = (values: string[], any: string) => [
  { value: '', label: any },
  ...values.map((value) => ({ value, label: statusWord(value) })),
];

type Order = orders.Order;

/** The search and filters the owner types and picks, and the order filter they make. */
function useOrderFilters() {
  const [text, setText] = useState('');
  const [paymentStatus, setPaymentStatus] = useState('');
  const [fulfillmentStatus, setFulfillmentStatus] = useState('');
  const [tag, setTag] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const filter = searchFilter({
    text: debounced,
    paymentStatus: paymentStatus || null,
    fulfillmentStatus: fulfillmentStatus || null,
    tagId: isTagId(tag) ? tag.trim().toLowerCase() : null,
  });
  const fields = {
    text,
    setText,
    paymentStatus,
    setPaymentStatus,
    fulfillmentStatus,
    setFulfillmentStatus,
    tag,
    setTag,
  };
  return { fields, filter };
}

type FilterFields = ReturnType<typeof useOrderFilters>['fields'];

/** A cursor page of the orders the filter finds, the orders chosen on it, and how to turn the page. */
function useOrderPages(filter: ReturnType<typeof searchFilter>) {
  const client = useSiteClient();
  // The cursors of the pages seen so far, for the filter they belong to: a new filter starts from the first page.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, cursors: [] as string[] });
  const cursors = paging.filterKey === filterKey ? paging.cursors : [];
  const page = cursors.length;
  const search: OrderSearch = page
    ? { cursorPaging: { limit: PAGE, cursor: cursors[page - 1]! } }
    : { filter, sort: [{ fieldName: 'createdDate', order: 'DESC' }], cursorPaging: { limit: PAGE } };
  const list = useQuery({ ...ordersQueries.search(client, search), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<string[]>([]);
  const shown = list.data?.orders.map((order) => order._id) ?? [];
  const chosen = selected.filter((id) => shown.includes(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const turnPage = (offset: number) => {
    // While the next page loads, the one shown is the last: its cursor is already on the stack.
    if (list.isPlaceholderData) return;
    const next = list.data?.metadata.cursors?.next;
    const wanted = offset / PAGE;
    setSelected([]);
    setPaging({
      filterKey,
      cursors: wanted > page && next ? [...cursors, next] : cursors.slice(0, wanted),
    });
  };
  return { list, filterKey, page, shown, chosen, setSelected, toggle, turnPage };
}

/** The search box and the filters above the list. */
function OrderFilters({ fields }: { fields: FilterFields }) {
  const {
    text,
    setText,
    paymentStatus,
    setPaymentStatus,
    fulfillmentStatus,
    setFulfillmentStatus,
    tag,
    setTag,
  } = fields;
  return (
    <Group align="end" wrap="wrap">
      <TextInput
        label="Search orders"
        placeholder="Order number or email"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <NativeSelect
        label="Payment status"
        data={options(PAYMENT_FILTERS, 'Any payment status')}
        value={paymentStatus}
        onChange={(e) => setPaymentStatus(e.currentTarget.value)}
      />
      <NativeSelect
        label="Fulfilment status"
        data={options(FULFILMENT_FILTERS, 'Any fulfilment status')}
        value={fulfillmentStatus}
        onChange={(e) => setFulfillmentStatus(e.currentTarget.value)}
      />
      <TextInput
        label="Tag filter"
        placeholder="A tag's GUID"
        value={tag}
        onChange={(e) => setTag(e.currentTarget.value)}
        error={tag.trim() && !isTagId(tag) ? 'A tag id is a GUID' : undefined}
      />
    </Group>
  );
}

/** One order of the list, with its checkbox for bulk actions. */
function OrderRow(props: { order: Order; checked: boolean; onToggle: (id: string, on: boolean) => void }) {
  const { order, checked, onToggle } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={`Select order ${order.number}`}
          checked={checked}
          onChange={(e) => onToggle(order._id, e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={order._id}>
          #{order.number}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDate(order._createdDate)}</Table.Td>
      <Table.Td>{order.buyerInfo.email ?? '—'}</Table.Td>
      <Table.Td>{order.priceSummary.total?.formattedAmount ?? '—'}</Table.Td>
      <Table.Td>
        <Badge color={statusColor(order.paymentStatus)}>{statusWord(order.paymentStatus)}</Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor(order.fulfillmentStatus)} variant="light">
          {statusWord(order.fulfillmentStatus)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <TagList tagIds={order.tags?.tags?.tagIds ?? []} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The orders of the page, with a checkbox to choose them all. */
function OrdersTable(props: { orders: Order[]; pages: ReturnType<typeof useOrderPages> }) {
  const { orders, pages } = props;
  const { chosen, shown, setSelected, toggle } = pages;
  return (
    <DataTable
      minWidth={820}
      columns={['Order', 'Date', 'Buyer', 'Total', 'Payment', 'Fulfilment', 'Tags']}
      leading={
        <Checkbox
          aria-label="Select all orders on this page"
          checked={chosen.length === orders.length}
          indeterminate={chosen.length > 0 && chosen.length < orders.length}
          onChange={(e) => setSelected(e.currentTarget.checked ? shown : [])}
        />
      }
    >
      {orders.map((order) => (
        <OrderRow key={order._id} order={order} checked={chosen.includes(order._id)} onToggle={toggle} />
      ))}
    </DataTable>
  );
}

/** The site's orders, newest first, a cursor page at a time, with search, filters and bulk actions. */
export function OrdersPage() {
  const { fields, filter } = useOrderFilters();
  const pages = useOrderPages(filter);
  const { list, filterKey, page, chosen, setSelected, turnPage } = pages;
  return (
    <Stack>
      <PageHeader
        title="Orders"
        description="What buyers bought: newest first. Open an order to act on it."
      />
      <OrderFilters fields={fields} />
      <BulkActions orderIds={chosen} onDone={() => setSelected([])} />
      <QueryState query={list}>
        {({ orders, metadata }) =>
          orders.length === 0 ? (
            <Text>{filterKey === '{}' && page === 0 ? 'No orders yet.' : 'No order matches.'}</Text>
          ) : (
            <>
              <OrdersTable orders={orders} pages={pages} />
              <Pager
                offset={page * PAGE}
                pageSize={PAGE}
                hasNext={metadata.hasNext ?? false}
                onChange={turnPage}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function TagList({ tagIds }: { tagIds: string[] }) {
  if (!tagIds.length) return <>—</>;
  return (
    <Group gap={4}>
      {tagIds.map((id) => (
        <Badge key={id} variant="outline" color="gray" title={id} tt="none">
          {id.slice(0, 8)}
        </Badge>
      ))}
    </Group>
  );
}
