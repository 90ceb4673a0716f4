'use client';
// The slide-in sheet (SPEC §2, §4): the newsletter-sheet texts of the content and the same sign-up as the page,
// then "check your inbox" with the resend link. Loaded only when a teaser or the footer opens it; its texts and
// messages come with it (GET /api/newsletter/sheet), so no page carries them in its first load.
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { SheetData, SheetPart } from '@/commerce/content/newsletter-sheet';
import { callApi } from '@/features/shared/client-data/api-client';
import { CloseIcon } from '@/features/shell/icons';
import { newsletterPaths } from '@/platform/routing/api-paths/newsletter';
import { ResendConfirmation } from './resend-confirmation';
import { SubscribeForm } from './subscribe-form';

export interface SheetLabels {
  label: string;
  close: string;
  loading: string;
  failed: string;
}

function Parts({ parts }: { parts: SheetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i}>{part}</span>
        ) : part.href ? (
          <a key={i} href={part.href} className="underline">
            {part.text}
          </a>
        ) : (
          <strong key={i}>{part.text}</strong>
        ),
      )}
    </>
  );
}

function SheetBody({ data, areaKey }: { data: SheetData; areaKey: string }) {
  const t = useTranslations('newsletter');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">{t('subscribe.checkTitle')}</h3>
        <p role="status">{t('subscribe.check', { email: sentTo })}</p>
        <p>{t('subscribe.checkNote')}</p>
        <ResendConfirmation email={sentTo} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p>
        <Parts parts={data.text} />
      </p>
      {data.benefits.length > 0 && (
        <ul className="flex list-disc flex-col gap-0.5 pl-3">
          {data.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <SubscribeForm areaKey={areaKey} legal={<Parts parts={data.legal} />} onSent={setSentTo} />
    </div>
  );
}

export function NewsletterSheet({
  areaKey,
  lang,
  locale,
  labels,
  onClose,
}: {
  areaKey: string;
  lang: string;
  locale: string;
  labels: SheetLabels;
  onClose: () => void;
}) {
  const [data, setData] = useState<SheetData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void callApi<SheetData>('GET', `${newsletterPaths.sheet}?lang=${lang}`).then((answer) => {
      if (answer.ok) setData(answer.body);
      else setFailed(true);
    });
  }, [lang]);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="fixed inset-0 z-50 bg-black/60">
      <Modal className="fixed inset-y-0 right-0 w-full max-w-[440px] overflow-y-auto bg-page text-ink shadow-lg">
        <Dialog aria-label={labels.label} className="flex flex-col gap-2 p-2 outline-none sm:p-3">
          <div className="flex items-start justify-between gap-2">
            <Heading slot="title" className="text-xl font-bold">
              {data?.title ?? labels.label}
            </Heading>
            <Button
              onPress={onClose}
              aria-label={labels.close}
              className="-mr-1 -mt-1 grid size-[44px] shrink-0 place-items-center rounded text-ink data-[hovered]:bg-surface data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
            >
              <CloseIcon />
            </Button>
          </div>
          {data ? (
            <NextIntlClientProvider locale={locale} messages={data.messages}>
              <SheetBody data={data} areaKey={areaKey} />
            </NextIntlClientProvider>
          ) : (
            <p role={failed ? 'alert' : 'status'}>{failed ? labels.failed : labels.loading}</p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
