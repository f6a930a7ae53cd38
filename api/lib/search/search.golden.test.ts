/**
 * Golden test of Latin-letter Tamil ("Tanglish") search (issue 12 item 8): real pairs of what people type and the
 * Tamil listing they mean, among similar-sounding and unrelated listings. At least 90 % must be on the first page.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPage } from './page.ts';
import { SearchFixtureSchema } from './search-fixture.entity.ts';
import { insertFixtures, openSearchTestDb, type SearchTestDb } from './search.test-support.ts';

/** [what a person types, the Tamil title of the listing they are looking for]. */
const PAIRS: [string, string][] = [
  // food and groceries
  ['thakkali', 'நாட்டுத் தக்காளி ஒரு கிலோ'],
  ['arisi', 'பொன்னி அரிசி 5 கிலோ'],
  ['kozhambu', 'யாழ்ப்பாணத்து மீன் குழம்பு'],
  ['kulambu', 'யாழ்ப்பாணத்து மீன் குழம்பு'],
  ['sambar podi', 'வீட்டில் அரைத்த சாம்பார் பொடி'],
  ['idli maavu', 'இட்லி மாவு தினமும்'],
  ['dosa', 'மசாலா தோசை'],
  ['vadai', 'உளுந்து வடை'],
  ['payasam', 'பால் பாயசம்'],
  ['murukku', 'கை முறுக்கு'],
  ['puttu', 'குழல் புட்டு'],
  ['idiyappam', 'இடியப்பம் சொதி'],
  ['kothu roti', 'கோழி கொத்து ரொட்டி'],
  ['biriyani', 'ஆட்டுக்கறி பிரியாணி'],
  ['thengai', 'தேங்காய் எண்ணெய் ஒரு லீற்றர்'],
  ['vengayam', 'சின்ன வெங்காயம்'],
  ['manjal thool', 'மஞ்சள் தூள்'],
  ['milagai', 'மிளகாய்த் தூள் காரம்'],
  ['nei', 'பசு நெய்'],
  ['vazhaipazham', 'வாழைப்பழம் சீப்பு'],
  ['murungakkai', 'முருங்கைக்காய் கட்டு'],
  ['kathirikkai', 'கத்தரிக்காய் அரை கிலோ'],
  // places
  ['yazhpanam', 'யாழ்ப்பாணம் நகரில் வீடு விற்பனைக்கு'],
  ['chennai', 'சென்னை விமான நிலையம்'],
  ['colombo', 'கொழும்பு துறைமுகம்'],
  ['madurai', 'மதுரை மீனாட்சி அம்மன் கோவில்'],
  ['mattakkalappu', 'மட்டக்களப்பு வாவி'],
  ['thirukonamalai', 'திருகோணமலை கடற்கரை'],
  ['vavuniya', 'வவுனியா பேருந்து நிலையம்'],
  ['kilinochchi', 'கிளிநொச்சி சந்தை'],
  ['mullaitivu', 'முல்லைத்தீவு கடல்'],
  ['nallur kovil', 'நல்லூர் கந்தசுவாமி கோவில்'],
  // festivals
  ['thai pongal', 'தைப்பொங்கல் வாழ்த்து அட்டைகள்'],
  ['deepavali', 'தீபாவளி பட்டாசு'],
  ['thaipusam', 'தைப்பூசம் காவடி'],
  ['puthandu', 'சித்திரைப் புத்தாண்டு கொண்டாட்டம்'],
  ['navarathri', 'நவராத்திரி கொலு பொம்மைகள்'],
  ['karthigai deepam', 'கார்த்திகை தீபம் அகல் விளக்கு'],
  ['thiruvizha', 'தேர்த் திருவிழா'],
  // family, work, life
  ['amma', 'அம்மா சமையல்'],
  ['thatha', 'தாத்தா பாட்டி கதைகள்'],
  ['thangachi', 'தங்கச்சி திருமணம்'],
  ['periyappa', 'பெரியப்பா வீடு'],
  ['kalyanam', 'கல்யாணம் மண்டபம்'],
  ['aasiriyar velai', 'கணித ஆசிரியர் வேலை'],
  ['maruthuvar', 'குழந்தை மருத்துவர்'],
  ['vetri', 'வெற்றி நிச்சயம்'],
];

/** Listings that sound alike or share words, and everyday English and Tamil listings around them. */
const OTHERS = [
  'கரி அடுப்பு',
  'குளம் சுத்தம்',
  'அரசி கதை புத்தகம்',
  'தக்கை மிதவை',
  'மாமி வீட்டு சாப்பாடு',
  'அக்கறை உள்ள சேவை',
  'பொங்கு கடல் ஓவியம்',
  'Rice cooker 1.8 litre',
  'Tomato seeds for the garden',
  'Curry leaves plant',
  'Jaffna mango, sweet',
  'Colombo apartment for rent',
  'Chennai to London flights',
  'Wedding hall booking',
  'Maths teacher wanted',
  'பழைய கார் விற்பனைக்கு',
  'வீட்டு வேலைக்கு ஆள் தேவை',
  'தமிழ் வகுப்புகள் சனிக்கிழமை',
  'கணினி பழுது பார்த்தல்',
  'சைக்கிள் விற்பனை',
];

let db: SearchTestDb;
let ids: Map<string, string>;

beforeAll(async () => {
  db = await openSearchTestDb();
  const titles = [...new Set([...PAIRS.map(([, t]) => t), ...OTHERS])];
  // Every listing three times over (other copies older and unrelated), so the first page has real competition.
  const filler = Array.from({ length: 120 }, (_, i) => ({ title: `${OTHERS[i % OTHERS.length]} ${i}`, age: 1000 + i }));
  const inserted = await insertFixtures(db, [...titles.map((title, i) => ({ title, age: 500 + i })), ...filler]);
  ids = new Map(titles.map((t, i) => [t, inserted[i]!]));
});
afterAll(() => db.close());

describe('Tanglish golden pairs', () => {
  it(`finds the Tamil listing on the first page for at least 90 % of ${PAIRS.length} Latin-letter queries`, async () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40);
    const missed: string[] = [];
    for (const [query, title] of PAIRS) {
      const page = await searchPage<{ id: string; createdAt: Date; title: string }>(db.em(), SearchFixtureSchema, {
        query,
        fields: ['id', 'createdAt', 'title'],
        where: { status: 'approved' },
        limit: 20,
      });
      if (!page.items.some((r) => r.id === ids.get(title))) missed.push(`${query} → ${title}`);
    }
    const found = PAIRS.length - missed.length;
    expect(found / PAIRS.length, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('ranks the listing first for the everyday spellings of a word (zh/l, th/t, aa/a, ai/a)', async () => {
    for (const [query, title] of [
      ['kozhambu', 'யாழ்ப்பாணத்து மீன் குழம்பு'],
      ['kuzhambu', 'யாழ்ப்பாணத்து மீன் குழம்பு'],
      ['kulambu', 'யாழ்ப்பாணத்து மீன் குழம்பு'],
      ['thakkali', 'நாட்டுத் தக்காளி ஒரு கிலோ'],
      ['takkaali', 'நாட்டுத் தக்காளி ஒரு கிலோ'],
      ['dosai', 'மசாலா தோசை'],
      ['thosa', 'மசாலா தோசை'],
    ] as const) {
      const page = await searchPage<{ id: string; createdAt: Date }>(db.em(), SearchFixtureSchema, { query, fields: ['id', 'createdAt'], where: {}, limit: 5 });
      expect(page.items[0]?.id, query).toBe(ids.get(title));
    }
  });
});
