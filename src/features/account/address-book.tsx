'use client';
// The address book: every address of the customer with its defaults marked (delivery, billing); add, change,
// delete, make a default.
// Through the address-book API (/api/customer/addresses, the checkout's too), so the rules are the server's: the
// shop's delivery countries, its postal code format, one default. Orders keep the address they were placed with
// (a copy in the order), so changing or deleting one here changes no order.
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { AddressForm } from '@/features/checkout/address-form';
import { AddressLines } from '@/features/checkout/address-lines';
import type { AddressView } from '@/features/checkout/checkout-view-types';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { primaryButtonClass, secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { Button } from '@/features/shared/forms/submit-button';
import { accountPaths } from '@/platform/routing/api-paths/account';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string };

const defaultKinds = ['isDefault', 'isDefaultBilling'] as const;
type DefaultKind = (typeof defaultKinds)[number];

export function AddressBook({ initial, country }: { initial: AddressView[]; country: CountryCode }) {
  const t = useTranslations('accountPages.addresses');
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  /**
   * After a change the list is the server's: which address holds which default (the first one both, the oldest
   * taking over from a deleted one) is its rule, not repeated here.
   */
  async function reload(text: string) {
    const answer = await callApi<{ addresses: AddressView[] }>('GET', accountPaths.addresses);
    if (answer.ok) setAddresses(answer.body.addresses);
    setEditing({ kind: 'none' });
    setNotice({ tone: 'success', text });
  }

  const saved = () => reload(t('saved'));

  async function remove(id: string) {
    setBusy(true);
    const answer = await callApi<{ deleted: true }>('DELETE', accountPaths.address(id));
    if (!answer.ok && answer.status !== 404) {
      setBusy(false);
      return setNotice({ tone: 'error', text: t('failed') });
    }
    await reload(t('deleted'));
    setBusy(false);
    addButton.current?.focus();
  }

  async function makeDefault(address: AddressView, kind: DefaultKind) {
    setBusy(true);
    const { id, isDefault: _delivery, isDefaultBilling: _billing, ...fields } = address;
    const answer = await callApi<{ address: AddressView }>('PUT', accountPaths.address(id), { ...fields, [kind]: true });
    if (!answer.ok) {
      setBusy(false);
      return setNotice({ tone: 'error', text: t('failed') });
    }
    await reload(t(kind === 'isDefault' ? 'defaultChanged' : 'defaultBillingChanged'));
    setBusy(false);
  }

  const label = (a: AddressView) => ({ street: a.street, houseNumber: a.houseNumber });

  return (
    <div className="flex flex-col gap-2">
      <p>{t('intro')}</p>
      <p className="text-sm">{t('orderNote')} {t('parcelShopNote')}</p>
      {notice && (
        <FormAlert tone={notice.tone} focusOnShow={notice.tone === 'error'}>
          {notice.text}
        </FormAlert>
      )}
      <section aria-labelledby="address-list" className="flex flex-col gap-1">
        <h2 id="address-list" className="text-xl font-bold">
          {t('listHeading')}
        </h2>
        {addresses.length === 0 && <p>{t('none')}</p>}
        <ul className="grid gap-1 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="flex flex-col gap-1 rounded border border-line p-1.5">
              {editing.kind === 'edit' && editing.id === address.id ? (
                <AddressForm
                  country={country}
                  address={address}
                  heading={t('editHeading')}
                  headingId={`edit-${address.id}`}
                  onSaved={saved}
                  onCancel={() => setEditing({ kind: 'none' })}
                />
              ) : (
                <>
                  {(address.isDefault || address.isDefaultBilling) && (
                    <p className="flex flex-wrap gap-0.5">
                      {address.isDefault && <span className="rounded bg-surface px-1 text-sm font-semibold">{t('default')}</span>}
                      {address.isDefaultBilling && (
                        <span className="rounded bg-surface px-1 text-sm font-semibold">{t('defaultBilling')}</span>
                      )}
                    </p>
                  )}
                  <AddressLines address={address} />
                  {editing.kind === 'delete' && editing.id === address.id ? (
                    <div className="flex flex-col gap-1" role="group" aria-label={t('deleteOf', label(address))}>
                      <p>{t('deleteQuestion', label(address))}</p>
                      <div className="flex flex-wrap gap-1">
                        <Button busy={busy} disabled={busy} onClick={() => void remove(address.id)}>
                          {t('deleteYes')}
                        </Button>
                        <Button variant="secondary" disabled={busy} onClick={() => setEditing({ kind: 'none' })}>
                          {t('deleteNo')}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        aria-label={t('editOf', label(address))}
                        className={secondaryButtonClass}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ kind: 'edit', id: address.id });
                        }}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('deleteOf', label(address))}
                        className={secondaryButtonClass}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ kind: 'delete', id: address.id });
                        }}
                      >
                        {t('delete')}
                      </button>
                      {defaultKinds
                        .filter((kind) => !address[kind])
                        .map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            disabled={busy}
                            aria-label={t(kind === 'isDefault' ? 'makeDefaultOf' : 'makeDefaultBillingOf', label(address))}
                            className={secondaryButtonClass}
                            onClick={() => void makeDefault(address, kind)}
                          >
                            {t(kind === 'isDefault' ? 'makeDefault' : 'makeDefaultBilling')}
                          </button>
                        ))}
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      {editing.kind === 'new' ? (
        <div className="rounded border border-line p-1.5">
          <AddressForm country={country} onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
        </div>
      ) : (
        <div>
          <button
            ref={addButton}
            type="button"
            className={primaryButtonClass}
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('add')}
          </button>
        </div>
      )}
    </div>
  );
}
