/** A metric value for the dashboard's tables: milliseconds rounded, CLS (below 10) with three decimals. */
export function formatVital(value: number | null): string {
  if (value === null) return '–';
  return value < 10 ? value.toFixed(3) : String(Math.round(value));
}
