/**
 * Text PostgreSQL or UTF-8 cannot hold (issue 9 item 7; docs/decisions/055-input-guard.md): U+0000 and lone
 * surrogates in any string of any body, in object keys, in the query string and in the path → 400
 * `validation_failed` naming the field, nothing written — on PGlite and PostgreSQL alike.
 */
import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { describe, expect, test } from '../test/fixtures.ts';
import { registrationBody, taxiBody } from '../test/factories.ts';
import { UserSchema } from '../modules/users/user.entity.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';
import { NUL_MESSAGE, SURROGATE_MESSAGE, unstorableText } from './input-guard.ts';
import { authContract } from '#shared/auth/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { usersContract } from '#shared/users/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../test/call.ts';

/** The kinds of unstorable text, each injected into an otherwise valid value. */
const BAD_TEXT = [
  { kind: 'NUL (U+0000) at the end', inject: (v: string) => `${v}\u0000`, message: NUL_MESSAGE },
  { kind: 'NUL alone', inject: () => '\u0000', message: NUL_MESSAGE },
  { kind: 'a lone high surrogate', inject: (v: string) => `${v}\uD800`, message: SURROGATE_MESSAGE },
  { kind: 'a lone low surrogate', inject: (v: string) => `\uDC00${v}`, message: SURROGATE_MESSAGE },
] as const;

const profile = (n: string) => ({
  fullName: 'Kavitha R',
  username: `kr_${n}`,
  email: `kr-${n}@example.com`,
  phoneNumber: '+94771234568',
  address: '13 Temple Road',
  city: 'Colombo',
  country: 'Sri Lanka',
  postalCode: '00100',
});

/** Every top-level string field of a body. */
const stringFields = (body: Record<string, unknown>) => Object.keys(body).filter((key) => typeof body[key] === 'string');

function expectRefused(res: { status: number; body: unknown }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = apiErrorSchema.parse(res.body);
  expect(body.code).toBe('validation_failed');
  expect(body.fields?.[field]).toContain(message);
}

