import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminUser } from '#shared/admin/schemas.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { makeAdmin, makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadAdminCatalog } from '../catalog.ts';
import { MemberCard } from '../components/member-card.tsx';

beforeAll(loadAdminCatalog);

/** The admin list's view of a signed-in user. */
function asAdminRow(user: CurrentUser): AdminUser {
  const { qrCode: _qr, isAdmin: _admin, ...rest } = user;
  return { ...rest, suspensionReason: null, suspendedAt: null, deleted: false };
}

describe('MemberCard (decision 161)', () => {
  it("offers no actions on the administrator's own card — the API refuses them — and says where to go instead", async () => {
    const admin = makeAdmin();
    await renderWithProviders(
      <ul>
        <MemberCard user={asAdminRow(admin)} />
        <MemberCard user={asAdminRow(makeUser({ id: '7d3f0c1e-7c8a-4a57-9a8e-2f3b6c1d0e9f', fullName: 'Kavya R' }))} />
      </ul>,
      { user: admin },
    );
    const [own, other] = screen.getAllByRole('listitem');
    expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own!).getByText(/This is your own account/)).toBeInTheDocument();
    for (const name of ['Edit', 'Suspend', 'Reset password', 'Delete']) expect(within(other!).getByRole('button', { name })).toBeInTheDocument();
  });
});
