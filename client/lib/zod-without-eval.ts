import { config } from 'zod/mini';

// The Content-Security-Policy has no 'unsafe-eval' (docs/decisions/025): zod would otherwise try
// `new Function` on its first object parse to compile a faster parser, which the browser refuses
// and reports as a violation. Imported first by the entry, before any schema is used.
config({ jitless: true });
