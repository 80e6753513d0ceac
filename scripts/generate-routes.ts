import { resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeGeneratorOptions } from '../vite.config';

// Writes client/routeTree.gen.ts (gitignored) the way the Vite plugin does, so a fresh clone
// can type-check without building first.
const root = resolve(import.meta.dirname, '..');
const config = getConfig({ ...routeGeneratorOptions, disableLogging: true }, root);
await new Generator({ config, root }).run();
console.log(`Route tree written to ${config.generatedRouteTree}`);
