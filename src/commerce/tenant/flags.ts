// The one typed registry of feature flags (SPEC §2, §9): every flag, its default, and the two presets.
export const flagDefaults = {
  premium: true,
  amex: true,
  clickToPay: true,
  loyalty: true,
  confetti: true,
  geoCountryLayer: true,
  dynamicYield: true,
  customerNumberLogin: true,
  chatBot: true,
  speedKit: true,
  installmentLegalHints: true,
  bookingsOpenPayment: true,
  co2Compensation: false,
  /** SPEC §4: a newsletter subscription becomes active only once the address confirmed it by mail. */
  newsletterDoubleOptIn: true,
  /** Loyalty partners: Payback (de) and jö (at). */
  payback: true,
  joe: false,
  /** Trust seals in the footer and checkout. */
  seals: true,
  // Supported-path flags (SPEC §2): whether this storefront serves these account pages. Off by default.
  supportedPathBookings: false,
  supportedPathOrders: false,
  supportedPathOverview: false,
  supportedPathInvoices: false,
  supportedPathPaymentDates: false,
  supportedPathPayback: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof flagDefaults;
export type Flags = Record<FlagName, boolean>;

/** The two readings of SPEC §9 as presets a tenant starts from. */
export const flagPresets = {
  /** Chat bot, premium and payback on. */
  full: { chatBot: true, premium: true, payback: true },
  /** Chat bot, premium, payback, jö and the seals off. */
  lean: { chatBot: false, premium: false, payback: false, joe: false, seals: false },
} as const satisfies Record<string, Partial<Flags>>;

export type FlagPreset = keyof typeof flagPresets;

export function resolveFlags(preset: FlagPreset, overrides: Partial<Flags> = {}): Flags {
  return { ...flagDefaults, ...flagPresets[preset], ...overrides };
}
