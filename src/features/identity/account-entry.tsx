'use client';
// The header's account entry: "Anmelden" (opens the login modal) for visitors, a greeting by name for a
// soft-logged-in customer (opens the login modal to confirm the password), "Mein Konto" when logged in, with a
// menu button beside it that shows the account pages (the same list as the account's side navigation,
// features/account/account-navigation.ts). Rendered as a visitor on the server, so cached HTML holds nobody's name.
import { useTranslations } from 'next-intl';
import { Disclosure } from '@/features/shared/disclosure/disclosure';
import { UserIcon } from '@/features/shell/icons';
import { useSession } from '@/features/shared/session/session-provider';
import { useCustomer } from '@/features/shared/session/use-customer';
import { useIdentityModals } from './identity-modals';

const entryClass =
  'flex min-h-[44px] min-w-[44px] flex-col items-center justify-center px-0.5 text-xs text-ink no-underline hover:text-link';

export interface AccountMenuEntry {
  href: string;
  label: string;
}

export function AccountEntry({
  accountHref,
  menu = [],
  menuLabel = '',
}: {
  accountHref: string;
  /** The account pages, for the menu beside "Mein Konto". */
  menu?: readonly AccountMenuEntry[];
  menuLabel?: string;
}) {
  const t = useTranslations();
  const session = useSession();
  const customer = useCustomer();
  const modals = useIdentityModals();

  if (session.loggedIn && !session.softLoggedIn) {
    return (
      <div className="relative flex items-center">
        <a href={accountHref} className={entryClass}>
          <UserIcon />
          <span className="sr-only md:not-sr-only">{t('shell.account')}</span>
        </a>
        {menu.length > 0 && <AccountMenu entries={menu} label={menuLabel} />}
      </div>
    );
  }
  const greeting =
    session.softLoggedIn && customer
      ? t('identity.entry.greeting', { firstName: customer.name.firstName })
      : null;
  return (
    <button
      type="button"
      onClick={() => modals.openLogin({ confirm: Boolean(greeting) })}
      aria-haspopup="dialog"
      className={entryClass}
    >
      <UserIcon />
      {greeting ? (
        <span>
          <span className="sr-only md:not-sr-only">{greeting}</span>
          <span className="sr-only"> – {t('identity.entry.confirmAction')}</span>
        </span>
      ) : (
        <span className="sr-only md:not-sr-only">{t('shell.login')}</span>
      )}
    </button>
  );
}

/** The account pages as a disclosure beside "Mein Konto" (the header's shared disclosure). */
function AccountMenu({ entries, label }: { entries: readonly AccountMenuEntry[]; label: string }) {
  return (
    <Disclosure
      label={label}
      labelHidden
      panelAs="ul"
      buttonClassName="grid min-h-[44px] min-w-[32px] place-items-center text-ink hover:text-link"
      panelClassName="absolute right-0 top-full z-40 flex min-w-[14rem] flex-col rounded border border-line bg-page py-0.5 shadow-lg"
    >
      {entries.map((entry) => (
        <li key={entry.href}>
          <a href={entry.href} className="flex min-h-[44px] items-center px-1.5 text-ink no-underline hover:bg-surface hover:underline">
            {entry.label}
          </a>
        </li>
      ))}
    </Disclosure>
  );
}
