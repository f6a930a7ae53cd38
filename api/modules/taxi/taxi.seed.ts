import { createTaxiRequestBodySchema } from '#shared/taxi/schemas.ts';
import type { SeedContext } from '../module.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';

const DEMO_TAXI_REQUESTS = [
  { fromLocation: 'Colombo Airport (BIA)', toLocation: 'Jaffna', passengerCount: 4, luggageWeight: 50, travelTime: '08:00', additionalNotes: 'Family of four arriving from London, two large suitcases.' },
  { fromLocation: 'Jaffna', toLocation: 'Point Pedro', passengerCount: 2, luggageWeight: 10, travelTime: '10:00' },
  { fromLocation: 'Trincomalee', toLocation: 'Batticaloa', passengerCount: 3, luggageWeight: 20, travelTime: 'flexible', additionalNotes: 'Visiting temples on the way if possible.' },
  { fromLocation: 'Kandy', toLocation: 'Colombo Airport (BIA)', passengerCount: 1, luggageWeight: 30, travelTime: '06:00' },
  { fromLocation: 'Vavuniya', toLocation: 'Kilinochchi', passengerCount: 5, luggageWeight: 0, travelTime: '14:00' },
  { fromLocation: 'Colombo', toLocation: 'Nuwara Eliya', passengerCount: 6, luggageWeight: 20, travelTime: '06:00', additionalNotes: 'Van preferred, elderly passengers.' },
  { fromLocation: 'Mannar', toLocation: 'Jaffna', passengerCount: 2, luggageWeight: 5, travelTime: '16:00' },
  { fromLocation: 'Batticaloa', toLocation: 'Colombo', passengerCount: 8, luggageWeight: 100, travelTime: '20:00', additionalNotes: 'Wedding party returning, lots of luggage.' },
  { fromLocation: 'Jaffna', toLocation: 'Nallur Kandaswamy Kovil', passengerCount: 3, luggageWeight: 0, travelTime: '18:00' },
  { fromLocation: 'Colombo Airport (BIA)', toLocation: 'Trincomalee', passengerCount: 2, luggageWeight: 30, travelTime: '12:00' },
] as const;

const DEMO_PHONES = ['+94771234567', '+94712345678', '+94767654321', '+447911123456', '+94751112223'];

/**
 * Ten demo taxi requests owned by the demo member (spec 000 §3 fields, validated by the shared schema), travelling
 * in the coming days and posted over the last hours. Added only when the demo member has none.
 */
export async function seedTaxiRequests({ em, now, accounts }: SeedContext): Promise<void> {
  if ((await em.count(TaxiRequestSchema, { owner: accounts.demo })) > 0) return;
  DEMO_TAXI_REQUESTS.forEach((r, i) => {
    const travel = new Date(now.getTime() + (i + 2) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const body = createTaxiRequestBodySchema.parse({ ...r, fromCountry: 'Sri Lanka', contactNumber: DEMO_PHONES[i % DEMO_PHONES.length], travelDate: travel });
    em.create(TaxiRequestSchema, { ...body, owner: accounts.demo, createdAt: new Date(now.getTime() - (i + 1) * 37 * 60 * 1000) });
  });
  await em.flush();
}
