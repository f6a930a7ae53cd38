import { NAKSHATRAS, RAASIS, type Nakshatra, type Raasi } from './stars.ts';

/**
 * The traditional Tamil ten-porutham (பத்துப் பொருத்தம்) reading of a bride's and a groom's birth stars (issue 16
 * item 4). Traditional guidance, not advice: families weigh it with everything else. Pure and offline.
 *
 * Rule table: "Ten matches — description", Poorva Punya (http://www.poorvapunya.com/tenmatch_desc.php), for dina,
 * gana, mahendra and stree deergha; the yoni animals, rasi lords, vasya signs, rajju groups and vedha pairs are the
 * common South Indian tables that jathakaporutham.com ("Nakshathra porutham for marriage") lists. Counts run from
 * the bride's star (or sign), counted as 1, to the groom's. Where tables disagree, the choice is noted at the rule.
 */
export const PORUTHAM_IDS = ['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipathi', 'vasya', 'rajju', 'vedha'] as const;
export type PoruthamId = (typeof PORUTHAM_IDS)[number];

/** Tamil and English names of the ten poruthams. */
export const PORUTHAM_LABELS: Record<PoruthamId, { ta: string; en: string }> = {
  dina: { ta: 'தினப் பொருத்தம்', en: 'Dina (daily harmony)' },
  gana: { ta: 'கணப் பொருத்தம்', en: 'Gana (temperament)' },
  mahendra: { ta: 'மகேந்திரப் பொருத்தம்', en: 'Mahendra (children, wellbeing)' },
  streeDeergha: { ta: 'ஸ்திரீ தீர்க்கப் பொருத்தம்', en: 'Stree deergha (prosperity)' },
  yoni: { ta: 'யோனிப் பொருத்தம்', en: 'Yoni (intimacy)' },
  rasi: { ta: 'ராசிப் பொருத்தம்', en: 'Rasi (unity)' },
  rasiAdhipathi: { ta: 'ராசி அதிபதிப் பொருத்தம்', en: 'Rasi adhipathi (friendliness)' },
  vasya: { ta: 'வசியப் பொருத்தம்', en: 'Vasya (attraction)' },
  rajju: { ta: 'ரஜ்ஜுப் பொருத்தம்', en: 'Rajju (long married life)' },
  vedha: { ta: 'வேதைப் பொருத்தம்', en: 'Vedha (no affliction)' },
};

/** A birth chart as the reading needs it: the star, and the sign when known (else the sign of the star's first pada). */
export interface BirthStar {
  star: Nakshatra;
  raasi?: Raasi | null;
}

/** One porutham's outcome. */
export interface PoruthamResult {
  id: PoruthamId;
  matched: boolean;
}

/** The reading: the ten results in PORUTHAM_IDS order and how many matched (of 10). */
export interface PoruthamReading {
  results: PoruthamResult[];
  matchedCount: number;
  total: 10;
}

const starIndex = (star: Nakshatra) => NAKSHATRAS.indexOf(star);
const raasiIndex = (raasi: Raasi) => RAASIS.indexOf(raasi);

/**
 * The sign of a star's first pada (quarter). Nine stars span two signs (Krittika, Mrigashirsha, Punarvasu, Uttara
 * Phalguni, Chitra, Vishakha, Uttara Ashadha, Dhanishta, Purva Bhadrapada); without a given raasi their first
 * pada's sign is used — give the raasi for an exact reading.
 */
export function raasiOfStar(star: Nakshatra): Raasi {
  return RAASIS[Math.floor((starIndex(star) * 4) / 9)]!;
}

/** Stars counted from the bride's (1) to the groom's, 1–27. */
export const starCount = (bride: Nakshatra, groom: Nakshatra) => ((starIndex(groom) - starIndex(bride) + 27) % 27) + 1;

type Gana = 'deva' | 'manushya' | 'rakshasa';
const GANA: Record<Gana, readonly Nakshatra[]> = {
  deva: ['ashwini', 'mrigashirsha', 'punarvasu', 'pushya', 'hasta', 'swati', 'anuradha', 'shravana', 'revati'],
  manushya: ['bharani', 'rohini', 'ardra', 'purva_phalguni', 'uttara_phalguni', 'purva_ashadha', 'uttara_ashadha', 'purva_bhadrapada', 'uttara_bhadrapada'],
  rakshasa: ['krittika', 'ashlesha', 'magha', 'chitra', 'vishakha', 'jyeshtha', 'mula', 'dhanishta', 'shatabhisha'],
};
const ganaOf = (star: Nakshatra) => (Object.keys(GANA) as Gana[]).find((g) => GANA[g].includes(star))!;

/** Each star's yoni animal, in star order. */
const YONI = [
  'horse', 'elephant', 'goat', 'serpent', 'serpent', 'dog', 'cat', 'goat', 'cat', 'rat', 'rat', 'cow', 'buffalo', 'tiger',
  'buffalo', 'tiger', 'deer', 'deer', 'dog', 'monkey', 'mongoose', 'monkey', 'lion', 'horse', 'lion', 'cow', 'elephant',
] as const;
/** The seven enemy pairs of animals. */
const YONI_ENEMIES = [['horse', 'buffalo'], ['elephant', 'lion'], ['goat', 'monkey'], ['serpent', 'mongoose'], ['dog', 'deer'], ['cat', 'rat'], ['cow', 'tiger']] as const;

