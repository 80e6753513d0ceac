import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenRenderInput, RenderFirstScreen } from '../../shared/catalog/first-screen';
import type { Logger } from '../logging/logger';

// How many distinct render failures are reported before the rest are only counted.
const MAX_REPORTED_FAILURES = 50;

/**
 * The first screen's markup (docs/decisions/017), rendered by the client's built render entry
 * (`vite build --ssr client/entry-server.tsx` → dist/ssr/entry-server.js), which is loaded here by
 * path: the server never imports client source. Without the artifact, or when a render throws,
 * there is no markup and the page is served as before (its first screen as JSON only); each
 * distinct failure is logged once.
 */
export class FirstScreenMarkup {
  private entry: Promise<RenderFirstScreen | null> | undefined;
  private afterPaint: readonly string[] = [];
  private readonly reported = new Set<string>();

  private readonly entryPath: string | null;
  private readonly log: Logger | undefined;

  /** `entryPath` null: never render, and so never log (a server or test that wants the pages without markup). */
  constructor(entryPath: null);
  constructor(entryPath: string | null, log: Logger);
  constructor(entryPath: string | null, log?: Logger) {
    this.entryPath = entryPath;
    this.log = log;
  }

  /**
   * Loads the render entry now rather than on the first page (importing it takes ~0.1 s), so the
   * first shopper after a start does not wait for it.
   */
  preload(): void {
    void this.loadEntry();
  }

  /** The markup for inside `<div id="root">`, or null when there is none to give. */
  async render(input: FirstScreenRenderInput): Promise<string | null> {
    const render = await this.loadEntry();
    if (!render) return null;
    try {
      return await render(input);
    } catch (error) {
      this.reportOnce(`render ${input.firstScreen.route}: ${String(error)}`, { msg: 'first screen markup not rendered', path: input.url, error: errorText(error) });
      return null;
    }
  }

  /**
   * The modules the page fetches once its first screen is painted (the render entry's
   * `modulesAfterPaint`, docs/decisions/020): none until the entry has loaded, or without one.
   */
  modulesAfterPaint(): readonly string[] {
    return this.afterPaint;
  }

  private loadEntry(): Promise<RenderFirstScreen | null> {
    this.entry ??= this.importEntry();
    return this.entry;
  }

  private async importEntry(): Promise<RenderFirstScreen | null> {
    if (!this.entryPath) return null;
    const path = resolve(this.entryPath);
    if (!existsSync(path)) {
      this.reportOnce('missing', { msg: 'first screen markup off: no server render entry (npm run build makes it)', entry: path });
      return null;
    }
    try {
      const module = (await import(pathToFileURL(path).href)) as { renderFirstScreen?: unknown; modulesAfterPaint?: unknown };
      if (typeof module.renderFirstScreen !== 'function') throw new Error('it has no renderFirstScreen export');
      const afterPaint = module.modulesAfterPaint;
      if (Array.isArray(afterPaint) && afterPaint.every((url) => typeof url === 'string' && url.startsWith('/'))) this.afterPaint = afterPaint as string[];
      return module.renderFirstScreen as RenderFirstScreen;
    } catch (error) {
      this.reportOnce('load', { msg: 'first screen markup off: the server render entry did not load', entry: path, error: errorText(error) });
      return null;
    }
  }

  private reportOnce(key: string, { msg, ...fields }: { msg: string } & Record<string, string>): void {
    if (this.reported.has(key) || this.reported.size >= MAX_REPORTED_FAILURES) return;
    this.reported.add(key);
    this.log?.error(fields, msg);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
