/**
 * A realistic bilingual table for the search benchmark: listings of a Tamil community marketplace — groceries,
 * food, homes, jobs, classes, services — titled in Tamil, in English or in both, with a sentence of description,
 * a seller's place and an item number. Deterministic (seeded PRNG), so every run measures the same rows.
 */

/** Tamil item and its everyday English name. */
const ITEMS: [string, string][] = [
  ['தக்காளி', 'tomatoes'], ['அரிசி', 'rice'], ['பொன்னி அரிசி', 'ponni rice'], ['மீன் குழம்பு', 'fish curry'], ['கோழிக் கறி', 'chicken curry'],
  ['வெங்காயம்', 'onions'], ['தேங்காய்', 'coconut'], ['தேங்காய் எண்ணெய்', 'coconut oil'], ['நல்லெண்ணெய்', 'sesame oil'], ['மஞ்சள் தூள்', 'turmeric powder'],
  ['மிளகாய்த் தூள்', 'chilli powder'], ['சாம்பார் பொடி', 'sambar powder'], ['இட்லி மாவு', 'idli batter'], ['தோசை மாவு', 'dosa batter'], ['முறுக்கு', 'murukku'],
  ['பால் பாயசம்', 'milk payasam'], ['உளுந்து வடை', 'medu vada'], ['இடியப்பம்', 'string hoppers'], ['கொத்து ரொட்டி', 'kottu roti'], ['புட்டு', 'pittu'],
  ['வாழைப்பழம்', 'bananas'], ['மாம்பழம்', 'mangoes'], ['பலாப்பழம்', 'jackfruit'], ['முருங்கைக்காய்', 'drumsticks'], ['கத்தரிக்காய்', 'aubergines'],
  ['பாகற்காய்', 'bitter gourd'], ['பனங்கிழங்கு', 'palmyra tubers'], ['ஒடியல் மா', 'odiyal flour'], ['கருவாடு', 'dried fish'], ['இறால்', 'prawns'],
  ['பட்டுச் சேலை', 'silk saree'], ['வேட்டி', 'veshti'], ['தங்க நகை', 'gold jewellery'], ['வீடு வாடகைக்கு', 'house for rent'], ['காணி விற்பனைக்கு', 'land for sale'],
  ['கணித ஆசிரியர்', 'maths teacher'], ['தமிழ் வகுப்பு', 'tamil class'], ['பரதநாட்டியம் வகுப்பு', 'bharatanatyam class'], ['வீணை வகுப்பு', 'veena lessons'], ['மிருதங்கம்', 'mridangam'],
  ['திருமண மண்டபம்', 'wedding hall'], ['திருமணப் புகைப்படம்', 'wedding photography'], ['சமையல்காரர் தேவை', 'cook wanted'], ['ஓட்டுநர் வேலை', 'driver job'], ['கணக்காளர் வேலை', 'accountant job'],
  ['குழந்தை மருத்துவர்', 'paediatrician'], ['பல் மருத்துவர்', 'dentist'], ['கணினி பழுது', 'computer repair'], ['கைபேசி பழுது', 'phone repair'], ['மோட்டார் சைக்கிள்', 'motorbike'],
  ['தைப்பொங்கல் பானை', 'pongal pot'], ['தீபாவளி பட்டாசு', 'deepavali crackers'], ['கார்த்திகை விளக்கு', 'karthigai lamps'], ['நவராத்திரி கொலு', 'navarathri golu'], ['கோவில் திருவிழா', 'temple festival'],
];
const QUALIFIERS_TA = ['புதிய', 'நாட்டு', 'சுத்தமான', 'வீட்டில் செய்த', 'மலிவான', 'சிறந்த', 'பழைய', 'தரமான', 'சூடான', 'இயற்கை'];
const QUALIFIERS_EN = ['fresh', 'homemade', 'organic', 'cheap', 'best', 'used', 'quality', 'hot', 'natural', 'new'];
const PLACES: [string, string][] = [
  ['யாழ்ப்பாணம்', 'Jaffna'], ['கொழும்பு', 'Colombo'], ['மட்டக்களப்பு', 'Batticaloa'], ['திருகோணமலை', 'Trincomalee'], ['வவுனியா', 'Vavuniya'],
  ['கிளிநொச்சி', 'Kilinochchi'], ['முல்லைத்தீவு', 'Mullaitivu'], ['மன்னார்', 'Mannar'], ['சென்னை', 'Chennai'], ['மதுரை', 'Madurai'],
  ['லண்டன்', 'London'], ['டொரொண்டோ', 'Toronto'], ['பாரிஸ்', 'Paris'], ['சூரிச்', 'Zurich'], ['நல்லூர்', 'Nallur'],
];
const SELLERS = ['முருகன்', 'லக்ஷ்மி', 'கந்தசாமி', 'செல்வி', 'ராஜா', 'மீனா', 'சிவா', 'கவிதா', 'அருண்', 'தர்ஷினி', 'Kumar', 'Priya', 'Suresh', 'Anitha', 'Ravi'];
const SENTENCES_TA = ['நேரடியாக வீட்டுக்கு கொண்டு வந்து தருவோம்.', 'விலை பேசித் தீர்க்கலாம்.', 'தொலைபேசியில் அழைக்கவும்.', 'வார இறுதியில் மட்டும்.', 'குறைந்த விலையில் கிடைக்கும்.'];
const SENTENCES_EN = ['Delivery to your door.', 'Price negotiable.', 'Call after 6 pm.', 'Weekends only.', 'Bulk orders welcome.'];

