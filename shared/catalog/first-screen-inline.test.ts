import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_RULES, shownCountry } from '../region/shown-country';
import { holdEarlyInput, markStaleFirstScreen, type FirstScreenCountryCheck } from './first-screen-inline';
import type { FirstScreenEarlyInput } from './first-screen';

const check = (rendered: 'US' | 'UK', fromRegionalDomain = false): FirstScreenCountryCheck => ({
  rendered, fromRegionalDomain, countryKey: 'country', sourceKey: 'source', staleAttribute: 'data-stale', rules: COUNTRY_RULES,
});

/** Runs the check in a page whose storage holds `values` (or throws), and says whether it marked the markup stale. */
function marksStale(rendered: FirstScreenCountryCheck, values: Record<string, string> | 'blocked'): boolean {
  const attributes = new Set<string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (values === 'blocked') throw new Error('SecurityError');
      return values[key] ?? null;
    },
  });
  vi.stubGlobal('document', { documentElement: { setAttribute: (name: string) => attributes.add(name) } });
  markStaleFirstScreen(rendered, shownCountry);
  return attributes.has('data-stale');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screen\'s pre-paint country check', () => {
  it('keeps markup in the country the browser will show', () => {
    expect(marksStale(check('US'), {})).toBe(false);
    expect(marksStale(check('UK'), { country: 'UK', source: 'manual' })).toBe(false);
    expect(marksStale(check('UK', true), { country: 'US', source: 'domain' })).toBe(false);
    expect(marksStale(check('US'), 'blocked')).toBe(false);
  });

  it('marks markup in another country stale', () => {
    expect(marksStale(check('US'), { country: 'UK' })).toBe(true);
    expect(marksStale(check('UK'), {})).toBe(true);
    expect(marksStale(check('UK', true), { country: 'US', source: 'manual' })).toBe(true);
    expect(marksStale(check('UK'), 'blocked')).toBe(true);
  });
});

class FakeElement {
  constructor(readonly tagName: string, readonly matches: Record<string, FakeElement | null> = {}, readonly type = '', readonly control: FakeElement | null = null) {}
  closest(selector: string) {
    return this.matches[selector] ?? null;
  }
}

describe('the hold of early input', () => {
  function page() {
    const listeners: Array<{ type: string; listener: (event: unknown) => void; capture: boolean }> = [];
    const window: Record<string, FirstScreenEarlyInput> = {};
    vi.stubGlobal('window', window);
    vi.stubGlobal('Element', FakeElement);
    vi.stubGlobal('document', { addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => listeners.push({ type, listener, capture }) });
    holdEarlyInput('held');
    const dispatch = (type: string, target: FakeElement) => {
      const event = { type, target, stopped: false, prevented: false, stopPropagation() { this.stopped = true; }, preventDefault() { this.prevented = true; } };
      for (const entry of listeners.filter((candidate) => candidate.type === type)) entry.listener(event);
      return event;
    };
    return { listeners, held: () => window.held!, dispatch };
  }
  const root = new FakeElement('DIV');

  it('listens to clicks and submissions in the capture phase', () => {
    expect(page().listeners.map(({ type, capture }) => [type, capture])).toEqual([['click', true], ['submit', true]]);
  });

  it('holds a click on a button and a form submitted inside the root, stopping them', () => {
    const { held, dispatch } = page();
    const button = new FakeElement('BUTTON', { '#root': root });
    const form = new FakeElement('FORM', { '#root': root });
    expect(dispatch('click', button)).toMatchObject({ stopped: true, prevented: true });
    expect(dispatch('submit', form)).toMatchObject({ stopped: true, prevented: true });
    expect(held().events).toEqual([{ type: 'click', target: button }, { type: 'submit', target: form }]);
  });

  it('leaves links, clicks outside the root and everything once live to the browser', () => {
    const { held, dispatch } = page();
    const link = new FakeElement('SPAN', { '#root': root, 'a[href]': new FakeElement('A') });
    expect(dispatch('click', link)).toMatchObject({ stopped: false, prevented: false });
    expect(dispatch('click', new FakeElement('BUTTON'))).toMatchObject({ stopped: false, prevented: false });
    held().live = true;
    expect(dispatch('click', new FakeElement('BUTTON', { '#root': root }))).toMatchObject({ stopped: false, prevented: false });
    expect(held().events).toEqual([]);
  });

  it('lets a checkbox or radio (or its label) change at once, hidden from the page\'s handlers', () => {
    const { held, dispatch } = page();
    const checkbox = new FakeElement('INPUT', {}, 'checkbox');
    const onCheckbox = new FakeElement('INPUT', { '#root': root, 'input,label': checkbox });
    const radio = new FakeElement('INPUT', {}, 'radio');
    const onLabel = new FakeElement('SPAN', { '#root': root, 'input,label': new FakeElement('LABEL', {}, '', radio) });
    expect(dispatch('click', onCheckbox)).toMatchObject({ stopped: true, prevented: false });
    expect(dispatch('click', onLabel)).toMatchObject({ stopped: true, prevented: false });
    expect(held().events).toEqual([]);
  });
});
