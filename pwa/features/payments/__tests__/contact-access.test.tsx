import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { ContactAccess } from '../components/contact-access.tsx';

// The contact area's states where no payment may be offered (issue 11 defect 3, docs/decisions/071). No request is
// expected in any of them: the msw server fails a test that makes one.
setupMockApi();

const SERVICE = '3f1c2a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f';
const NUMBER = '+94771234567';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
afterEach(() => vi.restoreAllMocks());

describe('ContactAccess', () => {
  it('shows the number the server sent, with a call link — also for the owner', async () => {
    await renderWithProviders(<ContactAccess serviceType="taxi" serviceId={SERVICE} contactNumber={NUMBER} isMine />, { user: makeUser() });
    expect(screen.getByRole('link', { name: NUMBER })).toHaveAttribute('href', `tel:${NUMBER}`);
  });

  it('offers "View Contact (£1)" online to a member who posted nothing here', async () => {
    await renderWithProviders(<ContactAccess serviceType="taxi" serviceId={SERVICE} />, { user: makeUser() });
    expect(screen.getByRole('button', { name: 'View Contact (£1)' })).toBeEnabled();
  });

  it('never offers the owner a payment for their own request (the saved copy has no number)', async () => {
    await renderWithProviders(<ContactAccess serviceType="taxi" serviceId={SERVICE} isMine />, { user: makeUser() });
    expect(screen.getByText('Your number is shown when you are online')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/£/)).toBeNull();
  });

  it('offers no payment offline: it could not be made, and a paying member would be asked to pay again', async () => {
    await renderWithProviders(<ContactAccess serviceType="taxi" serviceId={SERVICE} />, { user: makeUser() });
    expect(screen.getByRole('button', { name: 'View Contact (£1)' })).toBeInTheDocument();
    goOffline();
    expect(screen.getByText('Contact numbers are shown when you are online')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the same in Tamil, with no paid action', async () => {
    await renderWithProviders(<ContactAccess serviceType="taxi" serviceId={SERVICE} isMine />, { user: makeUser(), locale: 'ta' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Your number is shown when you are online')).toBeNull();
    expect(document.body.textContent).toMatch(/[\u0B80-\u0BFF]/);
  });
});
