import {
  CONTACT_ACCESS_PRICE_PENCE,
  CONTACT_ACCESS_YEARLY_MONTHS,
  MEMBERSHIP_MONTHLY_PENCE,
  TAXI_RESPONSE_HOURS,
  type Language,
} from '../constants.ts';
import { COINS_PER_MEMBERSHIP_MONTH, DRAW_HOUR, DRAW_MIN_PARTICIPANTS } from '../wheel/constants.ts';

/**
 * The platform's help questions and answers in Tamil and English (spec 000 §1–§4, §9; issue 15 item 2 and the help
 * page of issue 19). The automated Q&A answer quotes the entries that match a question (api/modules/questions); the
 * help page lists them. Prices and limits come from shared/constants.ts, so a changed price changes the text here.
 * `path` is the app page the entry is about (linked from the automated answer).
 */
export interface FaqEntry {
  id: string;
  path: string;
  question: Record<Language, string>;
  answer: Record<Language, string>;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(pence % 100 === 0 ? 0 : 2)}`;
const MONTHLY = pounds(MEMBERSHIP_MONTHLY_PENCE);
const CONTACT_MONTH = pounds(CONTACT_ACCESS_PRICE_PENCE.monthly);
const CONTACT_YEAR = pounds(CONTACT_ACCESS_PRICE_PENCE.yearly);

/** Every help entry, in the order the help page shows them. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is',
    path: '/',
    question: { en: 'What is Tamil Community?', ta: 'தமிழ் சமூகம் என்றால் என்ன?' },
    answer: {
      en: 'A platform for Tamil people around the world: vehicle requests in Sri Lanka, jobs, a Tamil goods store, community questions and answers, marriage profiles and a free daily coin wheel — in Tamil and English.',
      ta: 'உலகெங்குமுள்ள தமிழர்களுக்கான தளம்: இலங்கையில் வாகன கோரிக்கைகள், வேலைகள், தமிழ்ப் பொருள் கடை, சமூகக் கேள்வி பதில்கள், திருமண விவரங்கள், தினசரி இலவச நாணயச் சக்கரம் — தமிழிலும் ஆங்கிலத்திலும்.',
    },
  },
  {
    id: 'membership',
    path: '/subscription',
    question: { en: 'How much does membership cost, and can I cancel?', ta: 'உறுப்புரிமைக் கட்டணம் எவ்வளவு? ரத்து செய்யலாமா?' },
    answer: {
      en: `${MONTHLY} a month, paid by card and renewed monthly. You can cancel at any time on the subscription page; it stays active until the end of the month you paid for.`,
      ta: `மாதம் ${MONTHLY}, அட்டை மூலம் செலுத்தி மாதந்தோறும் புதுப்பிக்கப்படும். சந்தா பக்கத்தில் எப்போது வேண்டுமானாலும் ரத்து செய்யலாம்; செலுத்திய மாதம் முடியும் வரை அது செயலில் இருக்கும்.`,
    },
  },
  {
    id: 'contact-access',
    path: '/taxi-services',
    question: { en: 'Who can see a phone number, and what does contact access cost?', ta: 'தொலைபேசி எண்ணை யார் பார்க்கலாம்? தொடர்பு அணுகலுக்கு எவ்வளவு கட்டணம்?' },
    answer: {
      en: `A poster's number is shown to the poster, the admin and members with paid contact access: ${CONTACT_MONTH} for a month or ${CONTACT_YEAR} for ${CONTACT_ACCESS_YEARLY_MONTHS} months, an active subscription, or coins from the wheel. Everyone else sees "View contact".`,
      ta: `பதிவிட்டவரின் எண் அவருக்கும், நிர்வாகிக்கும், கட்டணத் தொடர்பு அணுகல் உள்ள உறுப்பினர்களுக்கும் மட்டுமே தெரியும்: ஒரு மாதத்துக்கு ${CONTACT_MONTH} அல்லது ${CONTACT_ACCESS_YEARLY_MONTHS} மாதங்களுக்கு ${CONTACT_YEAR}, செயலிலுள்ள சந்தா, அல்லது சக்கரத்தில் பெற்ற நாணயங்கள். மற்றவர்களுக்கு "தொடர்பைக் காண்க" மட்டும் தெரியும்.`,
    },
  },
  {
    id: 'vehicle-requests',
    path: '/taxi-services',
    question: { en: 'How do vehicle requests in Sri Lanka work?', ta: 'இலங்கையில் வாகன கோரிக்கைகள் எப்படி வேலை செய்கின்றன?' },
    answer: {
      en: `Log in and post your trip: from where, to where, the date, the passengers and the luggage. Drivers see the request and we aim to respond within ${TAXI_RESPONSE_HOURS} hours. You can post with no signal; it is sent once when you are back online.`,
      ta: `உள்நுழைந்து உங்கள் பயணத்தைப் பதிவிடுங்கள்: எங்கிருந்து, எங்கு, தேதி, பயணிகள், பொதிகள். ஓட்டுநர்கள் கோரிக்கையைப் பார்ப்பார்கள்; ${TAXI_RESPONSE_HOURS} மணி நேரத்துக்குள் பதிலளிக்க முயல்கிறோம். இணைப்பு இல்லாதபோதும் பதிவிடலாம்; இணைப்பு வந்ததும் ஒரு முறை மட்டும் அனுப்பப்படும்.`,
    },
  },
  {
    id: 'wheel',
    path: '/',
    question: { en: 'How does the daily coin wheel and the draw work?', ta: 'தினசரி நாணயச் சக்கரமும் குலுக்கலும் எப்படி நடக்கின்றன?' },
    answer: {
      en: `Every member may spin once a day (UK calendar day). ${COINS_PER_MEMBERSHIP_MONTH} coins give one month of membership. At ${DRAW_HOUR}:00 UK time, when ${DRAW_MIN_PARTICIPANTS} or more members spun that day, one winner is drawn and told by e-mail. The fairness page lets anyone check past spins.`,
      ta: `ஒவ்வொரு உறுப்பினரும் நாளுக்கு ஒரு முறை (ஐக்கிய இராச்சிய நாள்) சுழற்றலாம். ${COINS_PER_MEMBERSHIP_MONTH} நாணயங்கள் ஒரு மாத உறுப்புரிமை தரும். அன்று ${DRAW_MIN_PARTICIPANTS} அல்லது அதற்கு மேற்பட்டோர் சுழற்றியிருந்தால், ஐக்கிய இராச்சிய நேரம் ${DRAW_HOUR}:00 மணிக்கு ஒருவர் வெற்றியாளராகத் தேர்ந்தெடுக்கப்பட்டு மின்னஞ்சலில் தெரிவிக்கப்படுவார். கடந்த சுழற்சிகளை நேர்மைப் பக்கத்தில் யாரும் சரிபார்க்கலாம்.`,
    },
  },
  {
    id: 'jobs',
    path: '/jobs',
    question: { en: 'How do I post a job or apply for one?', ta: 'வேலையை எப்படிப் பதிவிடுவது அல்லது விண்ணப்பிப்பது?' },
    answer: {
      en: 'Members post jobs from the jobs page; a person reviews each job before it is listed. To apply, open a job and fill in the application; follow its status under "My applications".',
      ta: 'உறுப்பினர்கள் வேலைகள் பக்கத்திலிருந்து வேலையைப் பதிவிடலாம்; ஒவ்வொரு வேலையும் பட்டியலிடப்படும் முன் ஒருவர் சரிபார்க்கிறார். விண்ணப்பிக்க வேலையைத் திறந்து விண்ணப்பத்தை நிரப்புங்கள்; அதன் நிலையை "எனது விண்ணப்பங்கள்" பகுதியில் பாருங்கள்.',
    },
  },
  {
    id: 'store',
    path: '/',
    question: { en: 'How do I buy from the Tamil store?', ta: 'தமிழ்க் கடையில் எப்படி வாங்குவது?' },
    answer: {
      en: 'Add products to your basket and send a quote request with your contact details. The sellers and the admin receive it and reply with the price and delivery; nothing is charged on the site.',
      ta: 'பொருட்களைக் கூடையில் சேர்த்து, உங்கள் தொடர்பு விவரங்களுடன் விலைக்கோரிக்கை அனுப்புங்கள். விற்பனையாளர்களும் நிர்வாகியும் அதைப் பெற்று விலையும் விநியோகமும் பற்றிப் பதிலளிப்பார்கள்; தளத்தில் பணம் எதுவும் வசூலிக்கப்படாது.',
    },
  },
  {
    id: 'questions',
    path: '/questions',
    question: { en: 'How do community questions and automated answers work?', ta: 'சமூகக் கேள்விகளும் தானியங்கிப் பதில்களும் எப்படி வேலை செய்கின்றன?' },
    answer: {
      en: 'Members ask and answer questions and vote once per post. Right after you ask, an automated answer may point to earlier answered questions and help entries; it is always labelled and never replaces answers from people. The asker accepts the answer that helped.',
      ta: 'உறுப்பினர்கள் கேள்வி கேட்டுப் பதிலளிக்கலாம்; ஒவ்வொரு பதிவுக்கும் ஒரு முறை வாக்களிக்கலாம். நீங்கள் கேட்டவுடன், முன்பு பதிலளிக்கப்பட்ட கேள்விகளையும் உதவிப் பதிவுகளையும் காட்டும் தானியங்கிப் பதில் வரலாம்; அது எப்போதும் குறிக்கப்பட்டிருக்கும், மனிதர்களின் பதில்களுக்கு மாற்றாகாது. உதவிய பதிலைக் கேட்டவர் ஏற்றுக்கொள்வார்.',
    },
  },
  {
    id: 'account-security',
    path: '/profile',
    question: { en: 'How do I keep my account safe or delete it?', ta: 'என் கணக்கைப் பாதுகாப்பது அல்லது நீக்குவது எப்படி?' },
    answer: {
      en: 'In the Security tab of your profile you can turn on two-step login with an authenticator app, see the devices where you are signed in and log any of them out, change your password (your other devices are then logged out) and delete your account: it is deactivated and you are logged out everywhere.',
      ta: 'உங்கள் சுயவிவரத்தின் பாதுகாப்புப் பகுதியில் அங்கீகரிப்புச் செயலியுடன் இரு-படி உள்நுழைவை இயக்கலாம், நீங்கள் உள்நுழைந்துள்ள சாதனங்களைப் பார்த்து அவற்றில் எதிலிருந்தும் வெளியேறலாம், கடவுச்சொல்லை மாற்றலாம் (அப்போது மற்ற சாதனங்களிலிருந்து வெளியேற்றப்படுவீர்கள்), கணக்கை நீக்கலாம்: அது செயலிழக்கச் செய்யப்பட்டு எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள்.',
    },
  },
  {
    id: 'offline',
    path: '/',
    question: { en: 'Can I use it on my phone with a weak connection?', ta: 'பலவீனமான இணைப்புடன் தொலைபேசியில் பயன்படுத்தலாமா?' },
    answer: {
      en: 'Yes. Open the site in your phone\'s browser and choose "Add to Home screen". Lists you have seen open offline, and what you post without signal is sent once when you are back online.',
      ta: 'ஆம். உங்கள் தொலைபேசி உலாவியில் தளத்தைத் திறந்து "முகப்புத் திரையில் சேர்" என்பதைத் தேர்ந்தெடுங்கள். நீங்கள் பார்த்த பட்டியல்கள் இணைப்பின்றியும் திறக்கும்; இணைப்பு இல்லாதபோது பதிவிட்டவை இணைப்பு வந்ததும் ஒரு முறை மட்டும் அனுப்பப்படும்.',
    },
  },
];
