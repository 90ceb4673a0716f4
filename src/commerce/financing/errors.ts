// Stable error codes of the financing context. None reaches the shopper as such: every one turns the calculator
// into its technical-fallback message, and the code goes to the log.
export const financingErrorCodes = [
  'FINANCING_INVALID_AMOUNT',
  'FINANCING_CURRENCY_MISMATCH',
  'FINANCING_INVALID_TERMS',
  'FINANCING_NO_DURATION',
  'FINANCING_SCHEDULE_INCONSISTENT',
] as const;

export type FinancingErrorCode = (typeof financingErrorCodes)[number];

export class FinancingError extends Error {
  constructor(
    readonly code: FinancingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FinancingError';
  }
}
