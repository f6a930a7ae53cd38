import { createCommunityPostBodySchema } from '#shared/community/schemas.ts';
import type { SeedContext } from '../module.ts';
import { CommunityPostSchema } from './community.entity.ts';

/** Demo posts: offers and requests in Tamil and English, in diaspora and Sri Lankan towns (no photos of people). */
const DEMO_POSTS = [
  { kind: 'offer', category: 'items', title: "Child's bicycle, free", description: 'A small bicycle for a child of 5 to 8 years, in good condition. Collect from Harrow.', city: 'Harrow' },
  { kind: 'offer', category: 'lifts', title: 'கொழும்பிலிருந்து யாழ்ப்பாணம் — வாகனத்தில் 2 இடங்கள்', description: 'வெள்ளிக்கிழமை காலை யாழ்ப்பாணம் செல்கிறோம். இரண்டு பேருக்கு இடம் உண்டு, கட்டணம் இல்லை.', city: 'Colombo' },
  { kind: 'wanted', category: 'books', title: 'O/L Tamil textbooks needed', description: 'Looking for used grade 10 and 11 Tamil medium textbooks for a student in Kilinochchi.', city: 'Kilinochchi' },
  { kind: 'offer', category: 'clothes', title: 'சிறுவர் உடைகள் இலவசம்', description: '3 முதல் 6 வயது பிள்ளைகளுக்கான உடைகள், நல்ல நிலையில். ஸ்கார்பரோவில் பெற்றுக்கொள்ளலாம்.', city: 'Scarborough' },
  { kind: 'wanted', category: 'help', title: 'Help filling in a UK visa form', description: 'My elderly mother needs help filling in her visitor visa form in English. A Tamil speaker please.', city: 'East Ham' },
  { kind: 'offer', category: 'food', title: 'Extra rice and dhal for families in need', description: 'After our temple event we have sealed packs of rice and dhal to give away this weekend.', city: 'Jaffna' },
] as const;

const DEMO_PHONES = ['+447911123456', '+94771234567', '+94712345678', '+14165550123', '+447911222333', '+94767654321'];

/**
 * Six open demo posts owned by the demo member (validated by the shared schema), posted over the last hours. Added
 * only when the demo member has none.
 */
export async function seedCommunity({ em, now, accounts }: SeedContext): Promise<void> {
  if ((await em.count(CommunityPostSchema, { owner: accounts.demo })) > 0) return;
  DEMO_POSTS.forEach((demo, i) => {
    const { images: _none, ...body } = createCommunityPostBodySchema.parse({ ...demo, contactName: 'Demo Member', contactPhone: DEMO_PHONES[i] });
    em.create(CommunityPostSchema, { ...body, images: [], owner: accounts.demo, status: 'open', closedAt: null, createdAt: new Date(now.getTime() - (i + 1) * 53 * 60 * 1000) } as never);
  });
  await em.flush();
}
