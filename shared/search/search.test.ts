import { describe, expect, it } from 'vitest';
import { buildSearchDocument, MAX_QUERY_WORDS, parseSearchQuery } from './document.ts';
import { phoneticKey } from './phonetic.ts';
import { romanizeTamil } from './romanize.ts';
import { normalizeText, searchWords } from './tokenize.ts';

describe('romanizeTamil', () => {
  it.each([
    ['தக்காளி', 'thakkaali'],
    ['அரிசி', 'arisi'],
    ['குழம்பு', 'kuzhambu'],
    ['பொங்கல்', 'pongal'],
    ['சென்னை', 'sennai'],
    ['இட்லி', 'idli'],
    ['பாட்டி', 'paatti'],
    ['பச்சை', 'pachchai'],
    ['மஞ்சள்', 'manjal'],
    ['பந்தல்', 'pandhal'],
    ['வெற்றி', 'vetri'],
    ['நன்றி', 'nandri'],
    ['ஃபோன்', 'foon'],
    ['ஸ்ரீ', 'srii'],
    ['௧௨௩', '123'],
  ])('%s → %s', (tamil, latin) => {
    expect(romanizeTamil(tamil)).toBe(latin);
  });

  it('reads decomposed (non-NFC) vowel signs like composed ones', () => {
    expect(romanizeTamil('கொழும்பு'.normalize('NFD'))).toBe(romanizeTamil('கொழும்பு'));
    expect(romanizeTamil('\u0b95\u0bc6\u0bbe')).toBe('ko');
  });
});

describe('phoneticKey', () => {
  it.each([
    ['zh / l (ழ)', 'kozhambu', 'kulambu'],
    ['aspiration and t/th/d', 'thakkali', 'takkali'],
    ['voicing d/t (ட)', 'idli', 'itli'],
    ['voicing g/k', 'pongal', 'ponkal'],
    ['voicing b/p', 'sambar', 'sampar'],
    ['s / ch (ச)', 'chennai', 'sennai'],
    ['English c', 'colombo', 'kolumbu'],
    ['ai / a / ay (ஐ)', 'dosai', 'dosa'],
    ['final ay', 'thengay', 'thengai'],
    ['ee / i and oo / u', 'veedu', 'vidu'],
    ['e / i', 'chithirai', 'chethirai'],
    ['o / u', 'kozhi', 'kuzhi'],
    ['vowel length', 'thaathaa', 'thatha'],
    ['gemination', 'appam', 'apam'],
    ['nj / ny / gn (ஞ)', 'nyayiru', 'gnayiru'],
    ['w / v', 'wazhai', 'vazhai'],
    ['final y', 'kandy', 'kandi'],
    ['ph / f', 'phone', 'fone'],
  ])('folds %s: %s = %s', (_rule, a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });

  it.each([
    ['l and r stay apart', 'kari', 'kali'],
    ['n and m stay apart', 'mun', 'mum'],
    ['a and u stay apart', 'pal', 'pul'],
  ])('keeps %s: %s ≠ %s', (_rule, a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('keeps digits as they are and drops anything but letters and digits', () => {
    expect(phoneticKey('2000')).toBe('2000');
    expect(phoneticKey("o'neil-99")).toBe('unal99');
    expect(phoneticKey('!!!')).toBe('');
  });

  it('gives romanised Tamil and common Tanglish spellings the same key', () => {
    for (const [latin, tamil] of [
      ['thakkali', 'தக்காளி'],
      ['arisi', 'அரிசி'],
      ['kozhambu', 'குழம்பு'],
      ['kulambu', 'குழம்பு'],
      ['yazhpanam', 'யாழ்ப்பாணம்'],
      ['deepavali', 'தீபாவளி'],
    ] as const) {
      expect(phoneticKey(latin), latin).toBe(phoneticKey(romanizeTamil(tamil)));
    }
  });
});

describe('searchWords', () => {
  it('normalises to NFC and removes zero-width joiners inside Tamil words', () => {
    expect(normalizeText('கொ\u200cழும்பு'.normalize('NFD'))).toBe('கொழும்பு');
    expect(searchWords('கொ\u200dழும்பு').map((w) => w.surface)).toEqual(['கொழும்பு']);
  });

  it('splits on punctuation and where Tamil meets another script', () => {
    expect(searchWords('தக்காளிsoup, Café-Ōlam! 2024').map((w) => w.surface)).toEqual(['தக்காளி', 'soup', 'cafe', 'olam', '2024']);
  });

  it('gives Tamil words a roman form and a key, other scripts only their surface', () => {
    expect(searchWords('அரிசி Rice ශ්‍රී')).toEqual([
      { surface: 'அரிசி', roman: 'arisi', key: 'arisi' },
      { surface: 'rice', roman: 'rice', key: 'risi' },
      { surface: 'ශ්රී', roman: null, key: null },
    ]);
  });
});

describe('buildSearchDocument', () => {
  it('writes surface | roman | keys, each distinct, skipping empty fields', () => {
    expect(buildSearchDocument('தக்காளி Tomato', null, undefined, 'tomato')).toBe('தக்காளி tomato | thakkaali | takali tumatu');
  });

  it('is empty sections for nothing searchable', () => {
    expect(buildSearchDocument('', '!!!')).toBe(' |  | ');
  });
});

describe('parseSearchQuery', () => {
  it('returns null for nothing searchable: empty, punctuation, symbols, non-strings', () => {
    for (const q of ['', '   ', '!!!', '%_*', "'; --", '(.*)+$', null, undefined]) expect(parseSearchQuery(q), String(q)).toBeNull();
  });

  it('keeps only words from SQL and regex syntax', () => {
    expect(parseSearchQuery("rice' OR 1=1; DROP TABLE users; --")?.map((w) => w.surface)).toEqual(['rice', '1', 'drop', 'table', 'users']);
    expect(parseSearchQuery('^(rice+)+$ [x-z]* \\d{1,3}')?.map((w) => w.surface)).toEqual(['rice', 'x', 'z', 'd', '1', '3']);
  });

  it('bounds a 5,000-character query to a few short words', () => {
    const words = parseSearchQuery(`${'x'.repeat(5000)} rice`)!;
    expect(words).toHaveLength(1);
    expect(words[0]!.surface.length).toBeLessThanOrEqual(40);
    expect(parseSearchQuery('one two three four five six seven eight nine')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('drops English stop words unless nothing else is left, and repeated words', () => {
    expect(parseSearchQuery('rice and curry and rice')?.map((w) => w.surface)).toEqual(['rice', 'curry']);
    expect(parseSearchQuery('the')?.map((w) => w.surface)).toEqual(['the']);
  });
});
