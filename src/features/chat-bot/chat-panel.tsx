'use client';
// The chat: the conversation as a live region (role="log", read out politely as answers arrive), the question field,
// and the way to a person — the contact form with the conversation filled in, or the phone and office hours. The
// input has the focus when the panel opens; Escape closes it. The conversation lasts for the tab's session.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_QUESTION_LENGTH } from '@/commerce/chat-bot/chat-input';
import type { ChatReply } from '@/commerce/chat-bot/chat-reply';
import { useIdentityModals } from '@/features/identity/identity-modals';
import { callApi } from '@/features/shared/client-data/api-client';
import { writeContactDraft } from '@/features/shared/client-data/contact-draft';
import { Button, SubmitButton } from '@/features/shared/forms/submit-button';
import { TextField } from '@/features/shared/forms/text-field';
import { CloseIcon } from '@/features/shell/icons';
import { chatBotPaths } from '@/platform/routing/api-paths/chat-bot';
import type { ChatBotSettings } from './chat-bot-launcher';
import { conversationText, historyOf, loadConversation, saveConversation, type ChatEntry } from './chat-conversation';

function BotReply({ reply }: { reply: ChatReply }) {
  const t = useTranslations('chatBot');
  const modals = useIdentityModals();
  return (
    <div className="flex flex-col gap-1">
      <p>{reply.text}</p>
      {reply.passages.map((p) => (
        <figure key={`${p.href}|${p.heading ?? ''}`} className="flex flex-col gap-0.5 border-l-4 border-line pl-1.5">
          <blockquote cite={p.href}>
            {p.heading && <p className="font-semibold">{p.heading}</p>}
            <p>{p.quote}</p>
          </blockquote>
          <figcaption>
            <a href={p.href} className="text-link underline underline-offset-2">
              {t('readMore', { title: p.title })}
            </a>
          </figcaption>
        </figure>
      ))}
      {reply.orders.length > 0 && (
        <ul className="flex flex-col gap-1">
          {reply.orders.map((o) => (
            <li key={o.text} className="flex flex-col">
              <span>{o.text}</span>
              {o.detail && <span className="text-sm text-muted">{o.detail}</span>}
              {o.link && (
                <a href={o.link.href} className="text-link underline underline-offset-2">
                  {o.link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {reply.login && (
        <button
          type="button"
          onClick={() => modals.openLogin({ confirm: reply.login === 'confirm' })}
          aria-haspopup="dialog"
          className="min-h-6 self-start rounded border border-line px-2 py-0.5 font-semibold"
        >
          {t('logIn')}
        </button>
      )}
    </div>
  );
}

export function ChatPanel({ id, onClose, contactHref, phone, hours }: ChatBotSettings & { id: string; onClose: () => void }) {
  const t = useTranslations('chatBot');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The panel renders in the browser only (clientOnly), so the session's conversation is there from the first render.
  const [entries, setEntries] = useState<ChatEntry[]>(() => loadConversation(sessionStorage));
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => input.current?.focus(), []);

  const remember = (next: ChatEntry[]) => {
    setEntries(next);
    saveConversation(sessionStorage, next);
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return setError(t('required'));
    if (text.length > MAX_QUESTION_LENGTH) return setError(t('tooLong', { max: MAX_QUESTION_LENGTH }));
    setError(null);
    setBusy(true);
    const asked: ChatEntry[] = [...entries, { role: 'visitor', text }];
    remember(asked);
    setQuestion('');
    const answer = await callApi<ChatReply>('POST', chatBotPaths.answer, { question: text, history: historyOf(entries, location.origin) });
    setBusy(false);
    remember([
      ...asked,
      answer.ok
        ? { role: 'bot', reply: answer.body }
        : { role: 'bot', error: answer.error === 'too many requests' || answer.status === 429 ? t('rateLimited') : t('failed') },
    ]);
    input.current?.focus();
  };

  const handOver = () => {
    writeContactDraft(sessionStorage, {
      message: conversationText(entries, { intro: t('draftIntro'), visitor: t('visitor'), bot: t('bot') }, location.origin),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="flex w-full max-w-[640px] flex-col gap-1.5 rounded border border-line bg-page p-1.5 text-ink"
    >
      <div className="flex items-start justify-between gap-1">
        <h2 id={titleId} className="text-xl font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="-mr-1 -mt-1 grid size-[44px] shrink-0 place-items-center rounded text-ink hover:bg-surface"
        >
          <CloseIcon aria-hidden="true" />
        </button>
      </div>
      <div role="log" aria-live="polite" aria-label={t('log')} className="flex max-h-[60vh] flex-col gap-1.5 overflow-y-auto">
        <p className="text-muted">{t('intro')}</p>
        {entries.map((entry, i) => (
          <div
            key={i}
            className={entry.role === 'visitor' ? 'self-end rounded bg-surface px-1.5 py-1' : 'flex flex-col gap-0.5'}
          >
            <span className="sr-only">{entry.role === 'visitor' ? t('visitor') : t('bot')}: </span>
            {entry.role === 'visitor' ? <p>{entry.text}</p> : 'reply' in entry ? <BotReply reply={entry.reply} /> : <p role="alert">{entry.error}</p>}
          </div>
        ))}
        {busy && <p className="text-muted">{t('thinking')}</p>}
      </div>
      <form onSubmit={(e) => void ask(e)} noValidate className="flex flex-col gap-1">
        <TextField
          label={t('inputLabel')}
          errors={error ? [error] : null}
          announceErrors
          control={{ ref: input, name: 'question', value: question, onChange: setQuestion, autoComplete: 'off', maxLength: MAX_QUESTION_LENGTH }}
          addon={
            <SubmitButton busy={busy} filled={question.trim().length > 0}>
              {t('send')}
            </SubmitButton>
          }
        />
      </form>
      <div className="flex flex-col gap-1 border-t border-line pt-1">
        {contactHref && (
          <a href={contactHref} onClick={handOver} className="text-link underline underline-offset-2">
            {t('handover')}
          </a>
        )}
        <p>
          {t('callUs')}{' '}
          <a href={`tel:${phone.replaceAll(' ', '')}`} className="text-link underline underline-offset-2">
            {phone}
          </a>
        </p>
        {hours}
        {entries.length > 0 && (
          <Button variant="secondary" className="self-start" onClick={() => remember([])}>
            {t('restart')}
          </Button>
        )}
      </div>
    </section>
  );
}
