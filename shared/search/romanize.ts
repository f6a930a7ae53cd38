/**
 * Tamil script → plain ASCII letters the way Tamil speakers write Tamil in Latin letters ("Tanglish"), for the
 * search document (docs/decisions/040-tamil-aware-search.md, README "Search").
 *
 * @indic-transliteration/sanscript does the hard part — splitting Tamil text into syllables (inherent vowel, pulli
 * ், vowel signs, grantha letters) — by converting to ISO 15919. Sanscript's Tamil scheme is built from Devanagari,
 * so every stop comes back as its voiced aspirate (க → "gh", ச → "jh", ட → "ḍh", த → "dh", ப → "bh"); Tamil has one
 * letter per place of articulation, so those are read here as "the Tamil stop", and the sound is chosen from its
 * neighbours, as Tamil pronunciation (and therefore Tanglish spelling) does:
 *   க  k at the start / doubled (தக்காளி thakkaali), g between vowels and after ங (பொங்கல் pongal, முருகன் murugan)
 *   ச  s at the start and between vowels (அரிசி arisi, சாம்பார் saambaar), ch doubled (பச்சை pachchai), j after ஞ (மஞ்சள் manjal)
 *   ட  d (இட்லி idli, வடை vadai), t doubled (பாட்டி paatti)
 *   த  th, dh between vowels and after ந (பந்தல் pandhal), th doubled (அத்தை aththai)
 *   ப  p, b after ம (குழம்பு kuzhambu)
 *   ற  r, "tr" when doubled (வெற்றி vetri), "dr" after ன (நன்றி nandri)
 *   ழ  zh (குழம்பு kuzhambu), ள/ல l, ண/ந/ன n, long vowels doubled (ஆ aa, ஈ ii, ஊ uu, ஏ ee, ஓ oo), ஃப f
 * The result is readable and often exactly what people type; the remaining spelling variation (th/t/d, zh/l, aa/a,
 * ee/i, …) is removed by the phonetic key (phonetic.ts), which is applied to both sides.
 */
import Sanscript from '@indic-transliteration/sanscript';

/** One ISO 15919 unit as sanscript writes Tamil: a stop (as voiced aspirate), a vowel or another letter. */
const ISO_UNIT = /ḍh|dh|gh|jh|bh|ai|au|[a-zāīūēōṅñṇḻḷṟṉṣśḥ0-9]/gu;
const VOWELS = new Set(['a', 'ā', 'i', 'ī', 'u', 'ū', 'e', 'ē', 'ai', 'o', 'ō', 'au']);
const PLAIN: Record<string, string> = {
  ā: 'aa',
  ī: 'ii',
  ū: 'uu',
  ē: 'ee',
  ō: 'oo',
  ṇ: 'n',
  ṉ: 'n',
  ḷ: 'l',
  ḻ: 'zh',
  ṣ: 'sh',
  ś: 'sh',
  ḥ: 'h',
};

/** The Latin spelling of one ISO unit at position `i` of `units`, from its neighbours (rules in the header). */
function spell(units: string[], i: number): string {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  const doubled = prev === u || next === u;
  const betweenVowels = prev !== undefined && VOWELS.has(prev) && next !== undefined && VOWELS.has(next);
  switch (u) {
    case 'gh': // க
      if (prev === 'ṅ') return 'g';
      return !doubled && betweenVowels ? 'g' : 'k';
    case 'jh': // ச
      if (prev === 'ñ') return 'j';
      return doubled ? 'ch' : 's';
    case 'ḍh': // ட
      return doubled ? 't' : 'd';
    case 'dh': // த
      if (prev === 'n') return 'dh';
      return !doubled && betweenVowels ? 'dh' : 'th';
    case 'bh': // ப
      if (prev === 'ḥ') return 'f';
      return prev === 'm' ? 'b' : 'p';
    case 'ṟ': // ற
      if (next === 'ṟ') return 't';
      return prev === 'ṉ' ? 'dr' : 'r';
    case 'ṅ': // ங: "ng", or "n" before க (which then reads g: ங்க → ng)
      return next === 'gh' ? 'n' : 'ng';
    case 'ñ': // ஞ: "nj", or "n" before ச (which then reads j: ஞ்ச → nj)
      return next === 'jh' ? 'n' : 'nj';
    case 'ḥ': // ஃ: silent before ப (ஃப = f), else "h"
      return next === 'bh' ? '' : 'h';
    default:
      return PLAIN[u] ?? u;
  }
}

/** True when `text` contains at least one letter of the Tamil block (U+0B80–U+0BFF). */
export function hasTamil(text: string): boolean {
  return /[\u0B80-\u0BFF]/u.test(text);
}

/**
 * Romanises one Tamil word (NFC, Tamil block only — see tokenize.ts) to lowercase ASCII, e.g. தக்காளி → "thakkaali",
 * அரிசி → "arisi", குழம்பு → "kuzhambu", வெற்றி → "vetri". Tamil digits become ASCII digits. Deterministic; pure.
 */
export function romanizeTamil(word: string): string {
  const iso = Sanscript.t(word.normalize('NFC'), 'tamil', 'iso');
  const units = iso.match(ISO_UNIT) ?? [];
  let out = '';
  for (let i = 0; i < units.length; i++) out += spell(units, i);
  return out;
}
