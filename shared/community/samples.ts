import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { communityContract } from './contract.ts';
import type { CreateCommunityPostBody } from './schemas.ts';

/**
 * The sample bodies of the community contract (decision 182 "Samples"; checked by api/test/contracts.test.ts):
 * `create` is THE valid POST /api/community-posts body of the tests — a free child's bicycle offered in Harrow, no
 * photos; `setStatus` marks it given.
 */
export const communitySamples = defineSamples(communityContract, {
  create: {
    kind: 'offer',
    category: 'items',
    title: "Child's bicycle, free",
    description: 'A small bicycle for a child of 5 to 8 years, in good condition. Collect from Harrow.',
    city: 'Harrow',
    contactName: 'Selvi Raj',
    contactPhone: '+44 7911 123456',
    images: [],
  },
  setStatus: { status: 'given' },
});

/**
 * The community post sample ({@link communitySamples} `create`) with `overrides` replacing fields as given (invalid
 * values too, for validation tests).
 */
export function communityPostBody(overrides: Record<string, unknown> = {}): CreateCommunityPostBody & Record<string, unknown> {
  return { ...sampleBody(communitySamples, 'create'), ...overrides } as CreateCommunityPostBody & Record<string, unknown>;
}
