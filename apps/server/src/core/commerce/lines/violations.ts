import type { LineItem, Violation } from '@atrium/contract';

const UNAVAILABLE: Readonly<Record<string, string>> = {
  NOT_FOUND: 'This item is no longer sold: remove it to continue',
  NOT_AVAILABLE: 'This item is out of stock: remove it to continue',
};

/** What stops a line from being bought (an error) or bought in full (a warning), beside the line. */
export function lineViolations(lines: ReadonlyArray<Pick<LineItem, 'id' | 'availability'>>): Violation[] {
  return lines.flatMap((line): Violation[] => {
    const target = { lineItem: { name: 'LINE_ITEM_DEFAULT' as const, id: line.id } };
    const { status, quantityAvailable } = line.availability;
    if (UNAVAILABLE[status])
      return [
        { severity: 'ERROR', target, description: UNAVAILABLE[status], suggestedFix: 'REMOVE_LINE_ITEM' },
      ];
    if (status === 'PARTIALLY_AVAILABLE')
      return [
        {
          severity: 'WARNING',
          target,
          description: `Only ${quantityAvailable} left in stock: the quantity will be lowered to it`,
        },
      ];
    return [];
  });
}
