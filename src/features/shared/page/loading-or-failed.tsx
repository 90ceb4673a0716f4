// What a client-read list shows before it has its data: "loading" (busy status), or, when the read failed, the
// failure and a retry button.
import { useTranslations } from 'next-intl';

export function LoadingOrFailed({
  failed,
  loadingText,
  failedText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}) {
  const e = useTranslations('errors');
  return failed ? (
    <div className="flex flex-col items-start gap-1">
      <p role="alert" className="text-danger">
        {failedText}
      </p>
      <button type="button" onClick={onRetry} className="min-h-6 rounded border border-line px-2 font-semibold">
        {e('retry')}
      </button>
    </div>
  ) : (
    <p role="status" aria-busy="true" className="text-muted">
      {loadingText}
    </p>
  );
}
