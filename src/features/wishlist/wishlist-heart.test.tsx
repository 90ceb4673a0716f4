// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientData } from '../../../tests/support/client-data';
import { InShop, renderWithIntl } from '../../../tests/support/render-with-intl';
import type { Wishlist } from './wishlist-cache';
import { WishlistHeaderLink } from './wishlist-header-link';
import { WishlistHeart } from './wishlist-heart';
import { WishlistSync } from './wishlist-sync';

const session = vi.hoisted(() => ({ loggedIn: true }));
vi.mock('@/features/shared/session/session-provider', () => ({
  useSession: () => ({
    status: 'ready',
    token: 't',
    type: session.loggedIn ? 2 : 0,
    loggedIn: session.loggedIn,
    softLoggedIn: false,
  }),
}));

const item = (sku: string, name: string): Wishlist['items'][number] => ({
  sku,
  variantSku: null,
  name,
  brand: 'Lindqvist',
  url: `/p/x-${sku}`,
  image: null,
  size: null,
  colour: null,
  variants: [],
  sold: true,
  available: true,
  delivery: null,
  price: { amount: 4_999, currency: 'EUR' },
  struckPrice: null,
  addedPrice: { amount: 4_999, currency: 'EUR' },
  priceDrop: null,
});
const list = (...items: Wishlist['items']): Wishlist => ({ count: items.length, items });

/** The gateway: GET answers the list; a POST waits for `release` and answers `answer`. */
function stubGateway(initial: Wishlist, answer: () => unknown) {
  const posts: { query: string; variables: Record<string, unknown> }[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (!init.method || init.method === 'GET') return Response.json({ data: { wishlist: initial } });
      posts.push(JSON.parse(String(init.body)));
      await gate;
      return Response.json(answer());
    }),
  );
  return { posts, release: () => release() };
}

function renderHeart() {
  // The shop's providers with the wishlist's sync, as the layout has them (its LiveData loads the sync).
  return renderWithIntl(
    <InShop>
      <WishlistSync />
      <WishlistHeaderLink href="/merkzettel" label="Merkzettel" />
      <WishlistHeart sku="1000001" name="Sneaker Nova" />
    </InShop>,
  );
}

beforeEach(() => {
  session.loggedIn = true;
});
afterEach(() => {
  resetClientData();
  vi.unstubAllGlobals();
});

describe('the wishlist heart', { timeout: 20_000 }, () => {
  it('shows the product on the list at once, sends one add for a double click, and counts it in the header', async () => {
    const gateway = stubGateway(list(), () => ({
      data: { addToWishlist: { changed: true, wishlist: list(item('1000001', 'Sneaker Nova')) } },
    }));
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Auf den Merkzettel: Sneaker Nova' });
    await waitFor(() => expect(screen.getByRole('link', { name: /Merkzettel\W+keine Artikel/ })).toBeTruthy());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.dblClick(heart);
    // Optimistic: pressed and counted before the server has answered.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('link', { name: /Merkzettel\W+1 Artikel/ })).toBeTruthy();
    gateway.release();
    await screen.findByText('Sneaker Nova liegt jetzt auf Deinem Merkzettel.');
    expect(gateway.posts).toHaveLength(1);
    expect(gateway.posts[0]!.variables).toEqual({ sku: '1000001', variantSku: null });
  });

  it('takes the heart back and names the product when the server refuses', async () => {
    const gateway = stubGateway(list(), () => ({
      errors: [{ message: 'x', extensions: { code: 'WISHLIST_UNKNOWN_PRODUCT' } }],
    }));
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Auf den Merkzettel: Sneaker Nova' });
    await waitFor(() => expect(screen.getByRole('link', { name: /keine Artikel/ })).toBeTruthy());
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    gateway.release();
    await screen.findByText('Sneaker Nova konnte leider nicht auf Deinen Merkzettel gelegt werden.');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: /keine Artikel/ })).toBeTruthy();
  });

  it('removes a product that is on the list', async () => {
    const gateway = stubGateway(list(item('1000001', 'Sneaker Nova')), () => ({
      data: { removeFromWishlist: { changed: true, wishlist: list() } },
    }));
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Auf den Merkzettel: Sneaker Nova' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await user.click(heart);
    gateway.release();
    await screen.findByText('Sneaker Nova wurde von Deinem Merkzettel entfernt.');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(gateway.posts[0]!.query).toContain('removeFromWishlist');
  });

  it('asks a visitor to log in first and sends nothing before', async () => {
    session.loggedIn = false;
    const gateway = stubGateway(list(), () => ({}));
    const user = userEvent.setup();
    renderHeart();
    await user.click(screen.getByRole('button', { name: 'Auf den Merkzettel: Sneaker Nova' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 10_000 })).toBeTruthy();
    expect(gateway.posts).toEqual([]);
  });
  it('asks for the login when the server finds no customer although the page thought one was logged in', async () => {
    const gateway = stubGateway(list(), () => ({
      errors: [{ message: 'x', extensions: { code: 'WISHLIST_LOGIN_REQUIRED' } }],
    }));
    const user = userEvent.setup();
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Auf den Merkzettel: Sneaker Nova' });
    await waitFor(() => expect(screen.getByRole('link', { name: /keine Artikel/ })).toBeTruthy());
    await user.click(heart);
    gateway.release();
    expect(await screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Sneaker Nova konnte leider nicht auf Deinen Merkzettel gelegt werden.')).toBeNull();
  });
});
