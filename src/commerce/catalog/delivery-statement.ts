// What a variant's delivery promise says: a range of working days, one number, or the fallback "no delivery
// statement possible" (SPEC §8) when the data does not allow a promise. Keys are in messages/<locale>.json.
export type DeliveryStatement =
  | { key: 'catalog.delivery.none' }
  | { key: 'catalog.delivery.days'; values: { days: number } }
  | { key: 'catalog.delivery.range'; values: { min: number; max: number } };

const valid = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 366;

export function deliveryStatement(
  min: number | null | undefined,
  max: number | null | undefined,
): DeliveryStatement {
  if (!valid(min) || !valid(max) || min > max) return { key: 'catalog.delivery.none' };
  if (min === max) return { key: 'catalog.delivery.days', values: { days: min } };
  return { key: 'catalog.delivery.range', values: { min, max } };
}
