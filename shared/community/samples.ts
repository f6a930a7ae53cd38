import type { CreateCommunityPostBody } from './schemas.ts';

/**
 * THE valid POST /api/community-posts body of the tests: a free child's bicycle offered in Harrow, no photos.
 * `overrides` replace fields as given (invalid values too, for validation tests).
 */
export function communityPostBody(overrides: Record<string, unknown> = {}): CreateCommunityPostBody & Record<string, unknown> {
  return {
    kind: 'offer',
    category: 'items',
    title: "Child's bicycle, free",
    description: 'A small bicycle for a child of 5 to 8 years, in good condition. Collect from Harrow.',
    city: 'Harrow',
    contactName: 'Selvi Raj',
    contactPhone: '+44 7911 123456',
    images: [],
    ...overrides,
  };
}
