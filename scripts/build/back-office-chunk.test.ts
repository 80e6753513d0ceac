import { describe, expect, it } from 'vitest';
import { backOfficeGroup, chunksInCycleWith, type ModuleGraphNode } from './back-office-chunk';

/** A module graph from "importer → imported" edges; `dynamic` edges are dynamic imports. */
function graphOf(edges: Array<[string, string]>, dynamic: Array<[string, string]> = []): Map<string, ModuleGraphNode> {
  const graph = new Map<string, { importers: string[]; dynamicImporters: string[]; importedIds: string[] }>();
  const node = (id: string) => graph.get(id) ?? graph.set(id, { importers: [], dynamicImporters: [], importedIds: [] }).get(id)!;
  for (const [from, to] of edges) {
    node(from).importedIds.push(to);
    node(to).importers.push(from);
  }
  for (const [from, to] of dynamic) {
    node(from);
    node(to).dynamicImporters.push(from);
  }
  return graph;
}

const ROOT = '/app/client/routeTree.gen.ts';
const LAYOUT = '/app/client/routes/admin.tsx?tsr-split=component';
const ORDERS = '/app/client/routes/admin.orders.index.tsx?tsr-split=component';
const CHECKOUT = '/app/client/routes/checkout.tsx?tsr-split=component';
const TABLE = '/app/client/features/admin/kit/data-table.tsx';
const SHELL = '/app/client/features/admin/shell/admin-layout.tsx';
const HOOKS = '/app/client/features/admin/api/use-orders.ts';
const ORDERS_PAGE = '/app/client/features/admin/orders/orders-page.tsx';
const QUERY = '/app/node_modules/@tanstack/react-query/build/modern/index.js';
const DEBOUNCE = '/app/client/lib/use-debounced-value.ts';
const ZOD = '/app/node_modules/zod/index.js';
const SCHEMA = '/app/shared/admin/orders.schema.ts';

describe('the back office group', () => {
  const graph = graphOf(
    [
      [LAYOUT, SHELL],
      [SHELL, QUERY],
      [SHELL, DEBOUNCE],
      [ORDERS, ORDERS_PAGE],
      [ORDERS_PAGE, TABLE],
      [ORDERS_PAGE, HOOKS],
      [HOOKS, QUERY],
      [HOOKS, SCHEMA],
      [SCHEMA, ZOD],
      [CHECKOUT, ZOD],
    ],
    [
      [ROOT, LAYOUT],
      [ROOT, ORDERS],
      [ROOT, CHECKOUT],
    ],
  );

  it('holds the kit, the shell, the hooks and what only the back office imports', () => {
    expect([...backOfficeGroup(graph)].sort()).toEqual([HOOKS, TABLE, SHELL, DEBOUNCE, SCHEMA, QUERY].sort());
  });

  it('leaves out what the storefront imports too, and the screens and route files', () => {
    const group = backOfficeGroup(graph);
    expect(group.has(ZOD)).toBe(false);
    expect(group.has(ORDERS_PAGE)).toBe(false);
    expect(group.has(LAYOUT)).toBe(false);
  });

  it('drops a shared module once a storefront page imports it, and what only it brought in', () => {
    const shared = graphOf(
      [
        [LAYOUT, SHELL],
        [SHELL, DEBOUNCE],
        [DEBOUNCE, SCHEMA],
        [CHECKOUT, DEBOUNCE],
      ],
      [
        [ROOT, LAYOUT],
        [ROOT, CHECKOUT],
      ],
    );
    expect([...backOfficeGroup(shared)]).toEqual([SHELL]);
  });
});

describe('the chunk cycle check', () => {
  it('names the chunks through which a chunk imports itself back', () => {
    const chunks = [
      { fileName: 'back-office.js', imports: ['router.js', 'admin.js'] },
      { fileName: 'admin.js', imports: ['back-office.js'] },
      { fileName: 'router.js', imports: [] },
    ];
    expect(chunksInCycleWith('back-office.js', chunks)).toEqual(['admin.js']);
  });

  it('finds none when the imports only go one way', () => {
    const chunks = [
      { fileName: 'back-office.js', imports: ['router.js'] },
      { fileName: 'admin.js', imports: ['back-office.js', 'router.js'] },
      { fileName: 'router.js', imports: [] },
    ];
    expect(chunksInCycleWith('back-office.js', chunks)).toEqual([]);
  });
});
