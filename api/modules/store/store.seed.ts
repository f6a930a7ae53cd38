import type { EntityManager } from '@mikro-orm/core';
import sharp from 'sharp';
import { createStoreProductBodySchema, type CreateStoreProductBody } from '#shared/store/schemas.ts';
import type { StoreCategory } from '#shared/store/constants.ts';
import type { SeedContext } from '../module.ts';
import { createObjectStorage } from '../uploads/create-storage.ts';
import { processImage, variantSizes } from '../uploads/image-processing.ts';
import { variantKey, VARIANT_FILES, type ObjectStorage, type VariantName } from '../uploads/storage.ts';
import { StoredObjectSchema } from '../uploads/stored-object.entity.ts';
import { objectPathOf } from '../uploads/uploads.service.ts';
import type { User } from '../users/user.entity.ts';
import { StoreProductSchema } from './store.entity.ts';
import { STORE_PRODUCT_PURPOSE } from './store.service.ts';

type DemoProduct = Omit<CreateStoreProductBody, 'images' | 'contactName' | 'contactPhone'> & { seller: number };

/** Demo sellers (fictional names; numbers in the Sri Lankan and Indian mobile ranges, not real people's). */
const SELLERS = [
  { contactName: 'யாழ் உழவர் சந்தை / Jaffna Farmers Market', contactPhone: '+94771234501' },
  { contactName: 'மதுரை மசாலா ஸ்டோர்ஸ் / Madurai Masala Stores', contactPhone: '+919876543201' },
  { contactName: 'மட்டக்களப்பு கடலுணவு / Batticaloa Seafoods', contactPhone: '+94651234502' },
] as const;

/** Tamil goods in both languages (spec 001 §3 categories and units), priced in rupees as a seller types them. */
const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'Samba Rice', tamilName: 'சம்பா அரிசி', category: 'grains', price: '340', weight: 5, unit: 'kg', location: 'Jaffna', seller: 0,
    description: 'புதிய அறுவடை சம்பா அரிசி, கல் நீக்கி சுத்தம் செய்யப்பட்டது. New-harvest samba rice, stone-free and cleaned.' },
  { name: 'Tomato', tamilName: 'தக்காளி', category: 'vegetables', price: '40', weight: 1, unit: 'kg', location: 'Jaffna', seller: 0,
    description: 'இன்று காலை பறித்த நாட்டுத் தக்காளி. Country tomatoes picked this morning in Kopay.' },
  { name: 'Chilli Powder', tamilName: 'மிளகாய்த் தூள்', category: 'spices', price: '85', weight: 250, unit: 'g', location: 'Madurai', seller: 1,
    description: 'வெயிலில் காயவைத்து அரைத்த குண்டு மிளகாய்த் தூள், நிறமூட்டி இல்லை. Sun-dried round chillies, stone-ground, no added colour.' },
  { name: 'Turmeric Powder', tamilName: 'மஞ்சள் தூள்', category: 'spices', price: '60', weight: 200, unit: 'g', location: 'Erode', seller: 1,
    description: 'ஈரோடு மஞ்சள், சுத்தமான தூள். Pure Erode turmeric, finely ground.' },
  { name: 'Brinjal', tamilName: 'கத்தரிக்காய்', category: 'vegetables', price: '50', weight: 1, unit: 'kg', location: 'Vavuniya', seller: 0,
    description: 'பச்சை வரி கத்தரிக்காய், குழம்புக்கு ஏற்றது. Green-striped brinjal, ideal for kuzhambu.' },
  { name: "Okra (Ladies' Finger)", tamilName: 'வெண்டைக்காய்', category: 'vegetables', price: '30', weight: 500, unit: 'g', location: 'Jaffna', seller: 0,
    description: 'இளம் வெண்டைக்காய், நார் இல்லாதது. Tender young okra, not stringy.' },
  { name: 'Karuthakolumban Mango', tamilName: 'கறுத்தக்கொழும்பான் மாம்பழம்', category: 'fruits', price: '180', weight: 1, unit: 'kg', location: 'Jaffna', seller: 0,
    description: 'யாழ்ப்பாணத்தின் புகழ்பெற்ற இனிப்பு மாம்பழம். The famous sweet mango of Jaffna, ripened naturally.' },
  { name: 'Kathali Banana', tamilName: 'கதலி வாழைப்பழம்', category: 'fruits', price: '60', weight: 1, unit: 'bundle', location: 'Batticaloa', seller: 2,
    description: 'ஒரு சீப்பில் சுமார் 12 பழங்கள். About 12 ripe bananas in a bundle.' },
  { name: 'Coconut', tamilName: 'தேங்காய்', category: 'fruits', price: '35', weight: 1, unit: 'piece', location: 'Batticaloa', seller: 2,
    description: 'முற்றிய தேங்காய், சமையலுக்கும் பாலுக்கும். Mature coconut for cooking and coconut milk.' },
  { name: 'Gingelly Oil', tamilName: 'நல்லெண்ணெய்', category: 'household', price: '320.50', weight: 1, unit: 'bottle', location: 'Madurai', seller: 1,
    description: 'மரச்செக்கில் ஆட்டிய நல்லெண்ணெய், ஒரு லிட்டர் போத்தல். Wood-pressed sesame oil, one-litre bottle.' },
  { name: 'Palm Jaggery', tamilName: 'பனங்கட்டி', category: 'snacks', price: '150', weight: 500, unit: 'g', location: 'Point Pedro', seller: 0,
    description: 'பனங்கள்ளிலிருந்து காய்ச்சிய பாரம்பரிய பனங்கட்டி. Traditional jaggery boiled from palmyra sap.' },
  { name: 'Murukku', tamilName: 'முறுக்கு', category: 'snacks', price: '90', weight: 1, unit: 'packet', location: 'Madurai', seller: 1,
    description: 'வீட்டில் செய்த அரிசி மா முறுக்கு, 250 கிராம் பொதி. Home-made rice-flour murukku, 250 g packet.' },
  { name: 'Curd', tamilName: 'தயிர்', category: 'dairy', price: '45', weight: 500, unit: 'g', location: 'Jaffna', seller: 0,
    description: 'எருமைப் பாலில் உறைய வைத்த கெட்டித் தயிர். Thick curd set from buffalo milk.' },
  { name: 'Dried Fish', tamilName: 'கருவாடு', category: 'fish', price: '220', weight: 250, unit: 'g', location: 'Batticaloa', seller: 2,
    description: 'உப்பிட்டு வெயிலில் காயவைத்த நெத்தலிக் கருவாடு. Salted, sun-dried sprats.' },
  { name: 'Ceylon Tea', tamilName: 'இலங்கைத் தேயிலை', category: 'beverages', price: '210', weight: 1, unit: 'box', location: 'Hatton', seller: 2,
    description: 'மலையகத் தோட்டத் தேயிலை, 250 கிராம் பெட்டி. Hill-country estate tea, 250 g box.' },
  { name: 'Urad Dal', tamilName: 'உளுந்து', category: 'grains', price: '140', weight: 1, unit: 'kg', location: 'Thanjavur', seller: 1,
    description: 'இட்லி, தோசை மாவுக்கு முழு உளுந்து. Whole urad dal for idli and dosa batter.' },
];

