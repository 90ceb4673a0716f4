// REST paths of the newsletter: sign-up, confirmation, resend and the unsubscribe page's calls.
// One file per area (decision 0021); api-paths.test.ts checks every path against the route files under src/app/api.

export const newsletterPaths = {
  /** GET: the sheet's texts and messages (?lang=). */
  sheet: '/api/newsletter/sheet',
  subscribe: '/api/newsletter/subscribe',
  confirm: '/api/newsletter/confirm',
  resend: '/api/newsletter/resend',
  manageLink: '/api/newsletter/manage-link',
  subscription: '/api/newsletter/subscription',
  preferences: '/api/newsletter/preferences',
  mailings: '/api/newsletter/mailings',
  /** RFC 8058: only mail clients call it, from the List-Unsubscribe header. */
  oneClick: '/api/newsletter/one-click',
} as const;
