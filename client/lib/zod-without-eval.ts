// The Content-Security-Policy has no 'unsafe-eval' (docs/decisions/025): zod would otherwise try
// `new Function` on its first object parse to compile a faster parser, which the browser refuses
// and reports as a violation. Imported first by the entry, before any schema is used.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and takes an object already there
// (zod/v4/core/core.js), so the setting is made without importing zod: the entry stays free of
// zod's 15 KB (gzipped), which only the chunks that parse forms and answers load
// (docs/decisions/076). zod-without-eval.test.ts proves the installed zod reads it.

/** Where zod keeps its global settings. */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

const holder = globalThis as unknown as Record<typeof ZOD_GLOBAL_CONFIG, Record<string, unknown> | undefined>;
holder[ZOD_GLOBAL_CONFIG] = Object.assign(holder[ZOD_GLOBAL_CONFIG] ?? {}, { jitless: true });
