import { describe, expect, it } from 'vitest';
import { porutham, PORUTHAM_IDS, raasiOfStar, starCount, type PoruthamId } from './porutham.ts';
import { NAKSHATRAS, type Nakshatra, type Raasi } from './stars.ts';

const matched = (id: PoruthamId, bride: Nakshatra, groom: Nakshatra, raasis: { bride?: Raasi; groom?: Raasi } = {}) =>
  porutham({ star: bride, raasi: raasis.bride ?? null }, { star: groom, raasi: raasis.groom ?? null }).results.find((r) => r.id === id)!.matched;

describe('ten-porutham reading (issue 16 item 4)', () => {
  it('counts stars from the bride (1) to the groom, around the circle', () => {
    expect(starCount('ashwini', 'bharani')).toBe(2);
    expect(starCount('ashwini', 'magha')).toBe(10);
    expect(starCount('revati', 'ashwini')).toBe(2);
    expect(starCount('rohini', 'rohini')).toBe(1);
  });

  it('takes the sign of the first pada when no raasi is given', () => {
    expect(raasiOfStar('ashwini')).toBe('mesham');
    expect(raasiOfStar('krittika')).toBe('mesham');
    expect(raasiOfStar('mrigashirsha')).toBe('rishabam');
    expect(raasiOfStar('uttara_ashadha')).toBe('dhanusu');
    expect(raasiOfStar('purva_bhadrapada')).toBe('kumbam');
    expect(raasiOfStar('revati')).toBe('meenam');
  });

  it('dina: the count mod 9 is 2, 4, 6, 8 or 0', () => {
    expect(matched('dina', 'ashwini', 'bharani')).toBe(true); // 2
    expect(matched('dina', 'ashwini', 'ashlesha')).toBe(true); // 9 → 0
    expect(matched('dina', 'ashwini', 'krittika')).toBe(false); // 3
    expect(matched('dina', 'ashwini', 'magha')).toBe(false); // 10 → 1
  });

  it('gana: same gana, deva with manushya, or a rakshasa groom; not a rakshasa bride with another groom', () => {
    expect(matched('gana', 'ashwini', 'hasta')).toBe(true); // deva, deva
    expect(matched('gana', 'ashwini', 'bharani')).toBe(true); // deva, manushya
    expect(matched('gana', 'ashwini', 'magha')).toBe(true); // deva bride, rakshasa groom
    expect(matched('gana', 'magha', 'ashwini')).toBe(false); // rakshasa bride, deva groom
    expect(matched('gana', 'krittika', 'rohini')).toBe(false); // rakshasa bride, manushya groom
  });

  it('mahendra: the count is 4, 7, 10, 13, 16, 19, 22 or 25', () => {
    expect(matched('mahendra', 'ashwini', 'rohini')).toBe(true); // 4
    expect(matched('mahendra', 'ashwini', 'revati')).toBe(false); // 27
    expect(matched('mahendra', 'ashwini', 'mrigashirsha')).toBe(false); // 5
  });

  it('stree deergha: the groom is more than 13 stars from the bride', () => {
    expect(matched('streeDeergha', 'ashwini', 'chitra')).toBe(true); // 14
    expect(matched('streeDeergha', 'ashwini', 'hasta')).toBe(false); // 13
  });

  it('yoni: not one of the seven enemy animal pairs', () => {
    expect(matched('yoni', 'ashwini', 'hasta')).toBe(false); // horse, buffalo
    expect(matched('yoni', 'rohini', 'uttara_ashadha')).toBe(false); // serpent, mongoose
    expect(matched('yoni', 'uttara_phalguni', 'chitra')).toBe(false); // cow, tiger
    expect(matched('yoni', 'ashwini', 'rohini')).toBe(true); // horse, serpent
  });

  it('rasi: the groom’s sign is the same, 7th or 9th–12th from the bride’s; not 2nd–6th or the 8th', () => {
    expect(matched('rasi', 'ashwini', 'swati')).toBe(true); // mesham → thulam, 7
    expect(matched('rasi', 'ashwini', 'bharani')).toBe(true); // same sign
    expect(matched('rasi', 'ashwini', 'rohini')).toBe(false); // rishabam, 2
    expect(matched('rasi', 'ashwini', 'anuradha')).toBe(false); // viruchigam, 8
    expect(matched('rasi', 'ashwini', 'krittika', { groom: 'rishabam' })).toBe(false); // a given raasi wins over the star's
  });

  it('rasi adhipathi: the signs’ lords are not natural enemies', () => {
    expect(matched('rasiAdhipathi', 'magha', 'shravana')).toBe(false); // Sun, Saturn
    expect(matched('rasiAdhipathi', 'ashwini', 'mula')).toBe(true); // Mars, Jupiter
    expect(matched('rasiAdhipathi', 'rohini', 'swati')).toBe(true); // Venus, Venus
  });

  it('vasya: either sign holds the other', () => {
    expect(matched('vasya', 'ashwini', 'magha')).toBe(true); // mesham → simmam
    expect(matched('vasya', 'magha', 'ashwini')).toBe(true); // the other way round
    expect(matched('vasya', 'ashwini', 'ardra')).toBe(false); // mesham, mithunam
  });

  it('rajju: not the same rajju group', () => {
    expect(matched('rajju', 'ashwini', 'magha')).toBe(false); // both feet
    expect(matched('rajju', 'mrigashirsha', 'dhanishta')).toBe(false); // both head
    expect(matched('rajju', 'ashwini', 'bharani')).toBe(true);
  });

  it('vedha: the stars do not afflict each other', () => {
    expect(matched('vedha', 'ashwini', 'jyeshtha')).toBe(false);
    expect(matched('vedha', 'jyeshtha', 'ashwini')).toBe(false);
    expect(matched('vedha', 'chitra', 'dhanishta')).toBe(false);
    expect(matched('vedha', 'ashwini', 'bharani')).toBe(true);
  });

  it('reads every one of the 27 × 27 pairs: ten results in order, the count of matches, rajju and vedha symmetric', () => {
    for (const bride of NAKSHATRAS) {
      for (const groom of NAKSHATRAS) {
        const reading = porutham({ star: bride }, { star: groom });
        expect(reading.results.map((r) => r.id)).toEqual([...PORUTHAM_IDS]);
        expect(reading.matchedCount).toBe(reading.results.filter((r) => r.matched).length);
        expect(reading.total).toBe(10);
        const back = porutham({ star: groom }, { star: bride });
        for (const id of ['rajju', 'vedha', 'yoni', 'vasya', 'rasiAdhipathi'] as const) {
          expect(back.results.find((r) => r.id === id)!.matched, `${id} ${bride}/${groom}`).toBe(reading.results.find((r) => r.id === id)!.matched);
        }
      }
    }
  });
});
