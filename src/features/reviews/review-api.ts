// The two writes of the reviews feature, against the SPEC §7 endpoints. Answers are reshaped here once.
export type FeedbackOutcome =
  | {
      kind: 'ok';
      helpfulCount: number;
      notHelpfulCount: number;
      vote: 'helpful' | 'not-helpful';
      recorded: boolean;
    }
  | { kind: 'failed' };

export async function sendReviewFeedback(reviewId: number, helpful: boolean): Promise<FeedbackOutcome> {
  try {
    const response = await fetch('/api/inform/rating/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reviewId, helpful }),
    });
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as Omit<Extract<FeedbackOutcome, { kind: 'ok' }>, 'kind'>;
    return { kind: 'ok', ...body };
  } catch {
    return { kind: 'failed' };
  }
}

export type StoreOutcome =
  | { kind: 'stored'; status: 'published' | 'pending' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export async function storeReview(review: {
  sku: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
}): Promise<StoreOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/inform/rating/new/store', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(review),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 201)
    return {
      kind: 'stored',
      status: ((await response.json()) as { status: 'published' | 'pending' }).status,
    };
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
    return { kind: 'invalid', fields: body.fields ?? {} };
  }
  return { kind: 'failed' };
}
