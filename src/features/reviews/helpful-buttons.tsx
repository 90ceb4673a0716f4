// 'War diese Bewertung hilfreich?' Ja / Nein with counts. The server keeps one vote per visitor; the pressed button
// shows this visitor's vote (the one just given, or the earlier one the server reports back).
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { reviewPaths } from '@/platform/routing/api-paths/reviews';

interface FeedbackAnswer {
  helpfulCount: number;
  notHelpfulCount: number;
  vote: 'helpful' | 'not-helpful';
  /** False when this browser had voted on the review before. */
  recorded: boolean;
}

interface Props {
  reviewId: number;
  helpfulCount: number;
  notHelpfulCount: number;
}

type Notice = 'thanks' | 'already' | 'error' | null;

export function HelpfulButtons({ reviewId, helpfulCount, notHelpfulCount }: Props) {
  const t = useTranslations('reviews');
  const questionId = useId();
  const [counts, setCounts] = useState({ helpful: helpfulCount, notHelpful: notHelpfulCount });
  const [vote, setVote] = useState<'helpful' | 'not-helpful' | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function send(helpful: boolean) {
    if (busy || vote) {
      if (vote) setNotice('already');
      return;
    }
    setBusy(true);
    const answer = await callApi<FeedbackAnswer>('POST', reviewPaths.feedback, { reviewId, helpful });
    setBusy(false);
    if (!answer.ok) {
      setNotice('error');
      return;
    }
    const outcome = answer.body;
    setCounts({ helpful: outcome.helpfulCount, notHelpful: outcome.notHelpfulCount });
    setVote(outcome.vote);
    setNotice(outcome.recorded ? 'thanks' : 'already');
  }

  const button =
    'min-h-6 min-w-6 rounded border border-line px-1 text-sm hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span id={questionId} className="text-sm text-muted">
        {t('helpfulQuestion')}
      </span>
      <div role="group" aria-labelledby={questionId} className="flex gap-1">
        <button
          type="button"
          className={button}
          aria-pressed={vote === 'helpful'}
          aria-busy={busy || undefined}
          onClick={() => send(true)}
        >
          {t('helpfulYes', { count: counts.helpful })}
        </button>
        <button
          type="button"
          className={button}
          aria-pressed={vote === 'not-helpful'}
          aria-busy={busy || undefined}
          onClick={() => send(false)}
        >
          {t('helpfulNo', { count: counts.notHelpful })}
        </button>
      </div>
      <span role="status" className={`text-sm ${notice === 'error' ? 'text-danger' : 'text-muted'}`}>
        {notice === 'thanks'
          ? t('voteThanks')
          : notice === 'already'
            ? t('voteAlready')
            : notice === 'error'
              ? t('voteError')
              : ''}
      </span>
    </div>
  );
}
