// What the chat endpoint answers and the widget shows: the answer's text in the visitor's language, the quoted
// passages with the page they come from, the visitor's orders, and whether logging in would help.
import type { ChatAnswer } from './answer-question';

export type ChatReplyKind = ChatAnswer['kind'];

export interface ChatReplyPassage {
  /** The page's title, the link's text. */
  title: string;
  heading?: string;
  /** The passage as quoted: whole sentences, at most QUOTE_LENGTH characters. */
  quote: string;
  href: string;
}

export interface ChatReplyOrder {
  /** "DE-2026-000123 vom 23.11.2026: Versendet" */
  text: string;
  /** The expected delivery window, while the order is on its way. */
  detail?: string;
  /** The order's page in the account (only when the shop serves it) and the link's text. */
  link?: { href: string; label: string };
}

export interface ChatReply {
  kind: ChatReplyKind;
  text: string;
  passages: ChatReplyPassage[];
  orders: ChatReplyOrder[];
  /** The visitor would get an answer after logging in ('login') or confirming their password ('confirm'). */
  login?: 'login' | 'confirm';
}

export const QUOTE_LENGTH = 400;

/** A passage cut to whole sentences within QUOTE_LENGTH characters (one sentence cut with an ellipsis if it is longer). */
export function quoteOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= QUOTE_LENGTH) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [clean];
  let quote = '';
  for (const sentence of sentences) {
    if ((quote + sentence).trim().length > QUOTE_LENGTH) break;
    quote += sentence;
  }
  if (quote.trim()) return quote.trim();
  return `${clean.slice(0, QUOTE_LENGTH - 1).replace(/\s+\S*$/, '')} …`;
}
