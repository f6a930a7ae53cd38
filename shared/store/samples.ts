import type { CreateQuoteRequestBody, CreateStoreProductBody } from './schemas.ts';

/**
 * THE valid POST /api/tamil-store-products body of the tests (spec 001 §5 Add-product form): tomatoes from Jaffna
 * at ₹40.50 (rupees, as the form sends them) for 1 kg, no photos. `overrides` replace fields as given (invalid
 * values too, for validation tests).
 */
export function productBody(overrides: Record<string, unknown> = {}): CreateStoreProductBody & Record<string, unknown> {
  return {
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
    ...overrides,
  };
}

/** A valid POST /api/tamil-store-quote-requests body for `items` (spec 001 §5 Quote form), contact by e-mail. */
export function quoteBody(items: { id: string; quantity: number }[], overrides: Record<string, unknown> = {}): CreateQuoteRequestBody & Record<string, unknown> {
  return { contactName: 'Meena Kumar', contactMethod: 'email', contactValue: 'meena@example.com', additionalNotes: 'Delivery to Harrow please', items, ...overrides };
}
