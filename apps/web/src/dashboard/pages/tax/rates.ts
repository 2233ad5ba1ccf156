import type { taxGroups } from '@atrium/sdk';

// Ids of DEFAULT_TAX_GROUPS in the contract, written out here so that the contract's schemas stay out of the
// dashboard's bundle.
/** The built-in group of physical products, whose rate the region form sets. */
export const PHYSICAL = '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f01';
const DEFAULT_GROUP_IDS: readonly string[] = [
  PHYSICAL,
  '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f02',
  '7b0cf4ad-6c1b-4b4e-9d7a-0b3a4c2e6f03',
];

/** The built-in groups every site has, which cannot change; the others are the site's own. */
export const isDefaultGroup = (group: taxGroups.TaxGroup) => DEFAULT_GROUP_IDS.includes(group._id);

export const RATE_HINT = 'a percentage from 0 to 100, such as 20 or 8.25';

/** A percentage as the owner types it ("20", "8.25") as the rate the server keeps ("0.2", "0.0825"), exactly. */
export function rateOf(percent: string): string | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  // Millionths: the percentage's digits with four decimals.
  const millionths = `${match[1]}${(match[2] ?? '').padEnd(4, '0')}`.padStart(7, '0');
  if (Number(millionths) > 1_000_000) return undefined;
  return (
    `${millionths.slice(0, -6)}.${millionths.slice(-6)}`.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '') || '0'
  );
}

/** A rate the server keeps ("0.0825") as a percentage ("8.25"), exactly. */
export function percentOf(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const shifted = fraction.padEnd(2, '0');
  const rest = shifted.slice(2).replace(/0+$/, '');
  const percent = String(Number(whole + shifted.slice(0, 2)));
  return rest ? `${percent}.${rest}` : percent;
}
