'use client';
// After sending: the ticket number, where the confirmation went, what happened to the pictures and the newsletter
// wishes. The heading takes the focus, so a screen reader starts here.
import { useTranslations } from 'next-intl';
import type { AttachmentErrorCode } from '@/commerce/contact/attachment-rules';
import { linkButtonClass, secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { attachmentTextValues } from './attachment-picker';

export interface ContactSentView {
  number: string;
  email: string;
  kept: number;
  refused: { name: string; code: string }[];
  newsletter: string;
}

export function ContactSuccess({
  sent,
  homeHref,
  onAgain,
}: {
  sent: ContactSentView;
  homeHref: string;
  onAgain: () => void;
}) {
  const t = useTranslations('contact');
  return (
    <section aria-labelledby="contact-sent-title" className="flex max-w-[40rem] flex-col gap-2">
      <h2
        id="contact-sent-title"
        tabIndex={-1}
        ref={(element) => element?.focus()}
        className="text-2xl font-bold outline-none focus-visible:outline-3 focus-visible:outline-focus"
      >
        {t('success.title')}
      </h2>
      <p>{t('success.text', { number: sent.number, email: sent.email })}</p>
      {sent.kept > 0 && <p>{t('success.attachments', { count: sent.kept })}</p>}
      {sent.refused.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm">
          {sent.refused.map((r) => (
            <li key={r.name}>
              {t(`attachments.${r.code as AttachmentErrorCode}`, { ...attachmentTextValues, name: r.name })}
            </li>
          ))}
        </ul>
      )}
      {sent.newsletter === 'applied' && <p>{t('success.newsletterApplied')}</p>}
      {sent.newsletter === 'link-sent' && <p>{t('success.newsletterLink')}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <a href={homeHref} className={secondaryButtonClass}>
          {t('success.home')}
        </a>
        <button type="button" className={linkButtonClass} onClick={onAgain}>
          {t('success.again')}
        </button>
      </div>
    </section>
  );
}
