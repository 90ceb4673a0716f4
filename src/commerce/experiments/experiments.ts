// The client-side A/B tests (SPEC §9: one is active, a recommendation test) and the stable assignment of a
// visitor to a variant: the same visitor id always lands in the same bucket, in the browser and on the server.
export const experiments = {
  /** How a recommendation slot lays out its products: a carousel of 4, or a grid of 8. */
  'reco-layout': { variants: ['carousel', 'grid'] },
} as const satisfies Record<string, { variants: readonly string[] }>;

export type ExperimentName = keyof typeof experiments;
export type VariantOf<E extends ExperimentName> = (typeof experiments)[E]['variants'][number];

export function isExperimentName(value: unknown): value is ExperimentName {
  return typeof value === 'string' && Object.hasOwn(experiments, value);
}

/** FNV-1a, 32 bit: tiny, well spread for short strings, the same in every JavaScript engine. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's variant. The experiment name is part of the hash, so buckets of two tests are independent. */
export function assignVariant<E extends ExperimentName>(experiment: E, visitorId: string): VariantOf<E> {
  const variants = experiments[experiment].variants;
  return variants[fnv1a(`${experiment}:${visitorId}`) % variants.length] as VariantOf<E>;
}
