import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { OfflineNotice } from '../connection-status.tsx';

/** Sets navigator.onLine and fires the event the app listens to. */
function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => goOnline(true));

describe('OfflineNotice (the offline state in words, not only a red dot; decision 172)', () => {
  it('says so while offline, in Tamil, and goes when the connection is back', async () => {
    await renderWithProviders(<OfflineNotice />, { locale: 'ta' });
    expect(document.querySelector('.offline-notice')).toBeNull();
    goOnline(false);
    expect(screen.getByText(/^இணைப்பு இல்லை\./)).toBeVisible();
    goOnline(true);
    expect(document.querySelector('.offline-notice')).toBeNull();
  });

  it('in English too', async () => {
    await renderWithProviders(<OfflineNotice />);
    goOnline(false);
    expect(screen.getByText('You are offline. Lists show what was saved on this device; what you post is sent when you are back online.')).toBeInTheDocument();
  });
});
