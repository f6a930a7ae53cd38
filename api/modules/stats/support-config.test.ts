import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '#shared/payments/responses.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';

const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused', SESSION_SECRET: 'x'.repeat(40) };

describe('SUPPORT_EMAIL, SUPPORT_PHONE and SOCIAL_*_URL (issue 19 item 6; decision 128)', () => {
  it('default to the admin address and no phone; a phone must be an international number', () => {
    const none = { facebook: null, instagram: null, youtube: null, whatsapp: null };
    expect(loadConfig({ ...env, ADMIN_EMAIL: 'Owner@Example.org' }).support).toEqual({ email: 'owner@example.org', phone: null, social: none });
    expect(loadConfig({ ...env, SUPPORT_EMAIL: 'help@example.org', SUPPORT_PHONE: '+44 20 7946 0000' }).support).toMatchObject({ email: 'help@example.org', phone: '+44 20 7946 0000' });
    expect(loadConfig({ ...env, SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@tamil' }).support.social).toEqual({ ...none, youtube: 'https://www.youtube.com/@tamil' });
    expect(() => loadConfig({ ...env, SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_FACEBOOK_URL/);
    expect(loadConfig({ ...env, SUPPORT_PHONE: '' }).support.phone).toBeNull();
    expect(() => loadConfig({ ...env, SUPPORT_PHONE: '020 7946 0000' })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadConfig({ ...env, SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  describe('GET /api/config', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ SUPPORT_EMAIL: 'help@example.org', SUPPORT_PHONE: '+94 21 222 3333', SOCIAL_WHATSAPP_URL: 'https://wa.me/94212223333' });
    });
    afterAll(() => t.close());
    it('sends the configured contact details to everyone', async () => {
      const res = await call(t.agent(), paymentsContract.endpoints.config);
      expect(res.status).toBe(200);
      expect(publicConfigSchema.parse(res.body)).toMatchObject({ supportEmail: 'help@example.org', supportPhone: '+94 21 222 3333', social: { facebook: null, whatsapp: 'https://wa.me/94212223333' } });
    });
  });
});
