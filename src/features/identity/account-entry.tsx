'use client';
// The header's account entry: "Anmelden" (opens the login modal) for visitors, a greeting by name for a
// soft-logged-in customer (opens the login modal to confirm the password), "Mein Konto" when logged in. Rendered
// as a visitor on the server, so cached HTML holds nobody's name.
import { useTranslations } from 'next-intl';
import { UserIcon } from '@/features/shell/icons';
import { useSession } from '@/features/shared/session/session-provider';
import { useCustomer } from '@/features/shared/session/use-customer';
import { useIdentityModals } from './identity-modals';

const entryClass =
  'flex min-h-[44px] min-w-[44px] flex-col items-center justify-center px-0.5 text-xs text-ink no-underline hover:text-link';

export function AccountEntry({ accountHref }: { accountHref: string }) {
  const t = useTranslations();
  const session = useSession();
  const customer = useCustomer();
  const modals = useIdentityModals();

  if (session.loggedIn && !session.softLoggedIn) {
    return (
      <a href={accountHref} className={entryClass}>
        <UserIcon />
        <span className="sr-only md:not-sr-only">{t('shell.account')}</span>
      </a>
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