/** mulberry32: a small, fast, seeded PRNG (same rows every run). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generated listing. */
export interface Listing {
  title: string;
  description: string;
  /** 1 in 50 is not approved (the visibility filter does real work). */
  status: 'approved' | 'pending';
}

/** `n` listings, deterministic for (`n`, `seed`): a third Tamil, a third English, a third both. */
export function listings(n: number, seed = 12): Listing[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: Listing[] = [];
  for (let i = 0; i < n; i++) {
    const [ta, en] = pick(ITEMS);
    const [placeTa, placeEn] = pick(PLACES);
    const code = `${1000 + Math.floor(r() * 9000)}`;
    const kind = i % 3;
    const title =
      kind === 0 ? `${pick(QUALIFIERS_TA)} ${ta} ${placeTa}` : kind === 1 ? `${pick(QUALIFIERS_EN)} ${en} in ${placeEn}` : `${ta} (${en}) ${placeEn}`;
    const description =
      kind === 1 ? `${pick(SENTENCES_EN)} ${pick(SELLERS)}, ${placeEn}. Item ${code}.` : `${pick(SENTENCES_TA)} ${pick(SENTENCES_EN)} ${pick(SELLERS)} ${placeTa} ${code}`;
    out.push({ title, description, status: i % 50 === 49 ? 'pending' : 'approved' });
  }
  return out;
}

/**
 * What people type: English words, Tanglish (exact romanisation, other spellings), Tamil, prefixes while typing,
 * typos, several words, a word that is not there, and hostile input (5,000 characters, SQL, only punctuation).
 */
export const SEARCH_QUERIES: string[] = [
  'rice', 'coconut oil', 'wedding photography', 'maths teacher', 'Jaffna',
  'thakkali', 'arisi', 'kozhambu', 'kulambu', 'yazhpanam', 'vengayam', 'thirumanam', 'aasiriyar velai',
  'அரிசி', 'மீன் குழம்பு', 'யாழ்ப்பாணம்',
  'thakk', 'kozh', 'wedd',
  'thakkli', 'kozhmbu', 'tomatos', 'cocnut',
  'bicycle repair',
  'x'.repeat(5000), "'; drop table search_fixtures; --", '!!! ???',
];