type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
/** The lord of each sign, in sign order. */
const LORD: readonly Planet[] = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
/** Natural enmities of the planets (a planet's enemies). */
const ENEMIES: Record<Planet, readonly Planet[]> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/** The signs each sign holds in vasya (attraction). */
const VASYA: Record<Raasi, readonly Raasi[]> = {
  mesham: ['simmam', 'viruchigam'],
  rishabam: ['kadagam', 'thulam'],
  mithunam: ['kanni'],
  kadagam: ['viruchigam', 'dhanusu'],
  simmam: ['thulam'],
  kanni: ['rishabam', 'meenam'],
  thulam: ['magaram'],
  viruchigam: ['kadagam', 'kanni'],
  dhanusu: ['meenam'],
  magaram: ['mesham', 'kumbam'],
  kumbam: ['mesham'],
  meenam: ['magaram'],
};

/** The five rajju groups (feet, thigh, navel, neck, head). */
const RAJJU: readonly (readonly Nakshatra[])[] = [
  ['ashwini', 'ashlesha', 'magha', 'jyeshtha', 'mula', 'revati'],
  ['bharani', 'pushya', 'purva_phalguni', 'anuradha', 'purva_ashadha', 'uttara_bhadrapada'],
  ['krittika', 'punarvasu', 'uttara_phalguni', 'vishakha', 'uttara_ashadha', 'purva_bhadrapada'],
  ['rohini', 'ardra', 'hasta', 'swati', 'shravana', 'shatabhisha'],
  ['mrigashirsha', 'chitra', 'dhanishta'],
];

/** Stars that afflict each other (vedha); Mrigashirsha, Chitra and Dhanishta all afflict one another. */
const VEDHA: readonly (readonly Nakshatra[])[] = [
  ['ashwini', 'jyeshtha'], ['bharani', 'anuradha'], ['krittika', 'vishakha'], ['rohini', 'swati'], ['ardra', 'shravana'],
  ['punarvasu', 'uttara_ashadha'], ['pushya', 'purva_ashadha'], ['ashlesha', 'mula'], ['magha', 'revati'],
  ['purva_phalguni', 'uttara_bhadrapada'], ['uttara_phalguni', 'purva_bhadrapada'], ['hasta', 'shatabhisha'],
  ['mrigashirsha', 'chitra', 'dhanishta'],
];

/**
 * The ten-porutham reading of `bride` and `groom` (issue 16 item 4). Rules, with n = stars counted from the bride's
 * to the groom's (1–27) and r = signs counted from the bride's to the groom's (1–12):
 * - dina: n mod 9 is 2, 4, 6, 8 or 0;
 * - gana: the same gana; or deva with manushya; or a rakshasa groom (a rakshasa bride with a deva or manushya groom
 *   does not match);
 * - mahendra: n is 4, 7, 10, 13, 16, 19, 22 or 25;
 * - stree deergha: n exceeds 13;
 * - yoni: the animals are not one of the seven enemy pairs;
 * - rasi: r is 1, 7, 9, 10, 11 or 12 (2–6 and the 8th sign do not match);
 * - rasi adhipathi: neither sign's lord is a natural enemy of the other's;
 * - vasya: either sign holds the other in vasya;
 * - rajju: the stars are in different rajju groups;
 * - vedha: the stars do not afflict each other.
 */
export function porutham(bride: BirthStar, groom: BirthStar): PoruthamReading {
  const n = starCount(bride.star, groom.star);
  const brideRaasi = bride.raasi ?? raasiOfStar(bride.star);
  const groomRaasi = groom.raasi ?? raasiOfStar(groom.star);
  const r = ((raasiIndex(groomRaasi) - raasiIndex(brideRaasi) + 12) % 12) + 1;
  const [bg, gg] = [ganaOf(bride.star), ganaOf(groom.star)];
  const [by, gy] = [YONI[starIndex(bride.star)], YONI[starIndex(groom.star)]];
  const [bl, gl] = [LORD[raasiIndex(brideRaasi)]!, LORD[raasiIndex(groomRaasi)]!];
  const matched: Record<PoruthamId, boolean> = {
    dina: [2, 4, 6, 8, 0].includes(n % 9),
    gana: !(bg === 'rakshasa' && gg !== 'rakshasa'),
    mahendra: [4, 7, 10, 13, 16, 19, 22, 25].includes(n),
    streeDeergha: n > 13,
    yoni: !YONI_ENEMIES.some(([a, b]) => (by === a && gy === b) || (by === b && gy === a)),
    rasi: [1, 7, 9, 10, 11, 12].includes(r),
    rasiAdhipathi: !ENEMIES[bl].includes(gl) && !ENEMIES[gl].includes(bl),
    vasya: VASYA[brideRaasi].includes(groomRaasi) || VASYA[groomRaasi].includes(brideRaasi),
    rajju: !RAJJU.some((group) => group.includes(bride.star) && group.includes(groom.star)),
    vedha: !VEDHA.some((group) => bride.star !== groom.star && group.includes(bride.star) && group.includes(groom.star)),
  };
  const results = PORUTHAM_IDS.map((id) => ({ id, matched: matched[id] }));
  return { results, matchedCount: results.filter((x) => x.matched).length, total: 10 };
}
