import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { ProfileScreen } from '../components/profile-screen.tsx';
import { loadProfileCatalog } from '../catalog.ts';
import { paymentsContract } from '#shared/payments/contract.ts';

// The site menu's "Billing and receipts" is /profile?tab=financial (decision 172): the route passes `openTab`.

beforeAll(loadProfileCatalog);
const server = setupMockApi();
beforeEach(() =>
  server.use(
    http.get(paymentsContract.endpoints.billingHistory.path, () =>
      HttpResponse.json({
        payments: [],
        contactUntil: null,
        educationUntil: null,
        membership: { isActive: false, periodEnd: null, cancelAtPeriodEnd: false },
        education: { isActive: false, periodEnd: null, cancelAtPeriodEnd: false },
      }),
    ),
  ),
);

/** /profile already open, then the route's search becomes ?tab=financial (the menu's link). */
function OnTheOpenPage() {
  const [tab, setTab] = useState<'financial'>();
  return (
    <>
      <button type="button" onClick={() => setTab('financial')}>
        menu: Billing and receipts
      </button>
      <ProfileScreen user={makeUser()} onAccountDeleted={() => {}} openTab={tab} />
    </>
  );
}

describe('ProfileScreen openTab', () => {
  it('opens the financial tab with the billing history', async () => {
    await renderWithProviders(<ProfileScreen user={makeUser()} onAccountDeleted={() => {}} openTab="financial" />, { user: makeUser() });
    expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeInTheDocument();
  });

  it('switches to it when the menu link is followed on the open page', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OnTheOpenPage />, { user: makeUser() });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await act(() => user.click(screen.getByRole('button', { name: 'menu: Billing and receipts' })));
    expect(screen.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
  });
});
