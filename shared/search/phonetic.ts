/**
 * The phonetic folding key: one spelling for the many ways a Tamil word is written in Latin letters. It is applied
 * to BOTH sides — to the romanised Tamil text (romanize.ts) and to English words when a document is written, and
 * to every Latin word of a query — so "thakkali", "thakali", "takkaali" all meet தக்காளி ("thakkaali"), and
 * "kozhambu", "kulambu", "kuzhambu" meet குழம்பு. Decision record: docs/decisions/040-tamil-aware-search.md.
 *
 * Each rule and why (order matters; each rule works on the output of the one before):
 *  1. "zh" → "l"           ழ is written zh, l or ll (Thamizh / Tamil, kozhambu / kulambu): one letter.
 *     "nj"/"ny", and "gn" at the start → "n"
 *                          ஞ is written nj, ny or gn (njaayiru / nyayiru / gnayiru; manjal).
 *  2. "ch"/"sh" → "s"      ச is said s or ch (arisi, chennai, sambar) and ஷ/ஶ are written sh: one sibilant.
 *     "c" → "s" before e/i/y, else "k"
 *                          English c (Colombo, curry, cinema) has the sound of k or s.
 *     "j" → "s", "z" → "s" ஜ and ச are written j or s (roja / rosa, jaathi / saathi); z is a sibilant too.
 *     "ph"/"f" → "p", "q" → "k", "x" → "ks", "w" → "v"
 *                          ஃப/ப are written f, ph or p; Tamil has one v/w letter (வ).
 *  3. "h" after a consonant is dropped; other h too, except the first letter
 *                          aspiration marks nothing in Tamil (th/dh/kh/bh are a Tanglish habit for த, ட, க, ப).
 *  4. g → k, d → t, b → p  Tamil script does not write voicing: க is k or g, த/ட are t or d, ப is p or b
 *                          (idli / itli, deepavali / theepavali, kuzhambu / kulampu). This also folds t/th/d.
 *  5. "ai"/"ei" → "a", and "ay"/"ey" before a consonant or at the end → "a"
 *                          ஐ is written ai, ay, ei or left off (thosai / dosa, vadai / vada, thengai / thengay).
 *  6. e → i, o → u         Latin vowels do not map to Tamil ones: "ee" is ஈ (veedu) or ஏ (theen), "oo" is ஊ (oor)
 *                          or ஓ (thoosai); e/i and o/u are therefore one vowel each (kozhambu / kuzhambu).
 *  7. a final "y" after a consonant → "i"
 *                          itly / idli, kandy / kandi.
 *  8. every run of one letter → one letter (digits are left alone: 2000 is not 20)
 *                          vowel length (aa, ii, uu) and doubled consonants (kk, tt, ll, nn) are written or not
 *                          (thakkali / thakali, appam / apam, ammaa / amma).
 * Not folded, on purpose: l/r and n/m stay apart (kari / kali, mun / mum are different words), and vowels other than
 * e/i and o/u keep their identity; typos beyond these rules are the trigram stage's job (api/lib/search).
 */

/** Rules 1–2: letter groups with one Tamil sound. */
const GROUPS: [RegExp, string][] = [
  [/zh/g, 'l'],
  [/^gn|n[jy]/g, 'n'],
  [/[cs]h/g, 's'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/[jz]/g, 's'],
  [/ph|f/g, 'p'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
];

/**
 * The phonetic key of one word of lowercase ASCII letters and digits (a Latin query word, an English word of a
 * document, or the output of romanizeTamil), e.g. "thakkaali" → "takali", "kozhambu" → "kulampu",
 * "chennai" → "sina". Other characters are dropped. Returns '' for a word with no letters or digits.
 */
export function phoneticKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [pattern, to] of GROUPS) w = w.replace(pattern, to);
  // 3. aspiration: every h but a first letter.
  w = w.slice(0, 1) + w.slice(1).replace(/h/g, '');
  // 4. voicing.
  w = w.replace(/g/g, 'k').replace(/d/g, 't').replace(/b/g, 'p');
  // 5. the ஐ vowel.
  w = w.replace(/[ae]i/g, 'a').replace(/[ae]y(?![aeiou])/g, 'a');
  // 6. e/i and o/u.
  w = w.replace(/e/g, 'i').replace(/o/g, 'u');
  // 7. final y after a consonant.
  w = w.replace(/(?<=[^aeiu])y$/, 'i');
  // 8. length and gemination.
  return w.replace(/([a-z])\1+/g, '$1');
}
