'use client';
// For pages that need a logged-in customer: a button that opens the login modal (asking a soft-logged-in
// customer for the password first).
import { useIdentityModals } from './identity-modals';

export function LoginPrompt({ label, confirm }: { label: string; confirm: boolean }) {
  const modals = useIdentityModals();
  return (
    <button
      type="button"
      onClick={() => modals.openLogin({ confirm })}
      aria-haspopup="dialog"
      className="min-h-[44px] self-start rounded bg-brand px-3 py-1 font-semibold text-on-brand"
    >
      {label}
    </button>
  );
}
