import { readFileSync } from 'node:fs';

let script: string | null = null;

/** The emulated SDK's JavaScript, read once: a plain browser script kept beside this module. */
export function emulatedSdkScript(): string {
  script ??= readFileSync(new URL('./sdk/emulated-paypal-sdk.js', import.meta.url), 'utf8');
  return script;
}
