import { useEffect, useRef, useState } from 'react';
import type { Country } from '../../../shared/money';
import { REGION } from '../../../shared/texts';
import { applyRegionalDomainCountry, currentCountry } from '../../lib/region/country-store';
import { detectCountryByIp } from '../../lib/region/ip-country';
import { useModalPanel } from '../../lib/dialog/use-modal-panel';
import { regionalCountryOf } from '../../../shared/region/regional-domain';
import { cachedRegionConfig, fetchRegionConfig, urlOnRegionalDomain, type RegionConfig } from '../../lib/region/region-config';

/** SPEC §9: the prompt waits a second after load; the dialog takes 300 ms to close. */
export const REGION_PROMPT_DELAY_MS = 1000;
export const REGION_DIALOG_CLOSE_MS = 300;
// SPEC §3: "a session flag that the region dialog was shown".
const SHOWN_KEY = 'toy-shop:region-prompt-shown';

interface PromptState {
  siteCountry: Country;
  detected: Country;
  otherDomain: string;
}

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Without session storage it may show again on the next load; harmless.
  }
}

function applyDomain(config: RegionConfig | null): Country | null {
  const domainCountry = config ? regionalCountryOf(window.location.hostname, config.domains) : null;
  applyRegionalDomainCountry(domainCountry);
  return domainCountry;
}

/**
 * Sets the country from the regional domain and, once per session, offers the other storefront
 * when the visitor's IP says they are elsewhere (SPEC §2.10, §4). Skipped after a manual choice and
 * on hosts that are neither regional domain.
 */
export function RegionPrompt() {
  const [prompt, setPrompt] = useState<PromptState | null>(null);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The remembered configuration first, so prices show the right currency from the first paint.
    applyDomain(cachedRegionConfig());
    const fresh = fetchRegionConfig().then((config) => ({ config, siteCountry: applyDomain(config) }));
    const timer = setTimeout(() => {
      void (async () => {
        const { config, siteCountry } = await fresh;
        if (cancelled || !config || !siteCountry) return;
        if (currentCountry().source === 'manual' || shownThisSession()) return;
        const detected = await detectCountryByIp(config.ipLookupUrls);
        const otherCountry: Country = siteCountry === 'US' ? 'UK' : 'US';
        const otherDomain = config.domains[otherCountry];
        if (cancelled || !detected || detected === siteCountry || !otherDomain) return;
        if (currentCountry().source === 'manual' || shownThisSession()) return;
        markShown();
        setPrompt({ siteCountry, detected, otherDomain });
      })();
    }, REGION_PROMPT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  // The close animation's time runs from when the closing dialog is on screen, not from the click:
  // on a busy phone the render can lag the click, and the animation would be cut short. The effect
  // of a tap runs before the browser paints, so the time starts at the next frame, where the
  // animation itself starts.
  useEffect(() => {
    if (!closing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPrompt(null), REGION_DIALOG_CLOSE_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [closing]);

  if (!prompt) return null;

  const stay = () => {
    if (!closing) setClosing(true);
  };
  const switchRegion = () => window.location.assign(urlOnRegionalDomain(window.location, prompt.otherDomain));

  return <RegionDialog prompt={prompt} closing={closing} onStay={stay} onSwitch={switchRegion} />;
}

function RegionDialog({ prompt, closing, onStay, onSwitch }: { prompt: PromptState; closing: boolean; onStay: () => void; onSwitch: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const current = REGION.countries[prompt.siteCountry];
  const other = REGION.countries[prompt.detected];
  // Focus starts on Stay (the first button) and goes back where it was; the page keeps its scroll.
  const onKeyDown = useModalPanel(true, dialogRef, onStay, { lockScroll: false });

  return (
    <div className={`region-dialog__backdrop${closing ? ' region-dialog--closing' : ''}`}>
      <div
        ref={dialogRef}
        className="region-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="region-dialog-title"
        aria-describedby="region-dialog-text"
        onKeyDown={onKeyDown}
        data-state={closing ? 'closing' : 'open'}
      >
        <h2 id="region-dialog-title">{REGION.dialogTitle}</h2>
        <p id="region-dialog-text">
          It looks like you are in the {other}, which differs from the current site ({current}). Prices, stock and delivery
          follow the site you shop on.
        </p>
        <div className="region-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onStay}>
            Stay on {current}
          </button>
          <button type="button" className="button" onClick={onSwitch}>
            Switch to {other}
          </button>
        </div>
      </div>
    </div>
  );
}
