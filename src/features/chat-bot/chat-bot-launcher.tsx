'use client';
// The chat bot's button on the service-help pages. The panel's code loads on first open (clientOnly), and as soon as
// the pointer or focus reaches the button, so it is there by the time the click lands. Closing the panel (its close
// button or Escape) gives the focus back to this button.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { clientOnly } from '@/features/shared/lazy/client-only';

const loadPanel = () => import('./chat-panel').then((m) => m.ChatPanel);
const ChatPanel = clientOnly(loadPanel);

export interface ChatBotSettings {
  /** The contact form's page, when the shop serves it: the handover goes there. */
  contactHref: string | null;
  phone: string;
  /** Office hours as the page renders them, shown beside the phone number. */
  hours: ReactNode;
}

export function ChatBotLauncher(settings: ChatBotSettings) {
  const t = useTranslations('chatBot');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = 'chat-bot-panel';
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="min-h-6 self-start rounded bg-brand px-3 py-1 font-bold text-on-brand"
      >
        {t('open')}
      </button>
      {open && <ChatPanel id={panelId} onClose={close} {...settings} />}
    </div>
  );
}
