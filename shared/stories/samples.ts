import { defineSamples } from '../contracts/contract.ts';
import { isoDateInDays } from '../taxi/samples.ts';
import { storiesContract } from './contract.ts';

/** A success story of a couple who met on the site, with their consent given on a signed form a month ago. */
const story = () => ({
  titleTa: 'யாழ்ப்பாணத்தில் தொடங்கிய எங்கள் பயணம்',
  titleEn: 'Our journey began in Jaffna',
  bodyTa: 'இந்தத் தளத்தில் சந்தித்தோம்; இரு குடும்பங்களும் சந்தித்த பின் கடந்த தையில் திருமணம் செய்தோம்.',
  bodyEn: 'We met on this site; after our families met, we married last January.',
  names: 'Kavitha & Arun',
  city: 'Toronto',
  consentGivenBy: 'Kavitha Sivakumar and Arun Rajan',
  consentGivenOn: isoDateInDays(-30),
  consentMethod: 'signed_form' as const,
  consentNote: 'Form kept in the office file 2026/14.',
});

/** The sample bodies of the success-stories contract (decision 182 "Samples"): the admin adds, edits and publishes a story. */
export const storiesSamples = defineSamples(storiesContract, {
  create: story,
  update: story,
  setPublished: { published: true },
});
