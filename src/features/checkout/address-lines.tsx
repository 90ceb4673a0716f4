// A postal address as lines, the way an envelope shows it.
import { useTranslations } from 'next-intl';
import type { PostalAddress } from '@/commerce/kernel/postal-address';

export function AddressLines({ address, withName = true }: { address: PostalAddress; withName?: boolean }) {
  const t = useTranslations('checkout.address');
  return (
    <span className="block not-italic">
      {withName && (
        <span className="block">
          {address.firstName} {address.lastName}
        </span>
      )}
      <span className="block">
        {address.street} {address.houseNumber}
      </span>
      {address.addition && <span className="block">{address.addition}</span>}
      <span className="block">
        {address.postalCode} {address.city}
      </span>
      <span className="block">{t(`countries.${address.country}`)}</span>
    </span>
  );
}
