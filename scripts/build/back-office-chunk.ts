import type { Plugin } from 'vite';

/**
 * The back office's shared code in one chunk (issue 25, docs/decisions/103). Left to the bundler,
 * the kit, the shell and the API hooks that every back-office screen uses were cut into some forty
 * small chunks: a screen's first load put forty `<link rel="modulepreload">` into the page (about
 * 2.4 ms each at 4× CPU slowdown) and the storefront's entry carried every one of their names in
 * its table of lazy files. Grouped, they are one file.
 *
 * The group is the kit, the shell and the API hooks, and the modules they import that nothing but
 * the back office imports. A module the storefront also uses stays out (else the storefront would
 * load the back office), and so must nothing the group imports sit in a chunk that imports the group
 * back: the group is cut without its dependencies (`includeDependenciesRecursively: false`), and a
 * chunk cycle would run a module before the one it needs. So the group is computed from the module
 * graph, and the build fails if its chunk still ends up in a cycle.
 */

/** What the group's computation reads of the module graph. */
export interface ModuleGraphNode {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

/** The kit, the shell and the API hooks: the group's roots. */
const GROUP_ROOT = /[\\/]client[\\/]features[\\/]admin[\\/](kit|shell|api)[\\/]/;
/** Everything of the back office: its feature code and its route files (split parts included). */
const BACK_OFFICE = /[\\/]client[\\/](features[\\/]admin[\\/]|routes[\\/]admin[.\w$-]*\.tsx)/;

/**
 * The module ids of the group: the roots, and every module they import (through others) whose
 * importers are all back-office modules or in the group. Computed as the greatest such set.
 */
export function backOfficeGroup(graph: ReadonlyMap<string, ModuleGraphNode>): Set<string> {
  // Candidates: what the roots reach through static imports.
  const reached = new Set<string>();
  const stack = [...graph.keys()].filter((id) => GROUP_ROOT.test(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const imported of graph.get(id)?.importedIds ?? []) if (graph.has(imported)) stack.push(imported);
  }
  // Take out, until none is left to take, every candidate that something outside the back office imports.
  const group = new Set(reached);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of group) {
      const node = graph.get(id)!;
      const importers = [...node.importers, ...node.dynamicImporters];
      const onlyBackOffice = importers.length > 0 && importers.every((importer) => group.has(importer) || BACK_OFFICE.test(importer));
      if (!onlyBackOffice) {
        group.delete(id);
        changed = true;
      }
    }
  }
  return group;
}

/** One output chunk, as far as the cycle check reads it. */
export interface OutputChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The chunks through which `target` imports itself back (empty when none does). */
export function chunksInCycleWith(target: string, chunks: readonly OutputChunkImports[]): string[] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (file === to) return true;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(importsOf.get(file) ?? []));
    }
    return false;
  };
  return (importsOf.get(target) ?? []).filter((imported) => reaches(imported, target));
}

/** The chunk's name (its files are `assets/admin-kit-<hash>.js` and `.css`: the storefront's checks for back-office files match `/admin-`). */
export const BACK_OFFICE_CHUNK = 'admin-kit';

/**
 * The client build's plugin and the `test` of its code-splitting group: the plugin reads the module
 * graph once it is built (the bundler asks `test` only when it cuts chunks, after that), and fails
 * the build when the group's chunk imports itself back.
 */
export function backOfficeChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let group = new Set<string>();
  const plugin: Plugin = {
    name: 'toy-shop:back-office-chunk',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, ModuleGraphNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { importers: info.importers, dynamicImporters: info.dynamicImporters, importedIds: info.importedIds });
      }
      group = backOfficeGroup(graph);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports, name: output.name }] : []));
      const backOffice = chunks.find((chunk) => chunk.name === BACK_OFFICE_CHUNK);
      if (!backOffice) return;
      const cycle = chunksInCycleWith(backOffice.fileName, chunks);
      if (cycle.length > 0) this.error(`${backOffice.fileName} imports ${cycle.join(', ')}, which import it back: a module only the back office uses is missing from its group (scripts/build/back-office-chunk.ts).`);
    },
  };
  return { plugin, test: (id) => group.has(id) };
}
