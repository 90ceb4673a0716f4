// The conversation as the widget keeps it: in sessionStorage for the tab's session (so it survives following a
// link to a help page), as the history the server gets, and as plain text for the handover to the contact form.
import type { ChatReply } from '@/commerce/chat-bot/chat-reply';
import { MAX_HISTORY, type ChatMessage } from '@/commerce/chat-bot/chat-input';

export type ChatEntry = { role: 'visitor'; text: string } | { role: 'bot'; reply: ChatReply } | { role: 'bot'; error: string };

export const conversationKey = 'schaufenster:chat-bot';
/** The most entries a session keeps: older ones drop off the top. */
export const MAX_ENTRIES = 40;

const isEntry = (value: unknown): value is ChatEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  if (entry.role === 'visitor') return typeof entry.text === 'string';
  if (entry.role !== 'bot') return false;
  if (typeof entry.error === 'string') return true;
  const reply = entry.reply as Partial<ChatReply> | undefined;
  return typeof reply?.text === 'string' && Array.isArray(reply.passages) && Array.isArray(reply.orders);
};

export function loadConversation(storage: Storage): ChatEntry[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(conversationKey) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry).slice(-MAX_ENTRIES) : [];
  } catch {
    return [];
  }
}

export function saveConversation(storage: Storage, entries: readonly ChatEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(conversationKey);
    else storage.setItem(conversationKey, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or switched off: the conversation lasts as long as the page.
  }
}

/** One bot answer as plain text: its sentence, the quotes with their pages, the orders. */
export function replyText(reply: ChatReply, origin: string): string {
  const lines = [reply.text];
  for (const p of reply.passages) lines.push(`„${p.quote}“ (${p.title}: ${new URL(p.href, origin).href})`);
  for (const o of reply.orders) lines.push(`- ${[o.text, o.detail].filter(Boolean).join(', ')}`);
  return lines.join('\n');
}

/** What the server gets as history: the last entries' text, bounded as its schema asks. */
export function historyOf(entries: readonly ChatEntry[], origin: string): ChatMessage[] {
  return entries.slice(-MAX_HISTORY).flatMap((entry): ChatMessage[] => {
    if (entry.role === 'visitor') return [{ role: 'visitor', text: entry.text.slice(0, 2_000) }];
    if ('reply' in entry) return [{ role: 'bot', text: replyText(entry.reply, origin).slice(0, 2_000) }];
    return [];
  });
}

export interface TranscriptLabels {
  intro: string;
  visitor: string;
  bot: string;
}

/** The conversation, questions and answers, as the message of a contact request. */
export function conversationText(entries: readonly ChatEntry[], labels: TranscriptLabels, origin: string): string {
  const turns = entries.flatMap((entry) => {
    if (entry.role === 'visitor') return [`${labels.visitor}: ${entry.text}`];
    if ('reply' in entry) return [`${labels.bot}: ${replyText(entry.reply, origin)}`];
    return [];
  });
  return [labels.intro, '', ...turns].join('\n');
}
