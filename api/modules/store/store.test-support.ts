import type TestAgent from 'supertest/lib/agent.js';
import { createStoreProductBodySchema, storeProductSchema, type StoreProduct } from '#shared/store/schemas.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { productBody } from '#shared/store/samples.ts';
import { storeContract } from '#shared/store/contract.ts';
import { call } from '../../test/call.ts';
import type { TestApp } from '../../test/harness.ts';
import { jpegPhoto, uploadThrough } from '../uploads/uploads.test-support.ts';
import type { User } from '../users/user.entity.ts';
import { StoreProductSchema } from './store.entity.ts';

/** Adds a product as `agent` through the API (201 expected) and returns it. */
export async function postProduct(agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<StoreProduct> {
  const res = await call(agent, storeContract.endpoints.create, { body: productBody(overrides) });
  if (res.status !== 201) throw new Error(`post product: ${res.status} ${res.text}`);
  return storeProductSchema.parse(res.body);
}

/** Inserts a product of `owner` through the ORM (no HTTP), validated by the shared schema; returns its id. */
export async function insertProduct(t: TestApp, owner: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const em = t.orm.em.fork();
  const body = createStoreProductBodySchema.parse(productBody(overrides));
  const product = em.create(StoreProductSchema, { ...body, tamilName: body.tamilName ?? null, owner } as never) as { id: string };
  await em.flush();
  return product.id;
}

/** Uploads a small JPEG as `agent` through the uploads service's three calls; returns the stored image. */
export async function uploadPhoto(agent: TestAgent, width = 640, height = 480): Promise<StoredImage> {
  const { res } = await uploadThrough(agent, await jpegPhoto(width, height));
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${res.text}`);
  return res.body as StoredImage;
}
