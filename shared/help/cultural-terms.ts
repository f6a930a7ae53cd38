import type { Language } from '../constants.ts';
import { DRAW_HOUR, DRAW_MIN_PARTICIPANTS } from '../wheel/constants.ts';

/**
 * The five Tamil terms the help popup explains (spec 000 §1: draw, wheel spinning, matchmaking service, vehicle
 * services, community sharing; issue 19 item 4), each in both languages: the Tamil word, how to say it (in Latin
 * letters, for readers who do not read Tamil script), what it means, where it is used on the platform and examples
 * of use. Bilingual data like the FAQ (shared/help/faq.ts): the guide shows the reader's language and always the
 * Tamil word.
 */
export interface CulturalTerm {
  id: 'draw' | 'wheel' | 'matchmaking' | 'vehicles' | 'sharing';
  /** The term in Tamil script. */
  tamil: string;
  /** The term as English speakers know it. */
  english: string;
  /** How the Tamil word sounds, in Latin letters, stressed syllables not marked. */
  pronunciation: string;
  explanation: Record<Language, string>;
  context: Record<Language, string>;
  examples: Record<Language, readonly string[]>;
}

const DRAW_TIME_EN = `${DRAW_HOUR > 12 ? DRAW_HOUR - 12 : DRAW_HOUR} PM`;
const DRAW_TIME_TA = `மாலை ${DRAW_HOUR > 12 ? DRAW_HOUR - 12 : DRAW_HOUR} மணி`;

