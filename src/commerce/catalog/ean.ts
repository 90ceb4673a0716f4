// EAN-13 (GTIN-13): twelve digits and a check digit, weights 1 and 3 from the left.

export function ean13CheckDigit(first12: string): number {
  if (!/^[0-9]{12}$/.test(first12))
    throw new Error(`EAN-13 needs 12 digits before the check digit, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(value: string): boolean {
  return /^[0-9]{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

export function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