/** A background colour per category for the generated photos. */
const COLOURS: Record<StoreCategory, string> = {
  vegetables: '#2e7d32', fruits: '#ef6c00', grains: '#8d6e63', spices: '#c62828', dairy: '#5c6bc0',
  meat: '#ad1457', fish: '#00838f', snacks: '#f9a825', beverages: '#4e342e', household: '#546e7a',
};

/**
 * A placeholder photo drawn at seed time (nothing downloaded): a coloured square with the product's initial, as a
 * PNG made by sharp from an SVG. Latin initials only, so no Tamil font needs to be installed.
 */
export async function placeholderPhoto(name: string, category: StoreCategory, size = 800): Promise<Buffer> {
  const initial = (name.match(/[A-Za-z]/)?.[0] ?? '?').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${COLOURS[category]}"/>
    <circle cx="50%" cy="50%" r="${size * 0.32}" fill="#ffffff" fill-opacity="0.18"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size * 0.4}" font-weight="700" fill="#ffffff">${initial}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Stores `png` as an upload of `owner` attached to product `ref`, through the uploads service's processing (WebP
 * 320 / 960 / full) and storage — the same rows and files a real upload leaves. Returns its object path.
 */
async function storeSeedPhoto(em: EntityManager, storage: ObjectStorage, owner: User, ref: string, png: Buffer, now: Date): Promise<string> {
  const image = await processImage(png);
  const object = em.create(StoredObjectSchema, {
    owner, status: 'ready', urlExpiresAt: now, sourceType: image.sourceType, sourceBytes: png.length,
    width: image.variants.full.width, height: image.variants.full.height, variants: variantSizes(image),
    purpose: STORE_PRODUCT_PURPOSE, ref, isPrivate: false, attachedAt: now,
  } as never) as { id: string };
  for (const name of Object.keys(VARIANT_FILES) as VariantName[]) await storage.put(variantKey(object.id, name), image.variants[name].data, 'image/webp');
  return objectPathOf(object.id);
}

/**
 * Demo goods of the Tamil store (issue 14 item 7): 16 real Tamil goods in Tamil and English owned by the demo
 * member, validated by the shared schema, each with a generated placeholder photo in the app's object storage
 * (without `config`, no photos). Added only when the demo member has no products.
 */
export async function seedStore({ em, now, accounts, config }: SeedContext): Promise<void> {
  if ((await em.count(StoreProductSchema, { owner: accounts.demo })) > 0) return;
  const storage = config ? createObjectStorage(config) : undefined;
  for (const [i, demo] of DEMO_PRODUCTS.entries()) {
    const { seller, ...fields } = demo;
    const body = createStoreProductBodySchema.parse({ ...fields, ...SELLERS[seller] });
    const { images: _none, ...rest } = body;
    void _none;
    const product = em.create(StoreProductSchema, {
      ...rest, tamilName: rest.tamilName ?? null, owner: accounts.demo, images: [],
      createdAt: new Date(now.getTime() - (i + 1) * 3 * 60 * 60 * 1000),
    } as never) as { id: string; images: string[] };
    if (storage) product.images = [await storeSeedPhoto(em, storage, accounts.demo, product.id, await placeholderPhoto(body.name, body.category), now)];
  }
  await em.flush();
}
