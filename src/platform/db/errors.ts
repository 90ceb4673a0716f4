// Recognises PostgreSQL error codes through the wrappers of drizzle, node-postgres and PGlite.
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
