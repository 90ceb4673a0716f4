// @vitest-environment happy-dom
// The chat widget as a keyboard and screen-reader user meets it: the focus goes to the question on opening and back
// to the button on closing (Escape or the close button), answers arrive in a polite live log, the conversation
// survives for the session, and the handover writes it for the contact form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '@/commerce/chat-bot/chat-reply';
import { contactDraftKey, readContactDraft } from '@/features/shared/client-data/contact-draft';
import { renderInShop } from '../../../tests/support/render-with-intl';
import { ChatBotLauncher } from './chat-bot-launcher';
import { conversationKey } from './chat-conversation';

const reply: ChatReply = {
  kind: 'help',
  text: 'Das habe ich dazu in unserer Hilfe gefunden:',
  passages: [
    {
      title: 'Versand und Lieferung',
      quote: 'Paketware ist in der Regel in 2–4 Werktagen bei dir.',
      href: '/service-hilfe/versand-und-lieferung',
    },
  ],
  orders: [],
};
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      return Response.json(reply);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLauncher(contactHref: string | null = null) {
  renderInShop(<ChatBotLauncher contactHref={contactHref} phone="+49 30 23125 400" hours={<p>Mo–Fr 08:00–21:00</p>} />);
  return screen.getByRole('button', { name: 'Fragen? Zum Chat' });
}

async function open(button: HTMLElement) {
  fireEvent.click(button);
  // The panel's code loads on first open; the first import in a test run takes a while.
  const field = await screen.findByLabelText('Deine Frage', undefined, { timeout: 15_000 });
  await waitFor(() => expect(document.activeElement).toBe(field));
  return field as HTMLInputElement;
}

async function ask(field: HTMLInputElement, question: string) {
  fireEvent.change(field, { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
  await screen.findByText('Paketware ist in der Regel in 2–4 Werktagen bei dir.');
}

describe('the chat widget', () => {
  it('moves the focus to the question on opening and back to the button on Escape', async () => {
    const button = renderLauncher();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const field = await open(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('region', { name: 'Service-Chat' }).id);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Deine Frage')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button and gives the focus back', async () => {
    const button = renderLauncher();
    await open(button);
    fireEvent.click(screen.getByRole('button', { name: 'Chat schließen' }));
    expect(screen.queryByRole('region', { name: 'Service-Chat' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the answer with its page in a polite log and keeps the focus in the question field', async () => {
    const field = await open(renderLauncher());
    await ask(field, 'Wie lange dauert die Lieferung?');
    const log = screen.getByRole('log', { name: 'Gesprächsverlauf' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Wie lange dauert die Lieferung?')).toBeTruthy();
    expect(within(log).getByRole('link', { name: 'Mehr dazu: Versand und Lieferung' }).getAttribute('href')).toBe(
      '/service-hilfe/versand-und-lieferung',
    );
    expect(posted).toEqual([{ question: 'Wie lange dauert die Lieferung?', history: [] }]);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('keeps the conversation for the session and sends it as history', async () => {
    const button = renderLauncher();
    await ask(await open(button), 'Wie lange dauert die Lieferung?');
    fireEvent.keyDown(screen.getByLabelText('Deine Frage'), { key: 'Escape' });
    expect(JSON.parse(sessionStorage.getItem(conversationKey)!)).toHaveLength(2);
    const field = await open(button);
    expect(screen.getByText('Wie lange dauert die Lieferung?')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Und per Spedition?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect((posted[1] as { history: unknown[] }).history).toEqual([
      { role: 'visitor', text: 'Wie lange dauert die Lieferung?' },
      { role: 'bot', text: expect.stringContaining('2–4 Werktagen') },
    ]);
  });

  it('hands the conversation over to the contact form when the shop serves it', async () => {
    const field = await open(renderLauncher('/service-hilfe/kontakt'));
    await ask(field, 'Wie lange dauert die Lieferung?');
    const handover = screen.getByRole('link', { name: 'An den Kundenservice schreiben' });
    expect(handover.getAttribute('href')).toBe('/service-hilfe/kontakt');
    fireEvent.click(handover);
    expect(sessionStorage.getItem(contactDraftKey)).not.toBeNull();
    const draft = readContactDraft(sessionStorage)!;
    expect(draft.message).toContain('Du: Wie lange dauert die Lieferung?');
    expect(draft.message).toContain('Chat-Assistent: Das habe ich dazu in unserer Hilfe gefunden:');
    expect(draft.message).toContain('„Paketware ist in der Regel in 2–4 Werktagen bei dir.“ (Versand und Lieferung: ');
  });

  it('offers the phone and office hours, and no handover link while the contact page is not served', async () => {
    await open(renderLauncher(null));
    expect(screen.queryByRole('link', { name: 'An den Kundenservice schreiben' })).toBeNull();
    expect(screen.getByRole('link', { name: '+49 30 23125 400' }).getAttribute('href')).toBe('tel:+493023125400');
    expect(screen.getByText('Mo–Fr 08:00–21:00')).toBeTruthy();
  });
});
