// Stable codes of the order context. The edges map them to HTTP status and the localized texts (namespace `orders`).
export const orderChangeCodes = [
  'ORDER_NOT_FOUND',
  'ORDER_TRANSITION_INVALID',
  'ORDER_LINE_UNKNOWN',
  'ORDER_RETURN_TOO_MANY',
  'ORDER_NOT_WITHDRAWABLE',
  'ORDER_PAYMENT_CURRENCY',
  'STOCK_VARIANT_UNKNOWN',
] as const;
export type OrderChangeCode = (typeof orderChangeCodes)[number];

export interface OrderChangeFailure {
  ok: false;
  code: OrderChangeCode;
  /** For ORDER_TRANSITION_INVALID: the status the order is in. */
  status?: string;
}

/** Thrown inside a transaction to roll it back with a failure the use case returns. */
export class OrderAbort<F extends { ok: false }> extends Error {
  constructor(readonly failure: F) {
    super('code' in failure ? String((failure as { code: unknown }).code) : 'order aborted');
    this.name = 'OrderAbort';
  }
}

/** Runs a transaction; an OrderAbort thrown inside becomes its failure, after the rollback. */
export async function rollbackOn<T, F extends { ok: false }>(run: () => Promise<T>): Promise<T | F> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OrderAbort) return error.failure as F;
    throw error;
  }
}
