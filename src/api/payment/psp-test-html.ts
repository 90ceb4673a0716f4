// The test provider's hosted page as plain server-rendered HTML: unmistakably a TEST page (banner in the shopper's
// language), no card fields at all, three named buttons; accessible at 360 px, in light and dark, focus visible.
import type { Locale } from '@/platform/i18n/locales';

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

// Colours meet WCAG AA in both schemes (text ≥ 4.5:1, the banner's dark text on amber ≥ 10:1).
const styles = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --text: #1b1f23; --muted: #4a5259; --line: #c9ced4;
  --primary: #066a80; --on-primary: #ffffff; --banner: #ffd84d; --on-banner: #1b1f23; --focus: #0b57d0; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121417; --card: #1d2125; --text: #f1f3f5; --muted: #c3c9cf; --line: #454c53;
    --primary: #7fd3e6; --on-primary: #0b1d22; --focus: #9ec3ff; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1rem/1.375 system-ui, -apple-system, "Segoe UI", sans-serif; }
.banner { background: var(--banner); color: var(--on-banner); padding: 0.75rem 1rem; font-weight: 700; text-align: center; border-bottom: 3px solid #1b1f23; }
main { max-width: 32rem; margin: 1.5rem auto; padding: 1.5rem 1rem; background: var(--card); border: 1px solid var(--line); border-radius: 0.5rem; }
.provider { margin: 0; color: var(--muted); font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.04em; }
h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; }
dl { margin: 0 0 1rem; display: grid; gap: 0.5rem; }
dl div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid var(--line); padding-bottom: 0.5rem; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: right; }
.notice { padding: 0.75rem; border: 2px dashed var(--line); border-radius: 0.25rem; }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
legend { padding: 0; margin-bottom: 0.75rem; font-weight: 600; }
button, .link { display: block; width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; font: inherit; font-weight: 600;
  border-radius: 0.25rem; border: 2px solid var(--primary); background: transparent; color: var(--text); cursor: pointer; text-align: center; }
button.primary, .link { background: var(--primary); color: var(--on-primary); text-decoration: none; }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
`;

export interface TestPageTexts {
  title: string;
  banner: string;
  provider: string;
}

function page(locale: Locale, texts: TestPageTexts, content: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(texts.title)}</title><style>${styles}</style></head>`,
    '<body>',
    `<div class="banner" role="note">${escapeHtml(texts.banner)}</div>`,
    `<main><p class="provider">${escapeHtml(texts.provider)}</p>${content}</main>`,
    '</body></html>',
  ].join('\n');
}

export interface PaymentPageInput extends TestPageTexts {
  heading: string;
  facts: { label: string; value: string }[];
  noCardData: string;
  choose: string;
  action: string;
  sig: string;
  buttons: { outcome: 'paid' | 'failed' | 'cancelled'; label: string }[];
}

export function paymentPageHtml(locale: Locale, input: PaymentPageInput): string {
  const facts = input.facts
    .map((f) => `<div><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd></div>`)
    .join('');
  const buttons = input.buttons
    .map(
      (b, i) =>
        `<button type="submit" name="outcome" value="${b.outcome}"${i === 0 ? ' class="primary"' : ''}>${escapeHtml(b.label)}</button>`,
    )
    .join('');
  return page(
    locale,
    input,
    [
      `<h1>${escapeHtml(input.heading)}</h1>`,
      `<dl>${facts}</dl>`,
      `<p class="notice">${escapeHtml(input.noCardData)}</p>`,
      `<form method="post" action="${escapeHtml(input.action)}">`,
      `<input type="hidden" name="sig" value="${escapeHtml(input.sig)}">`,
      `<fieldset><legend>${escapeHtml(input.choose)}</legend>${buttons}</fieldset>`,
      '</form>',
    ].join(''),
  );
}

export function messagePageHtml(
  locale: Locale,
  texts: TestPageTexts & { heading: string; text: string; link?: { href: string; label: string } },
): string {
  const link = texts.link
    ? `<a class="link" href="${escapeHtml(texts.link.href)}">${escapeHtml(texts.link.label)}</a>`
    : '';
  return page(locale, texts, `<h1>${escapeHtml(texts.heading)}</h1><p>${escapeHtml(texts.text)}</p>${link}`);
}
