import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A tiny stand-in for the built client (dist/client) in a new temporary folder: the shell and one script. */
export function writeFakeClientBuild(prefix: string, shell: string): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  return dist;
}
