'use client';
// The pages behind the account's mail links (email change, account deletion): the link's secret is read from the
// fragment, and nothing happens until the person presses the button — a mail scanner that opens links changes
// nothing. Then the outcome, or why the link no longer works.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { useLinkFragment } from '@/features/identity/link-fragment';
import { accountPaths } from '@/platform/routing/api-paths/account';

type Kind = 'email' | 'deletion';
type Stage = { kind: 'ask' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'refused'; text: string };

const endpoint: Record<Kind, string> = { email: accountPaths.emailConfirm, deletion: accountPaths.deletionConfirm };

export function AccountLinkView({ kind, next }: { kind: Kind; next: { href: string } }) {
  const t = useTranslations('accountLinks');
  const link = useLinkFragment('token');
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const missing = link.ready && !link.value;

  const confirm = async () => {
    if (!link.value) return;
    setStage({ kind: 'busy' });
    const answer = await callApi<{ email?: string; outcome?: 'deleted' | 'waiting' }>('POST', endpoint[kind], {
      token: link.value,
    });
    if (answer.ok) {
      announceSessionChange();
      const text =
        kind === 'email' ? t('email.success', { email: answer.body.email ?? '' }) : t(`deletion.${answer.body.outcome ?? 'waiting'}`);
      return setStage({ kind: 'done', text });
    }
    if (answer.error === 'CUSTOMER_LINK_INVALID') return setStage({ kind: 'refused', text: t(`${kind}.invalidLink`) });
    if (answer.error === 'CUSTOMER_EMAIL_TAKEN') return setStage({ kind: 'refused', text: t('email.taken') });
    setStage({ kind: 'refused', text: t('failed') });
  };

  return (
    <section className="flex max-w-[560px] flex-col gap-2">
      <h1 className="text-2xl font-bold">{t(`${kind}.title`)}</h1>
      {!link.ready && <p role="status">{t('checking')}</p>}
      {missing && <FormAlert>{t(`${kind}.invalidLink`)}</FormAlert>}
      {link.value && (stage.kind === 'ask' || stage.kind === 'busy') && (
        <>
          <p>{t(`${kind}.intro`)}</p>
          <Button onClick={confirm} busy={stage.kind === 'busy'} disabled={stage.kind === 'busy'} className="self-start">
            {t(`${kind}.confirm`)}
          </Button>
        </>
      )}
      {stage.kind === 'done' && (
        <FormAlert tone="success" focusOnShow>
          {stage.text}
        </FormAlert>
      )}
      {stage.kind === 'refused' && <FormAlert focusOnShow>{stage.text}</FormAlert>}
      {(stage.kind === 'done' || stage.kind === 'refused' || missing) && (
        <a href={next.href} className="self-start font-semibold text-link underline underline-offset-2">
          {kind === 'email' ? t('email.toAccount') : t('deletion.toHome')}
        </a>
      )}
    </section>
  );
}
