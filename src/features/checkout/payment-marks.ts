// A small mark for each payment method beside its name in the payment step (issue 21: no logos). Drawn here as
// simple SVG badges in each brand's colours, not the brands' artwork; shown as images with empty alt text, because
// the method's name stands next to them. 48 × 30, on white so they read in light and dark mode alike.
import type { PaymentMethod } from '@/commerce/kernel/payment-method';

const badge = (inner: string, background = '#fff') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="30" viewBox="0 0 48 30"><rect x=".5" y=".5" width="47" height="29" rx="4" fill="${background}" stroke="#c8ccd0"/>${inner}</svg>`,
  )}`;
const word = (text: string, colour: string, size = 11, weight = 800, style = 'normal') =>
  `<text x="24" y="19.5" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${weight}" font-style="${style}" fill="${colour}">${text}</text>`;

export const paymentMarks: Record<PaymentMethod, string> = {
  invoice: badge(
    '<path d="M17 6h10l5 5v13H17z" fill="#fff" stroke="#2b3a44" stroke-width="1.6"/><path d="M27 6v5h5M20 15h9M20 18.5h9M20 22h6" stroke="#2b3a44" stroke-width="1.4" fill="none"/>',
  ),
  instalments: badge(
    '<rect x="15" y="8" width="18" height="16" rx="2" fill="none" stroke="#2b3a44" stroke-width="1.6"/><path d="M15 12.5h18M19 6v4M29 6v4" stroke="#2b3a44" stroke-width="1.6"/><path d="M18.5 16h2M23 16h2M27.5 16h2M18.5 20h2M23 20h2" stroke="#068099" stroke-width="2"/>',
  ),
  'payment-pause': badge(
    '<circle cx="24" cy="15" r="9" fill="none" stroke="#2b3a44" stroke-width="1.6"/><path d="M21 11v8M27 11v8" stroke="#068099" stroke-width="2.4"/>',
  ),
  paypal: badge(`${word('Pay', '#003087', 11, 800, 'italic').replace('x="24"', 'x="19"')}${word('Pal', '#009cde', 11, 800, 'italic').replace('x="24"', 'x="32"')}`),
  visa: badge(word('VISA', '#1a1f71', 13, 900, 'italic')),
  mastercard: badge('<circle cx="20" cy="15" r="8" fill="#eb001b"/><circle cx="28" cy="15" r="8" fill="#f79e1b" fill-opacity=".9"/>'),
  amex: badge(word('AMEX', '#fff', 11, 900), '#2e77bc'),
  diners: badge('<circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" stroke-width="2.2"/><path d="M24 7v16" stroke="#0079be" stroke-width="2.2"/>'),
  discover: badge(`${word('DISC', '#231f20', 9, 800).replace('x="24"', 'x="19"')}<circle cx="36" cy="15" r="4.5" fill="#f58220"/>`),
  'click-to-pay': badge('<path d="M16 15l5 5 11-11" fill="none" stroke="#2b3a44" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>'),
  ideal: badge(word('iDEAL', '#cc0066', 10, 900)),
  eps: badge(word('eps', '#c8102e', 13, 900, 'italic')),
  twint: badge(word('TWINT', '#fff', 10, 900), '#000'),
  postfinance: badge(word('PF', '#000', 12, 900), '#ffcc00'),
};
