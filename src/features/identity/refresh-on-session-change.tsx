'use client';
// Re-renders a server page that depends on the session (the account pages, the checkout login) when the session
// changes on the client: after a login in the modal or a logout.
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from '@/features/shared/session/session-provider';
import { tokenTypeOfLevel, type SessionLevel } from '@/platform/auth/session-level';

export function RefreshOnSessionChange({ serverLevel }: { serverLevel: SessionLevel }) {
  const router = useRouter();
  const { type, status } = useSession();
  const last = useRef(tokenTypeOfLevel(serverLevel));
  useEffect(() => {
    if (status !== 'ready' || type === null || type === last.current) return;
    last.current = type;
    router.refresh();
  }, [type, status, router]);
  return null;
}
