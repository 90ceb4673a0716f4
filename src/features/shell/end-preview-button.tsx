'use client';
// "End preview": turns the preview off for this browser, then closes the tab the entry link opened. A browser only
// lets a page close a tab that a script or link opened; where it refuses, the banner says so (SPEC §8).
import { useState } from 'react';
import { callApi } from '@/features/shared/client-data/api-client';

/** How long to wait for the tab to go before saying it stayed. */
const closeWaitMs = 400;

export function EndPreviewButton({ label, closeFailed, endPath }: { label: string; closeFailed: string; endPath: string }) {
  const [state, setState] = useState<'previewing' | 'ending' | 'stayed'>('previewing');

  const end = async () => {
    setState('ending');
    const ended = await callApi('POST', endPath);
    if (!ended.ok) console.warn('ending the preview failed', ended.status, ended.error);
    window.close();
    window.setTimeout(() => setState('stayed'), closeWaitMs);
  };

  if (state === 'stayed')
    return (
      <p role="alert" className="font-semibold">
        {closeFailed}
      </p>
    );
  return (
    <button
      type="button"
      onClick={() => void end()}
      disabled={state === 'ending'}
      aria-busy={state === 'ending' || undefined}
      className="min-h-6 rounded border-2 border-page px-2 font-semibold text-page hover:bg-page hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {label}
    </button>
  );
}
