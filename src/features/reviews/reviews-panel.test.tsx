// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/features/shared/toast/toast-provider';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { ReviewsPanel } from './reviews-panel';

vi.mock('next/navigation', () => ({ usePathname: () => '/p/sneaker-1234567' }));

interface Stored {
  id: number;
  rating: number;
  title: string;
  helpfulCount: number;
}

/** A stand-in for the gateway and the rating endpoints over one product's 45 reviews. */
function fakeBackend() {
  const reviews: Stored[] = Array.from({ length: 45 }, (_, n) => ({
    id: 100 + n,
    rating: 5 - (n % 5),
    title: `Bewertung ${n}`,
    helpfulCount: 0,
  }));
  reviews[0]!.title = '<script>alert(1)</script>';
  const gatewayPages: number[] = [];
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  let storeAnswer: () => Response = () =>
    Response.json({ id: 999, status: 'published', summary: {} }, { status: 201 });

  const summary = () => ({
    __typename: 'RatingSummary',
    average: 3,
    count: reviews.length,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({
      __typename: 'RatingBucket',
      stars,
      count: reviews.filter((r) => r.rating === stars).length,
    })),
  });

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/gateway') {
      const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as {
        sku: string;
        stars: number | null;
        page: number;
      };
      gatewayPages.push(variables.page);
      const matching = reviews.filter((r) => variables.stars == null || r.rating === variables.stars);
      const page = matching.slice((variables.page - 1) * 20, variables.page * 20);
      return Response.json({
        data: {
          ratings: {
            __typename: 'Ratings',
            sku: variables.sku,
            stars: variables.stars ?? null,
            page: variables.page,
            total: matching.length,
            hasMore: variables.page * 20 < matching.length,
            summary: summary(),
            reviews: page.map((r) => ({
              __typename: 'Review',
              id: String(r.id),
              rating: r.rating,
              title: r.title,
              text: 'Ein ausführlicher Text zur Bewertung.',
              authorName: 'Kim',
              verified: false,
              helpfulCount: r.helpfulCount,
              notHelpfulCount: 0,
              createdAt: '2026-11-01T10:00:00.000Z',
              // Every third review was written in French (a Swiss shop's other language).
              locale: r.id % 3 === 0 ? 'fr-CH' : 'de-DE',
            })),
          },
        },
      });
    }
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    posts.push({ url: url.pathname, body });
    if (url.pathname === '/api/inform/rating/feedback') {
      const review = reviews.find((r) => r.id === body.reviewId)!;
      const repeat =
        posts.filter((p) => p.url === url.pathname && p.body.reviewId === body.reviewId).length > 1;
      if (!repeat) review.helpfulCount += 1;
      return Response.json({
        reviewId: review.id,
        helpfulCount: review.helpfulCount,
        notHelpfulCount: 0,
        vote: 'helpful',
        recorded: !repeat,
      });
    }
    if (url.pathname === '/api/inform/rating/new/store') return storeAnswer();
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { gatewayPages, posts, answerStore: (answer: () => Response) => (storeAnswer = answer) };
}

const renderPanel = () =>
  renderWithIntl(
    <ToastProvider>
      <ReviewsPanel sku="1234567" productName="Sneaker Runner" gatewayUrl="/api/gateway" />
    </ToastProvider>,
  );

const articles = () => screen.getAllByRole('article');
const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

