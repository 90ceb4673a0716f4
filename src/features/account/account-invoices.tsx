import 'server-only';
// Invoices and credit notes: every document made for the customer, newest first, each with its PDF to download
// (the stored file; decision 0033) and, for a credit note, the invoice it corrects.
import { getTranslations } from 'next-intl/server';
import { customerDocuments } from '@/commerce/invoicing/invoice-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { getDb } from '@/platform/db/database';
import { formatDate, formatMoney, type Money } from '@/platform/i18n/format';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { OrderReference } from './order-reference';

export async function AccountInvoices({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  const [t, documents] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.invoices' }),
    customerDocuments(await getDb(), shop, customerId),
  ]);
  return (
    <>
      <p>{t('intro')}</p>
      {documents.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {documents.map((d) => {
            const title = d.kind === 'invoice' ? t('invoice', { number: d.documentNumber }) : t('creditNote', { number: d.documentNumber });
            return (
              <li key={d.documentNumber} className="flex flex-col gap-0.5 rounded border border-line p-1.5">
                <p className="flex flex-wrap justify-between gap-1">
                  <span className="font-semibold">{title}</span>
                  <span className="font-semibold">
                    {formatMoney({ amount: d.kind === 'invoice' ? d.totalAmount : -d.totalAmount, currency: d.currency as Money['currency'] }, shop.locale)}
                  </span>
                </p>
                <p className="text-sm">
                  {t('issuedOn', { date: formatDate(d.issuedAt, shop.locale, shop.tenant.timeZone) })} ·{' '}
                  <OrderReference shop={shop} orderNumber={d.orderNumber} label={t('order', { orderNumber: d.orderNumber })} />
                  {d.corrects && <> · {t('corrects', { number: d.corrects })}</>}
                </p>
                <a
                  href={accountPaths.invoiceDocument(d.documentNumber)}
                  download={`${d.documentNumber}.pdf`}
                  className="flex min-h-6 items-center self-start font-semibold"
                >
                  {t('download', { title })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
