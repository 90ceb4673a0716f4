// Tells zod not to compile parsers with `new Function` (see src/instrumentation-client.ts), without loading zod.
interface ZodGlobalConfig {
  jitless?: boolean;
}

export function setZodJitless(): void {
  // The same object zod's config() returns, whether zod has loaded already or will load later.
  const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
