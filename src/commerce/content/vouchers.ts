// Texts around the customer's voucher list (SPEC §7: voucher data). The vouchers themselves come from /api/voucher.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, richTextSchema, textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const voucherInfoSchema = z.strictObject({
  title: textSchema,
  intro: richTextSchema,
  /** Shown when the customer has no voucher. */
  empty: richTextSchema,
  conditions: blocksSchema,
});

export type VoucherInfo = z.output<typeof voucherInfoSchema>;

export function loadVoucherInfo(shop: ShopContext, options?: ContentOptions): Promise<VoucherInfo | null> {
  return loadContentOrNull(
    shop,
    { component: 'Vouchers', kind: 'vouchers', schema: voucherInfoSchema },
    options,
  );
}
