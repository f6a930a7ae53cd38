import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { INSTALL_DISMISSED_KEY, InstallOffer, VISITS_KEY } from '../install-offer.tsx';

/** Chromium's beforeinstallprompt, with the visitor's answer `outcome`. */
function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** A visit: a new browser session (the counter is per session), `previous` visits made before. */
function newVisit(previous: number) {
  sessionStorage.clear();
  localStorage.setItem(VISITS_KEY, String(previous));
}

const userAgent = navigator.userAgent;
afterEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  sessionStorage.clear();
});

describe('InstallOffer (the "Install the app" offer from the second visit; decision 172)', () => {
  it('is not made on a first visit, even when the browser can install', async () => {
    newVisit(0);
    await renderWithProviders(<InstallOffer />);
    const event = firePrompt();
    expect(event.defaultPrevented).toBe(true); // the browser's own bar waits too
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
    expect(localStorage.getItem(VISITS_KEY)).toBe('1');
  });

  it('from the second visit opens the browser\'s prompt; once installed it is gone and not made again', async () => {
    newVisit(1);
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<InstallOffer />);
    const event = firePrompt('accepted');
    const offer = await screen.findByRole('complementary', { name: 'Install the app' });
    expect(offer).toHaveTextContent('Open Tamil Community from your home screen');
    await act(() => user.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');

    unmount();
    newVisit(5);
    await renderWithProviders(<InstallOffer />);
    firePrompt();
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it('"Not now" closes it and is remembered on the device', async () => {
    newVisit(2);
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<InstallOffer />);
    firePrompt();
    const notNow = await screen.findByRole('button', { name: 'Not now' });
    await act(() => user.click(notNow));
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
    unmount();
    newVisit(3);
    await renderWithProviders(<InstallOffer />);
    firePrompt();
    expect(screen.queryByRole('complementary', { name: 'Install the app' })).toBeNull();
  });

  it('tells an iPhone visitor how to add it to the home screen, in Tamil too', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', configurable: true });
    act(() => void window.dispatchEvent(new Event('appinstalled'))); // no prompt kept from an earlier test
    localStorage.clear();
    newVisit(1);
    await renderWithProviders(<InstallOffer />, { locale: 'ta' });
    const offer = await screen.findByRole('complementary');
    expect(offer.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1); // "Not now"
  });
});
