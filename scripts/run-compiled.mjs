// Runs an operator command as the build compiled it (dist/server/<name>.js, docs/decisions/088):
// `npm run db:migrate` and the others work with production dependencies alone, no tsx. Plain
// JavaScript, so it runs where nothing compiles TypeScript.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const name = process.argv[2];
const compiled = resolve('dist', 'server', `${name}.js`);
if (!name || !existsSync(compiled)) {
  console.error(`${compiled} is not there: build the shop first (npm run build), then run the command again.`);
  process.exit(1);
}
// The command reads its own arguments from process.argv.slice(2), as if run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(compiled).href);
