// Stable error codes of the experiments context.
export const experimentErrorCodes = [
  /** The variant is not the one this visitor is assigned to (a forged or stale beacon). */
  'EXPERIMENT_VARIANT_MISMATCH',
] as const;

export type ExperimentErrorCode = (typeof experimentErrorCodes)[number];

export class ExperimentError extends Error {
  constructor(readonly code: ExperimentErrorCode) {
    super(code);
    this.name = 'ExperimentError';
  }
}
