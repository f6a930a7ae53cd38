import { describe, expect, it } from 'vitest';
import { createStoreProductBodySchema, updateStoreProductBodySchema } from './schemas.ts';
import { productBody } from './samples.ts';
import { priceFields } from './money.ts';

// Money has one encoding (decision 181): the spec's `price` on the wire, `pricePaise` (integer minor units) inside.
describe('store price encoding', () => {
  it('turns the typed price into pricePaise, once, in the contract', () => {
    const parsed = createStoreProductBodySchema.parse(productBody({ price: '120.5' }));
    expect(parsed.pricePaise).toBe(12050);
    expect('price' in parsed).toBe(false);
    expect(updateStoreProductBodySchema.parse({ price: 99.99 }).pricePaise).toBe(9999);
    expect(updateStoreProductBodySchema.parse({ name: 'Rice' }).pricePaise).toBeUndefined();
  });

  it('presents the stored amount as the spec’s price and the minor units', () => {
    expect(priceFields(12050)).toEqual({ price: '120.50', pricePaise: 12050 });
    expect(priceFields(7)).toEqual({ price: '0.07', pricePaise: 7 });
  });
});
