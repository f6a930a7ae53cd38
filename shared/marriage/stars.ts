/**
 * The 27 stars (nakshatra, நட்சத்திரம்) and the 12 signs (raasi, இராசி) of the Tamil calendar, in their traditional
 * order (Ashwini = 1 … Revathi = 27; Mesham = 1 … Meenam = 12). Ids are stable ASCII keys stored in the database and
 * sent over the API; the screens show the Tamil or English name from the tables below. Used by the marriage profile
 * contract (issue 16 item 1) and the porutham reading (`./porutham.ts`, issue 16 item 4).
 */
export const NAKSHATRAS = [
  'ashwini', 'bharani', 'krittika', 'rohini', 'mrigashirsha', 'ardra', 'punarvasu', 'pushya', 'ashlesha',
  'magha', 'purva_phalguni', 'uttara_phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha',
  'mula', 'purva_ashadha', 'uttara_ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva_bhadrapada',
  'uttara_bhadrapada', 'revati',
] as const;
/** A star id, one of {@link NAKSHATRAS}. */
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** The 12 signs in order, Mesham (Aries) first. */
export const RAASIS = [
  'mesham', 'rishabam', 'mithunam', 'kadagam', 'simmam', 'kanni', 'thulam', 'viruchigam', 'dhanusu', 'magaram',
  'kumbam', 'meenam',
] as const;
/** A sign id, one of {@link RAASIS}. */
export type Raasi = (typeof RAASIS)[number];

/** Tamil and English names of each star, for labels (both languages shown side by side where space allows). */
export const NAKSHATRA_NAMES: Record<Nakshatra, { ta: string; en: string }> = {
  ashwini: { ta: 'அசுவினி', en: 'Ashwini' },
  bharani: { ta: 'பரணி', en: 'Bharani' },
  krittika: { ta: 'கார்த்திகை', en: 'Krittika' },
  rohini: { ta: 'ரோகிணி', en: 'Rohini' },
  mrigashirsha: { ta: 'மிருகசீரிடம்', en: 'Mrigashirsha' },
  ardra: { ta: 'திருவாதிரை', en: 'Ardra' },
  punarvasu: { ta: 'புனர்பூசம்', en: 'Punarvasu' },
  pushya: { ta: 'பூசம்', en: 'Pushya' },
  ashlesha: { ta: 'ஆயில்யம்', en: 'Ashlesha' },
  magha: { ta: 'மகம்', en: 'Magha' },
  purva_phalguni: { ta: 'பூரம்', en: 'Purva Phalguni' },
  uttara_phalguni: { ta: 'உத்திரம்', en: 'Uttara Phalguni' },
  hasta: { ta: 'அஸ்தம்', en: 'Hasta' },
  chitra: { ta: 'சித்திரை', en: 'Chitra' },
  swati: { ta: 'சுவாதி', en: 'Swati' },
  vishakha: { ta: 'விசாகம்', en: 'Vishakha' },
  anuradha: { ta: 'அனுஷம்', en: 'Anuradha' },
  jyeshtha: { ta: 'கேட்டை', en: 'Jyeshtha' },
  mula: { ta: 'மூலம்', en: 'Mula' },
  purva_ashadha: { ta: 'பூராடம்', en: 'Purva Ashadha' },
  uttara_ashadha: { ta: 'உத்திராடம்', en: 'Uttara Ashadha' },
  shravana: { ta: 'திருவோணம்', en: 'Shravana' },
  dhanishta: { ta: 'அவிட்டம்', en: 'Dhanishta' },
  shatabhisha: { ta: 'சதயம்', en: 'Shatabhisha' },
  purva_bhadrapada: { ta: 'பூரட்டாதி', en: 'Purva Bhadrapada' },
  uttara_bhadrapada: { ta: 'உத்திரட்டாதி', en: 'Uttara Bhadrapada' },
  revati: { ta: 'ரேவதி', en: 'Revati' },
};

/** Tamil and English names of each sign. */
export const RAASI_NAMES: Record<Raasi, { ta: string; en: string }> = {
  mesham: { ta: 'மேஷம்', en: 'Mesham (Aries)' },
  rishabam: { ta: 'ரிஷபம்', en: 'Rishabam (Taurus)' },
  mithunam: { ta: 'மிதுனம்', en: 'Mithunam (Gemini)' },
  kadagam: { ta: 'கடகம்', en: 'Kadagam (Cancer)' },
  simmam: { ta: 'சிம்மம்', en: 'Simmam (Leo)' },
  kanni: { ta: 'கன்னி', en: 'Kanni (Virgo)' },
  thulam: { ta: 'துலாம்', en: 'Thulam (Libra)' },
  viruchigam: { ta: 'விருச்சிகம்', en: 'Viruchigam (Scorpio)' },
  dhanusu: { ta: 'தனுசு', en: 'Dhanusu (Sagittarius)' },
  magaram: { ta: 'மகரம்', en: 'Magaram (Capricorn)' },
  kumbam: { ta: 'கும்பம்', en: 'Kumbam (Aquarius)' },
  meenam: { ta: 'மீனம்', en: 'Meenam (Pisces)' },
};
