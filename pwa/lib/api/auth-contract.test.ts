import { describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH, LOGOUT_PATH } from '#shared/auth/constants.ts';
import { BOOT_SCRIPT } from '#shared/first-paint.ts';
import { CURRENT_USER_KEY } from '../session.ts';
import { authApi } from './auth-contract.ts';
import { endpointKey, endpointRef, loadEndpoint } from './endpoint.ts';

// The session is read on every first screen, before the auth contract loads (decision 144): its path and key are
// written beside the contract and held to it here (docs/decisions/182-endpoint-contracts.md).
describe('the session and the auth contract', () => {
  it('reads the signed-in member where the contract declares it, early fetch included', async () => {
    const user = await loadEndpoint(endpointRef(authApi, 'user'));
    expect([user.method, user.path]).toEqual(['GET', CURRENT_USER_PATH]);
    expect(BOOT_SCRIPT).toContain(`g("${CURRENT_USER_PATH}")`);
  });

  it("keys the session under the contract's user endpoint", () => {
    expect(endpointKey(endpointRef(authApi, 'user'))).toEqual(CURRENT_USER_KEY);
  });

  it('posts the header’s logout form to the contract’s logout endpoint', async () => {
    const logout = await loadEndpoint(endpointRef(authApi, 'logout'));
    expect([logout.method, logout.path]).toEqual(['POST', LOGOUT_PATH]);
  });
});