// Renders twenty reviews and pages through them: seconds of DOM work in happy-dom on a loaded 2-core machine.
describe('ReviewsPanel', { timeout: 20_000 }, () => {
  let backend: ReturnType<typeof fakeBackend>;
  beforeEach(() => {
    backend = fakeBackend();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary and 20 reviews, and loads the next 20 with "Mehr Bewertungen laden"', async () => {
    renderPanel();
    expect(await screen.findByText('45 Bewertungen')).toBeTruthy();
    expect(articles()).toHaveLength(20);
    expect(screen.getByText('20 von 45 Bewertungen')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mehr Bewertungen laden' }));
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(document.activeElement).toBe(articles()[20]);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Bewertungen laden' }));
    await waitFor(() => expect(articles()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Mehr Bewertungen laden' })).toBeNull();
    // Each page was fetched once; the earlier pages came from the cache.
    expect(backend.gatewayPages).toEqual([1, 2, 3]);
  });

  it('says which reviews were written in another language, and marks their language (issue 21)', async () => {
    renderPanel();
    await screen.findByText('45 Bewertungen');
    const french = articles().filter((a) => within(a).queryByText('Bewertung auf Französisch'));
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(20);
    expect(french[0]!.querySelector('h3')!.getAttribute('lang')).toBe('fr-CH');
  });

  it('shows markup in a review as the characters typed', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: '<script>alert(1)</script>' })).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('filters by stars from the histogram, with the chosen row pressed', async () => {
    renderPanel();
    await screen.findByText('45 Bewertungen');
    const fours = screen.getByRole('button', { name: '4 Sterne 9 Bewertungen – nur diese zeigen' });
    fireEvent.click(fours);
    await waitFor(() => expect(articles()).toHaveLength(9));
    expect(fours.getAttribute('aria-pressed')).toBe('true');
    expect(within(articles()[0]!).getByRole('img').getAttribute('aria-label')).toBe('4 von 5 Sternen');
    fireEvent.click(screen.getByRole('button', { name: 'Alle Bewertungen zeigen' }));
    await waitFor(() => expect(articles()).toHaveLength(20));
  });

  it('counts a helpful vote once and shows it pressed', async () => {
    renderPanel();
    await screen.findByText('45 Bewertungen');
    const first = articles()[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Ja (0)' }));
    const pressed = await within(first).findByRole('button', { name: 'Ja (1)' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(within(first).getByText('Danke für Dein Feedback!')).toBeTruthy();
    fireEvent.click(pressed);
    expect(await within(first).findByText('Du hast diese Bewertung schon bewertet.')).toBeTruthy();
    expect(backend.posts.filter((p) => p.url === '/api/inform/rating/feedback')).toHaveLength(1);
  });
});

describe('WriteReviewForm in the panel', () => {
  let backend: ReturnType<typeof fakeBackend>;
  beforeEach(() => {
    backend = fakeBackend();
  });
  afterEach(() => vi.unstubAllGlobals());

  async function openForm() {
    renderPanel();
    await screen.findByText('45 Bewertungen');
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung schreiben' }));
    return screen.getByRole('button', { name: 'Bewertung absenden' }) as HTMLButtonElement;
  }

  function fill() {
    fireEvent.click(screen.getByRole('radio', { name: '4 Sterne' }));
    type('Überschrift', 'Bequem');
    type('Deine Erfahrung', 'Sitzt gut und trägt sich auch nach Stunden angenehm.');
    type('Dein Name', 'Anna K.');
  }

  it('keeps submit disabled until every field is filled', async () => {
    const submit = await openForm();
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 Sterne' }));
    type('Überschrift', 'Bequem');
    expect(submit.disabled).toBe(true);
    type('Deine Erfahrung', 'Sitzt gut.');
    type('Dein Name', 'Anna');
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('explains a too short text inline, in German, when the field is left', async () => {
    await openForm();
    type('Deine Erfahrung', 'Zu kurz');
    expect(await screen.findByText('Bitte schreib mindestens 20 Zeichen.')).toBeTruthy();
    expect(screen.getByLabelText('Deine Erfahrung').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the review, confirms with a toast and closes the form', async () => {
    const submit = await openForm();
    fill();
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('Danke! Deine Bewertung ist jetzt sichtbar.')).toBeTruthy();
    expect(backend.posts.find((p) => p.url === '/api/inform/rating/new/store')!.body).toEqual({
      sku: '1234567',
      rating: 4,
      title: 'Bequem',
      text: 'Sitzt gut und trägt sich auch nach Stunden angenehm.',
      authorName: 'Anna K.',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bewertung absenden' })).toBeNull());
  });

  it('keeps the input and shows the server’s field error when the server refuses', async () => {
    backend.answerStore(() =>
      Response.json({ error: 'REVIEW_INVALID', fields: { title: 'titleTooShort' } }, { status: 400 }),
    );
    const submit = await openForm();
    fill();
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('Die Überschrift braucht mindestens 3 Zeichen.')).toBeTruthy();
    expect((screen.getByLabelText('Deine Erfahrung') as HTMLTextAreaElement).value).toBe(
      'Sitzt gut und trägt sich auch nach Stunden angenehm.',
    );
  });

  it('says so when the daily limit is reached', async () => {
    backend.answerStore(() => Response.json({ error: 'too many requests' }, { status: 429 }));
    const submit = await openForm();
    fill();
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte versuche es morgen wieder.');
  });
});
