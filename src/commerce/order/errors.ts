// Stable codes of the order context. The edges map them to HTTP status (by their kind) and the localized texts
// (namespace `orders`).
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const orderChangeCodes = [
  'ORDER_NOT_FOUND',
  'ORDER_TRANSITION_INVALID',
  'ORDER_LINE_UNKNOWN',
  'ORDER_RETURN_TOO_MANY',
  'ORDER_NOT_WITHDRAWABLE',
  'ORDER_PAYMENT_CURRENCY',
  'ORDER_DUE_DATE_FIXED',
  'STOCK_VARIANT_UNKNOWN',
] as const;
export type OrderChangeCode = (typeof orderChangeCodes)[number];

export const orderRefusals: Readonly<Record<OrderChangeCode, RefusalKind>> = {
  ORDER_NOT_FOUND: 'not-found',
  ORDER_TRANSITION_INVALID: 'conflict',
  ORDER_LINE_UNKNOWN: 'unprocessable',
  ORDER_RETURN_TOO_MANY: 'unprocessable',
  ORDER_NOT_WITHDRAWABLE: 'conflict',
  ORDER_PAYMENT_CURRENCY: 'unprocessable',
  /** Instalments, card and PayPal: no due date the ERP can move. */
  ORDER_DUE_DATE_FIXED: 'conflict',
  STOCK_VARIANT_UNKNOWN: 'unprocessable',
};

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