describe('text that cannot be stored is refused with 400 naming the field', () => {
  test('registration: every string field, every kind; no account is created', async ({ app, guest }) => {
    const users = await app.orm.em.fork().count(UserSchema);
    for (const bad of BAD_TEXT) {
      const body = registrationBody({ postalCode: '40000' });
      for (const field of stringFields(body)) {
        const res = await call(guest, authContract.endpoints.register, { body: { ...body, [field]: bad.inject(body[field] as string) } });
        expectRefused(res, field, bad.message);
      }
    }
    expect(await app.orm.em.fork().count(UserSchema)).toBe(users);
  });

  test('profile: every string field, every kind; the profile is unchanged', async ({ app, member }) => {
    const { agent } = member;
    let n = 0;
    for (const bad of BAD_TEXT) {
      const body = profile(String(++n));
      for (const field of stringFields(body)) {
        const res = await call(agent, usersContract.endpoints.updateProfile, { body: { [field]: bad.inject(body[field as keyof typeof body]) } });
        expectRefused(res, field, bad.message);
      }
    }
    const row = await app.orm.em.fork().findOneOrFail(UserSchema, { id: member.user.id });
    expect(row.fullName).toBe(member.user.fullName);
    expect(row.username).toBe(member.user.username);
  });

  test('taxi post: every string field, every kind, with and without an Idempotency-Key; nothing is posted', async ({ app, member }) => {
    const { agent } = member;
    const body = taxiBody();
    for (const bad of BAD_TEXT) {
      for (const field of stringFields(body)) {
        const sent = { ...body, [field]: bad.inject(body[field] as string) };
        expectRefused(await call(agent, taxiContract.endpoints.create, { body: sent }), field, bad.message);
        const key = randomUUID();
        expectRefused(await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(sent), field, bad.message);
        // The refusal was not stored against the key: the same key with a good body is a first request.
        if (field === 'fromLocation' && bad === BAD_TEXT[0]) {
          expect((await call(agent, taxiContract.endpoints.create).set('Idempotency-Key', key).send(body)).status).toBe(201);
        }
      }
    }
    expect(await app.orm.em.fork().count(TaxiRequestSchema, { owner: member.user.id })).toBe(1);
  });

  test('nested values, extra fields and object keys are checked too (before the schema sees them)', async ({ member, guest }) => {
    const { agent } = member;
    const nested = await call(agent, taxiContract.endpoints.create, { body: { ...taxiBody(), extra: { list: ['ok', 'bad\u0000'] } } });
    expectRefused(nested, 'extra.list.1', NUL_MESSAGE);
    const key = await call(agent, taxiContract.endpoints.create, { body: { ...taxiBody(), 'na\u0000me': 'x' } });
    expectRefused(key, 'na\uFFFDme', NUL_MESSAGE);
    const login = await call(guest, authContract.endpoints.login, { body: { email: 'a@example.com', password: 'pass\u0000word' } });
    expectRefused(login, 'password', NUL_MESSAGE);
    const array = await call(guest, authContract.endpoints.forgotPassword).set('content-type', 'application/json').send('["\\u0000"]');
    expectRefused(array, '0', NUL_MESSAGE);
  });

  test('query strings: the list cursor and any other parameter, percent-encoded or not', async ({ guest }) => {
    expectRefused(await guest.get(`${endpointPath(taxiContract.endpoints.list)}?cursor=%00abc`), 'cursor', NUL_MESSAGE);
    expectRefused(await guest.get(`${endpointPath(taxiContract.endpoints.list)}?limit=5%00`), 'limit', NUL_MESSAGE);
    expectRefused(await guest.get(`${endpointPath(taxiContract.endpoints.list)}?x%00=1`), 'x\uFFFD', NUL_MESSAGE);
    expectRefused(await guest.get(`${endpointPath(taxiContract.endpoints.list)}?cursor=a&cursor=%00`), 'cursor.1', NUL_MESSAGE);
    // A percent-encoded surrogate (%ED%A0%80) is not valid UTF-8 and never decodes to a lone surrogate.
    const encodedSurrogate = await guest.get(`${endpointPath(taxiContract.endpoints.list)}?cursor=%ED%A0%80`);
    expect(encodedSurrogate.status).toBe(400);
    expect(encodedSurrogate.body.code).toBe('validation_failed');
  });

  test('path parameters: %00 in the path is refused before any route runs', async ({ member, guest }) => {
    expectRefused(await guest.get(endpointPath(taxiContract.endpoints.detail, { params: { id: '\u0000' } })), '_', NUL_MESSAGE);
    expectRefused(await member.agent.get(`${endpointPath(taxiContract.endpoints.detail, { params: { id: randomUUID() } })}%00`), '_', NUL_MESSAGE);
  });

  test('headers: Node refuses NUL in a header value with 400 before the app (and never reaches the database)', async ({ app }) => {
    const server: Server = createServer(app.server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/taxi-services HTTP/1.1\r\nHost: 127.0.0.1\r\nIdempotency-Key: a\u0000b\r\n\r\n`, 'latin1');
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      server.close();
    }
  });

  test('well-formed text passes: Tamil, emoji (surrogate pairs), other control characters', () => {
    expect(unstorableText('யாழ்ப்பாணம் 🚕 \t\n\u0001 \uFFFD \uFFFF')).toBeNull();
    expect(unstorableText('\uD83D\uDE95')).toBeNull();
    expect(unstorableText('\uDE95\uD83D')).toBe(SURROGATE_MESSAGE);
  });

  test('a taxi post with Tamil text and an emoji is stored and read back unchanged', async ({ member, guest }) => {
    const res = await call(member.agent, taxiContract.endpoints.create, { body: taxiBody({ fromLocation: 'யாழ்ப்பாணம் 🚕', additionalNotes: 'இரண்டு பெட்டிகள் 🧳' }) });
    expect(res.status).toBe(201);
    const read = await call(guest, taxiContract.endpoints.detail, { params: { id: res.body.id as string } });
    expect(read.body.fromLocation).toBe('யாழ்ப்பாணம் 🚕');
    expect(read.body.additionalNotes).toBe('இரண்டு பெட்டிகள் 🧳');
  });
});
