import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { loadProfileCatalog } from '../catalog.ts';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

beforeAll(loadProfileCatalog);

describe('ProfileHeader (spec 000 §2 Profile; decision 158)', () => {
  it.each([
    ['en', 'Logout'],
    ['ta', 'வெளியேறு'],
  ] as const)('logs out with a form post to /api/logout, never a link another site could follow (%s)', async (locale, name) => {
    await renderWithProviders(<ProfileHeader />, { user: makeUser(), locale });
    const logout = screen.getByRole('button', { name });
    expect(logout).toHaveAttribute('type', 'submit');
    expect(logout.closest('form')).toHaveAttribute('method', 'post');
    expect(logout.closest('form')).toHaveAttribute('action', endpointPath(authContract.endpoints.logout));
    expect(document.querySelector(`a[href="${endpointPath(authContract.endpoints.logout)}"]`)).toBeNull();
  });
});
