// REST paths of the account pages.
// One file per area (decision 0021): bundlers place code by module, so a page carries only the areas it calls.
// api-paths.test.ts checks every path against the route files under src/app/api.

export const accountPaths = {
  premium: '/api/customer/premium',
  addresses: '/api/customer/addresses',
  address: (id: string) => `/api/customer/addresses/${encodeURIComponent(id)}`,
  profile: '/api/customer/profile',
  password: '/api/customer/password',
  /** A new email address: a link to it (then `emailConfirm` from the link's page). */
  email: '/api/customer/email',
  emailConfirm: '/api/customer/email/confirm',
  /** "Delete my account": POST asks (password), DELETE withdraws; `deletionConfirm` from the mail link's page. */
  deletion: '/api/customer/deletion',
  deletionConfirm: '/api/customer/deletion/confirm',
  /** "Download my data": a JSON file (GDPR Art. 15, 20). */
  dataExport: '/api/customer/export',
  returns: '/api/customer/returns',
  /** § 356a BGB from the order page. */
  orderWithdrawal: (orderNumber: string) => `/api/customer/orders/${encodeURIComponent(orderNumber)}/withdrawal`,
  returnSlip: (returnNumber: string) => `/api/customer/returns/${encodeURIComponent(returnNumber)}/slip`,
  /** An invoice or credit note as its PDF (decision 0033). */
  /** The basket's code (SPEC §7 /api/voucher): "apply to basket" on my vouchers. */
  basketVoucher: '/api/voucher',
  /** The Payback (de) or jö (at) card. */
  loyaltyCard: '/api/customer/loyalty-card',
  /** "Pay now" on the payment dates page: a payment link for what is overdue on one order. */
  overduePaylink: '/api/customer/payment-dates/paylink',
  invoiceDocument: (documentNumber: string) => `/api/customer/invoices/${encodeURIComponent(documentNumber)}`,
} as const;
