'use client';
// The basket's lines with their controls, and one polite status line that tells what a change did.
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { BasketLineItem } from './basket-line-item';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import type { BasketState } from './use-basket';

export function BasketLines({ basket, state }: { basket: BasketFieldsFragment; state: BasketState }) {
  const t = useTranslations('basket');
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="basket-lines" className="flex flex-col gap-2">
      <h2 id="basket-lines" ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {t('itemCount', { count: basket.count })}
      </h2>
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {basket.lines.map((line) => (
          <BasketLineItem
            key={line.variantSku}
            line={line}
            voucherEntered={basket.voucher !== null}
            onQuantity={async (quantity) => {
              const result = await state.changeQuantity(line.variantSku, quantity);
              if (result.ok) setStatus(t('quantityChanged', { name: line.name, quantity }));
              return result;
            }}
            onRemove={async () => {
              const result = await state.remove(line.variantSku);
              if (result.ok) {
                setStatus(t('removed', { name: line.name }));
                // The line and its button are gone: keep the keyboard user in the list.
                heading.current?.focus();
              }
              return result;
            }}
          />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
