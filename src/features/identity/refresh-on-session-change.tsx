'use client';
// Re-renders a server page that depends on the session (the account page) when the session changes on the client:
// after a login in the modal or a logout.
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from '@/features/session/session-provider';

export function RefreshOnSessionChange({ serverType }: { serverType: 0 | 1 | 2 }) {
  const router = useRouter();
  const { type, status } = useSession();
  const last = useRef(serverType);
  useEffect(() => {
    if (status !== 'ready' || type === null || type === last.current) return;
    last.current = type;
    router.refresh();
  }, [type, status, router]);
  return null;
}
