import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { storeContract } from './contract.ts';
import type { CreateQuoteRequestBody, CreateStoreProductBody } from './schemas.ts';

/**
 * The sample bodies of the store contract (decision 182 "Samples"; checked by api/test/contracts.test.ts):
 * - `create`: THE valid POST /api/tamil-store-products body of the tests (spec 001 §5 Add-product form) — tomatoes
 *   from Jaffna at ₹40.50 (rupees, as the form sends them) for 1 kg, no photos;
 * - `update`: the owner's new price; `quote`: a quote request for one product (spec 001 §5 Quote form), by e-mail.
 */
export const storeSamples = defineSamples(storeContract, {
  create: {
    name: 'Country Tomato',
    tamilName: 'நாட்டுத் தக்காளி',
    description: 'Fresh country tomatoes picked this morning in Kopay.',
    category: 'vegetables',
    price: '40.50',
    weight: '1',
    unit: 'kg',
    contactName: 'Kopay Farm',
    contactPhone: '+94 77 123 4567',
    location: 'Jaffna',
    images: [],
  },
  update: { price: '45.00' },
  quote: {
    contactName: 'Meena Kumar',
    contactMethod: 'email',
    contactValue: 'meena@example.com',
    additionalNotes: 'Delivery to Harrow please',
    items: [{ id: '2c5e8a1f-7b3d-4f6a-9e0c-1d2b3a4c5e6f', quantity: 2 }],
  },
});

/**
 * The product sample ({@link storeSamples} `create`) with `overrides` replacing fields as given (invalid values too,
 * for validation tests).
 */
export function productBody(overrides: Record<string, unknown> = {}): CreateStoreProductBody & Record<string, unknown> {
  return { ...sampleBody(storeSamples, 'create'), ...overrides } as CreateStoreProductBody & Record<string, unknown>;
}

/** The quote sample ({@link storeSamples} `quote`) for `items`, with `overrides` replacing fields. */
export function quoteBody(items: { id: string; quantity: number }[], overrides: Record<string, unknown> = {}): CreateQuoteRequestBody & Record<string, unknown> {
  return { ...sampleBody(storeSamples, 'quote'), items, ...overrides } as CreateQuoteRequestBody & Record<string, unknown>;
}
