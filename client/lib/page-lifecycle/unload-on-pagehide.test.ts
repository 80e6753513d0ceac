import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The `unload` package's API on `pagehide` (docs/decisions/078), which RxDB's leader election uses
// through vite.config.ts's alias: its listeners run when the page is hidden, never on `unload`.

let page: EventTarget & { listened: string[] };

async function freshModule() {
  vi.resetModules();
  return import('./unload-on-pagehide');
}

beforeEach(() => {
  const target = new EventTarget();
  const listened: string[] = [];
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    listened.push(type);
    add(type, listener, options);
  };
  page = Object.assign(target, { listened });
  vi.stubGlobal('window', page);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unload on pagehide', () => {
  it('runs each listener once when the page is hidden, and listens to nothing else', async () => {
    const { add, getSize } = await freshModule();
    const ran: string[] = [];
    add(() => ran.push('leader gives up'));
    const removed = add(() => ran.push('removed'));
    removed.remove();
    expect(getSize()).toBe(1);

    page.dispatchEvent(new Event('unload'));
    page.dispatchEvent(new Event('beforeunload'));
    expect(ran).toEqual([]);
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('pagehide'));
    expect(ran).toEqual(['leader gives up']);
    expect(getSize()).toBe(0);
    expect(page.listened).toEqual(['pagehide']);
  });

  it('runs one listener on demand, and all of them with runAll', async () => {
    const { add, runAll, removeAll, getSize } = await freshModule();
    const ran: number[] = [];
    const first = add(() => ran.push(1));
    add(() => ran.push(2));
    first.run();
    expect(ran).toEqual([1]);
    await runAll();
    expect(ran).toEqual([1, 2]);
    add(() => ran.push(3));
    removeAll();
    expect(getSize()).toBe(0);
  });
});
