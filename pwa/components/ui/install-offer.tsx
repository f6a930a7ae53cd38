import { useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../lib/use-hydrated.ts';
import './install-offer.css';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage: how many visits (browser sessions) this device has made; the offer waits for the second. */
export const VISITS_KEY = 'tc_visits';
/** localStorage: '1' once the visitor said "Not now" or installed the app — the offer never shows again. */
export const INSTALL_DISMISSED_KEY = 'tc_install_dismissed';
/** sessionStorage: this browser session has been counted as a visit (reloads and navigations are not visits). */
const COUNTED_KEY = 'tc_visit_counted';
/** The visit from which the offer is made (decision 172: a first visit is for looking around). */
export const OFFER_FROM_VISIT = 2;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// Chromium fires beforeinstallprompt once, possibly before React has mounted: keep it from the start (this module
// is part of the app's entry), and stop the browser's own mini bar so the offer is made at the second visit.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    remember();
    notify();
  });
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked: no offer (it could not be remembered as dismissed)
  }
}

function remember(): void {
  storage('local')?.setItem(INSTALL_DISMISSED_KEY, '1');
}

/** Counts this browser session as a visit (once) and returns the number of visits so far; 0 without storage. */
function countVisit(): number {
  const local = storage('local');
  const session = storage('session');
  if (!local || !session) return 0;
  let visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (!session.getItem(COUNTED_KEY)) {
    visits += 1;
    local.setItem(VISITS_KEY, String(visits));
    session.setItem(COUNTED_KEY, '1');
  }
  return visits;
}

/** Safari on an iPhone or iPad (iPadOS says "Macintosh" but has touch): no install prompt, only "Add to Home Screen". */
function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Already running as the installed app (Android/desktop standalone window, or iOS home-screen app). */
function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The in-app "Install the app" offer (decision 172; issue "journeys" item 12): from the second visit, when the
 * browser can install the PWA (Chromium's `beforeinstallprompt`) an Install button opens its prompt; on an iPhone or
 * iPad, where Safari has no prompt, it says how to use Share → Add to Home Screen. "Not now" and an installation are
 * remembered on the device (localStorage) and the offer is not made again. Nothing renders in the pre-rendered page
 * nor before the effects have run (no hydration difference); it is a bar at the bottom of the screen, above nothing
 * the page needs (the page keeps its own bottom padding).
 */
export function InstallOffer() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  // read once on the device (never in the pre-render: the component renders nothing until hydrated)
  const [device] = useState(() =>
    typeof window === 'undefined' ? null : { visits: countVisit(), dismissed: storage('local')?.getItem(INSTALL_DISMISSED_KEY) === '1' || isInstalled(), apple: isAppleMobile() },
  );
  const [dismissed, setDismissed] = useState(device?.dismissed ?? true);
  const prompt = useSyncExternalStore(subscribe, () => deferred, () => null);

  if (!hydrated || !device || dismissed || device.visits < OFFER_FROM_VISIT || (!prompt && !device.apple)) return null;

  const close = () => {
    remember();
    setDismissed(true);
  };
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    deferred = null; // a prompt can be shown once
    notify();
    if (outcome === 'accepted') close();
  };

  return (
    <aside className="install-offer" aria-label={t`Install the app`}>
      <div className="install-offer__text">
        <p className="install-offer__title">
          <Trans>Install the app</Trans>
        </p>
        {prompt ? (
          <p>
            <Trans>Open Tamil Community from your home screen, quickly and even offline.</Trans>
          </p>
        ) : (
          <p>
            <Trans>On your iPhone: tap Share in Safari, then “Add to Home Screen”.</Trans>
          </p>
        )}
      </div>
      <div className="install-offer__actions">
        {prompt && (
          <button type="button" className="btn btn--primary" onClick={() => void install()}>
            <Trans>Install</Trans>
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={close}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </aside>
  );
}
