import { productsQueries, siteMembersQueries } from '@atrium/react';
import { Anchor, Paper, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSiteClient } from '../../site-client';

/** One product, offset-paged: the answer carries the total, which is all the overview needs. */
export const PRODUCT_COUNT = { includeHidden: true, limit: 1, offset: 0 };

const count = (n: number | undefined) => n?.toLocaleString('en');

/** How many members and products the site has; its orders and revenue are in the sales panel below. */
export function KeyFigures({ base }: { base: string }) {
  const client = useSiteClient();
  const members = useQuery(siteMembersQueries.list(client, { limit: 1 }));
  const products = useQuery(productsQueries.list(client, PRODUCT_COUNT));
  const rows = [
    {
      label: 'Members',
      to: 'members',
      value: members.data && count(members.data.pagingMetadata.total),
      failed: members.isError,
    },
    {
      label: 'Products',
      to: 'products',
      // Past the server's counting limit the answer has no total.
      value: products.data && (count(products.data.totalCount) ?? 'More than 10,000'),
      failed: products.isError,
    },
  ];
  return (
    <Paper withBorder p="md">
      <Table variant="vertical" layout="fixed" aria-label="Key figures">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w={200}>
                <Anchor component={Link} to={`${base}/${row.to}`}>
                  {row.label}
                </Anchor>
              </Table.Th>
              <Table.Td>{row.failed ? 'Not available' : (row.value ?? '…')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
