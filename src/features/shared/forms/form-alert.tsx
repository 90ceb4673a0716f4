// A message about the whole form: a refusal or failure (role alert; `focusOnShow` moves the focus to it so a
// keyboard user starts from it) or a success (role status).
import type { ReactNode } from 'react';

const toneClass = { error: 'border-danger', success: 'border-success' } as const;

export function FormAlert({
  children,
  tone = 'error',
  focusOnShow = false,
  className = '',
}: {
  children: ReactNode;
  tone?: keyof typeof toneClass;
  focusOnShow?: boolean;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
      ref={(element) => {
        if (element && focusOnShow) element.focus();
      }}
      className={`flex flex-col gap-1 rounded border-l-4 ${toneClass[tone]} bg-surface p-1.5 text-ink outline-none focus-visible:outline-3 focus-visible:outline-focus ${className}`}
    >
      {children}
    </div>
  );
}
