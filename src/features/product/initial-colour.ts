// The colour chosen when a product page opens: the only one, else the first that can be bought. The server picks the
// gallery's first picture by it, the variant choice starts with it.
export function initialColour(variants: readonly { colour: string | null; available: boolean }[]): string | null {
  const colours = [...new Set(variants.map((v) => v.colour))].filter((c): c is string => c !== null);
  return colours.length === 1 ? colours[0]! : (variants.find((v) => v.available)?.colour ?? null);
}
