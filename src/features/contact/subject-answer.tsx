'use client';
// A subject's dynamic answer: help that may settle the matter without writing, with the page that does it where the
// shop serves one. Announced politely when the subject changes.
import { useTranslations } from 'next-intl';
import type { ContactSubject } from '@/commerce/contact/contact-subjects';

export function SubjectAnswer({ subject, href }: { subject: ContactSubject; href: string | null }) {
  const t = useTranslations('contact');
  const links = t.raw('answerLinks') as Partial<Record<ContactSubject, string>>;
  return (
    <section
      aria-live="polite"
      aria-labelledby="contact-answer-title"
      className="flex flex-col gap-1 rounded border-l-4 border-brand bg-surface p-2"
    >
      <h2 id="contact-answer-title" className="text-lg font-bold">
        {t('answerTitle')}
      </h2>
      <p>{t(`answers.${subject}`)}</p>
      {href && links[subject] && (
        <p>
          <a href={href} className="font-semibold underline">
            {links[subject]}
          </a>
        </p>
      )}
      <p className="text-sm">{t('stillWrite')}</p>
    </section>
  );
}