/** The five terms, in the order of spec 000 §1. */
export const CULTURAL_TERMS: readonly CulturalTerm[] = [
  {
    id: 'draw',
    tamil: 'குலுக்கல்',
    english: 'Draw',
    pronunciation: 'ku-luk-kal',
    explanation: {
      ta: 'பல பெயர்களில் இருந்து ஒருவரை நேர்மையாக, தற்செயலாகத் தேர்ந்தெடுப்பது — சீட்டுகளைப் பாத்திரத்தில் போட்டுக் குலுக்கி எடுப்பதிலிருந்து வந்த சொல்.',
      en: 'Choosing one name out of many fairly, by chance — the word comes from shaking slips of paper in a pot and drawing one.',
    },
    context: {
      ta: `ஒவ்வொரு நாளும் பிரித்தானிய நேரம் ${DRAW_TIME_TA}க்கு, அன்று இணைந்தவர்கள் ${DRAW_MIN_PARTICIPANTS} பேர் அல்லது அதற்கு மேல் இருந்தால், ஒருவர் வெற்றியாளராகக் குலுக்கலில் தேர்ந்தெடுக்கப்படுவார்.`,
      en: `Every day at ${DRAW_TIME_EN} UK time, when ${DRAW_MIN_PARTICIPANTS} or more members joined that day, one of them is drawn as the winner.`,
    },
    examples: {
      ta: ['இன்றைய குலுக்கலில் யார் வென்றார்கள்?', 'கோவில் திருவிழாவில் குலுக்கல் சீட்டு வாங்கினேன்.'],
      en: ['Who won today’s draw?', 'I bought a draw ticket at the temple festival.'],
    },
  },
  {
    id: 'wheel',
    tamil: 'சக்கரம் சுழற்றுதல்',
    english: 'Wheel spinning',
    pronunciation: 'chak-ka-ram su-zhat-tru-thal',
    explanation: {
      ta: 'நாணயச் சக்கரத்தைச் சுழற்றி, அது நிற்கும் பகுதியின் நாணயங்களைப் பெறுவது. “ழ” ஒலி தமிழுக்கே உரியது — நாக்கை மேலே மடித்துச் சொல்லுங்கள்.',
      en: 'Turning the coin wheel and receiving the coins of the segment where it stops. The “zh” is the sound special to Tamil — curl the tongue back, between an r and an l.',
    },
    context: {
      ta: 'உறுப்பினர்கள் நாளொன்றுக்கு ஒரு முறை இலவசமாகச் சுழற்றலாம்; நாணயங்கள் சேர்ந்ததும் உறுப்பினர் சந்தாவுக்குப் பயன்படும்.',
      en: 'Members spin free once a day; collected coins count towards the membership.',
    },
    examples: {
      ta: ['இன்று சக்கரம் சுழற்றினீர்களா?', 'சக்கரம் சுழற்றி 50 நாணயங்கள் கிடைத்தன.'],
      en: ['Have you spun the wheel today?', 'I spun the wheel and won 50 coins.'],
    },
  },
  {
    id: 'matchmaking',
    tamil: 'வரன் தேடல்',
    english: 'Matchmaking service',
    pronunciation: 'va-ran thay-dal',
    explanation: {
      ta: '“வரன்” என்பது திருமணத்துக்குப் பொருத்தமான மணமகன் அல்லது மணமகள். வரன் தேடல் — குடும்பத்தினரும் மணமக்களும் சேர்ந்து பொருத்தமான துணையைத் தேடுவது.',
      en: '“Varan” is a suitable bride or groom. Varan thedal — the search for a match, traditionally made by the family together with the young people themselves.',
    },
    context: {
      ta: 'திருமணப் பகுதியில் விவரங்களைப் பார்க்கலாம், விருப்பம் தெரிவிக்கலாம், பொருத்தம் (நட்சத்திரப் பொருத்தம்) பார்க்கலாம்; பெற்றோரும் விவரம் நிர்வகிக்கலாம்.',
      en: 'In the marriage section you browse profiles, express interest and see the traditional star compatibility (porutham); parents may manage a profile.',
    },
    examples: {
      ta: ['மகளுக்கு வரன் தேடுகிறோம்.', 'நல்ல வரன் அமைந்தது!'],
      en: ['We are looking for a match for our daughter.', 'A good match has been found!'],
    },
  },
  {
    id: 'vehicles',
    tamil: 'வாகன சேவைகள்',
    english: 'Vehicle services',
    pronunciation: 'vaa-ha-na say-vai-gal',
    explanation: {
      ta: 'வாடகைக்கு வாகனம் — டாக்ஸி, வேன், முச்சக்கர வண்டி (ஆட்டோ) — கேட்டு ஓட்டுநர்களுடன் தொடர்புகொள்வது.',
      en: 'Hiring a vehicle — a taxi, a van, a three-wheeler (tuk-tuk) — by posting a request that drivers answer.',
    },
    context: {
      ta: 'இலங்கையில் பயணம் செய்ய — விமான நிலையத்திலிருந்து வீட்டுக்கு, கோவில் பயணம் — கோரிக்கை இடுங்கள்; தொடர்பு எண்கள் கட்டணம் செலுத்தியவர்களுக்கு மட்டும்.',
      en: 'For trips in Sri Lanka — from the airport home, a temple visit — post a request; contact numbers are shown to paying members only.',
    },
    examples: {
      ta: ['கொழும்பு விமான நிலையத்திலிருந்து யாழ்ப்பாணத்துக்கு வாகனம் தேவை.', 'நான்கு பேருக்கு வேன் கிடைக்குமா?'],
      en: ['I need a vehicle from Colombo airport to Jaffna.', 'Is there a van for four people?'],
    },
  },
  {
    id: 'sharing',
    tamil: 'சமூகப் பகிர்வு',
    english: 'Community sharing',
    pronunciation: 'sa-moo-gap pa-gir-vu',
    explanation: {
      ta: 'தேவையில்லாத பொருட்களைக் கொடுப்பதும், உதவி கேட்பதும் — ஒருவருக்கொருவர் கை கொடுக்கும் தமிழ்ப் பண்பு.',
      en: 'Giving away what you no longer need and asking for help — the Tamil habit of lending each other a hand.',
    },
    context: {
      ta: 'சமூகப் பகிர்வுப் பகுதியில் (/community) உடைகள், புத்தகங்கள், பயண உதவி போன்றவற்றைக் கொடுக்கலாம் அல்லது கேட்கலாம்; பொதுவான கேள்விகளைக் கேள்வி-பதில் பகுதியில் கேளுங்கள்.',
      en: 'The community sharing section (/community) is for offering or asking for clothes, books, a lift and the like; general questions go to Questions and answers.',
    },
    examples: {
      ta: ['பள்ளிப் புத்தகங்களைப் பகிர விரும்புகிறேன்.', 'வயதான அம்மாவை மருத்துவமனைக்கு அழைத்துச் செல்ல உதவி தேவை.'],
      en: ['I would like to share school books.', 'I need help taking my elderly mother to hospital.'],
    },
  },
];
