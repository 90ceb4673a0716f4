// Tells zod not to compile parsers with `new Function` (see src/instrumentation-client.ts), without loading zod.
interface ZodGlobalConfig {
  jitless?: boolean;
}

export function setZodJitless(scope: { __zod_globalConfig?: ZodGlobalConfig } = globalThis as never): void {
  // The same object zod's config() returns, whether zod has loaded already or will load later.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
