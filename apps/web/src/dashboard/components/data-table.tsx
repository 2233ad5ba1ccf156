import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataTableProps {
  columns: string[];
  /** Adds a last column for row buttons, named for screen readers only. */
  actions?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth: number;
  /** A first header cell before the named columns, e.g. a select-all checkbox. */
  leading?: ReactNode;
  children: ReactNode;
}

export function DataTable({ columns, actions = false, minWidth, leading, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {leading !== undefined && <Table.Th w={40}>{leading}</Table.Th>}
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
