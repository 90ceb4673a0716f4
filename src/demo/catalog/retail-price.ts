// Prices as shops write them: 29,99 €, 149,00 €, 1.299,00 €; in Switzerland CHF 39.90, 44.95, 1299.–.
// Pure functions of the amount, so the same base gives the same shelf price in every run. All amounts in cents.

/** A believable euro price near `cents`: .99/.95 endings below 100 €, round tens and hundreds above. */
export function euroRetail(cents: number): number {
  const eur = Math.max(cents, 199) / 100;
  if (eur < 20) return Math.round(eur) * 100 - (Math.round(eur) % 3 === 0 ? 5 : 1);
  if (eur < 100) return Math.round(eur / 5) * 500 - (Math.round(eur / 5) % 4 === 0 ? 5 : 1);
  if (eur < 1000) {
    const tens = Math.round(eur / 10);
    return tens % 3 === 0 ? tens * 1000 - 100 : tens * 1000 - 1;
  }
  return Math.round(eur / 50) * 5000 - 100;
}

/** Swiss prices end in .90 or .95 (5-Rappen rounding), large ones on whole francs ("1299.–"). */
export function chfRetail(rappen: number): number {
  const chf = Math.max(rappen, 290) / 100;
  if (chf < 20) return Math.round(chf) * 100 - (Math.round(chf) % 2 === 0 ? 5 : 10);
  if (chf < 100) return Math.round(chf / 5) * 500 - (Math.round(chf / 5) % 3 === 0 ? 5 : 10);
  if (chf < 1000) {
    const tens = Math.round(chf / 10);
    return tens % 4 === 0 ? tens * 1000 - 100 : tens * 1000 - 10;
  }
  return Math.round(chf / 50) * 5000 - 100;
}
