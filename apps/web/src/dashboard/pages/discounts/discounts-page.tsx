import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { CouponsSection } from './coupons-section';
import { RulesSection } from './rules-section';

/** Coupons (codes shoppers apply) and discount rules (automatic discounts), with their status and usage. */
export function DiscountsPage() {
  return (
    <Stack>
      <PageHeader
        title="Discounts"
        description="Coupons shoppers apply at the cart, and automatic discounts that apply by themselves."
      />
      <CouponsSection />
      <RulesSection />
    </Stack>
  );
}
