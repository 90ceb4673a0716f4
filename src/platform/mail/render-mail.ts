// Turns a mail payload into subject, plain text and HTML from the locale's message catalog (`account.mail.*`).
import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@/platform/i18n/messages';
import type { MailPayload } from './mail-payload';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra header fields: List-Unsubscribe and List-Unsubscribe-Post of newsletter mails (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function renderMail(payload: MailPayload): RenderedMail {
  const messages = messagesFor(payload.locale) as unknown as Record<
    string,
    { mail: Record<string, Record<string, string>> }
  >;
  const template = messages[payload.catalog ?? 'account']?.mail[payload.template];
  if (!template) throw new Error(`Unknown mail template ${payload.template}`);
  // The translator is typed for the whole catalog; a template is looked up by name at run time.
  const t = createTranslator({
    locale: payload.locale,
    messages: { mail: template },
    namespace: 'mail',
  }) as unknown as (key: string, values?: Record<string, string>) => string;
  const text = (key: string) => (key in template ? t(key, payload.params) : '');

  const subject = text('subject');
  const paragraphs = [text('greeting'), ...text('body').split('\n\n')].filter(Boolean);
  const action = text('action');
  const after = [text('note'), text('closing')].filter(Boolean);
  const leave = payload.unsubscribe ? text('unsubscribe') : '';

  const plain = [
    ...paragraphs,
    ...(payload.link ? [`${action ? `${action}:\n` : ''}${payload.link}`] : []),
    ...after,
    ...(payload.unsubscribe ? [`${leave}:\n${payload.unsubscribe.page}`] : []),
  ].join('\n\n');

  const html = [
    '<!doctype html>',
    `<html lang="${payload.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f23;">',
    // A single line break inside a paragraph (an address, the lines of a message) stays one in HTML.
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    payload.link
      ? `<p><a href="${escapeHtml(payload.link)}" style="display:inline-block;padding:12px 20px;background:#066a80;color:#fff;text-decoration:none;border-radius:4px;">${escapeHtml(action || payload.link)}</a></p>` +
        `<p style="font-size:14px;color:#4f5961;">${escapeHtml(payload.link)}</p>`
      : '',
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    payload.unsubscribe
      ? `<p style="font-size:14px;color:#4f5961;"><a href="${escapeHtml(payload.unsubscribe.page)}">${escapeHtml(leave || payload.unsubscribe.page)}</a></p>`
      : '',
    '</body></html>',
  ].join('\n');

  const headers = payload.unsubscribe
    ? {
        'List-Unsubscribe': `<${payload.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { subject, text: plain, html, ...(headers ? { headers } : {}) };
}
