'use client';
// Re-renders a server page that depends on the session (the account pages, the checkout login) when the session
// changes on the client: after a login in the modal or a logout. The re-render replaces what had the focus (the
// login form), so once it is done the focus goes to the page's heading, not the body (issue 21).
import { useEffect, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { rescueFocusSoon } from '@/features/shared/focus/rescue-focus';
import { useSession } from '@/features/shared/session/session-provider';
import { tokenTypeOfLevel, type SessionLevel } from '@/platform/auth/session-level';

export function RefreshOnSessionChange({ serverLevel }: { serverLevel: SessionLevel }) {
  const router = useRouter();
  const { type, status } = useSession();
  const last = useRef(tokenTypeOfLevel(serverLevel));
  const [refreshing, startRefresh] = useTransition();
  const refreshed = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || type === null || type === last.current) return;
    last.current = type;
    refreshed.current = true;
    startRefresh(() => router.refresh());
  }, [type, status, router]);
  useEffect(() => {
    if (refreshing || !refreshed.current) return;
    refreshed.current = false;
    rescueFocusSoon();
  }, [refreshing]);
  return null;
}
