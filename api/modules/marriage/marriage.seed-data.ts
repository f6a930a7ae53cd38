import type { MarriageProfileInput } from '#shared/marriage/schemas.ts';

/**
 * A demo profile: the form's fields with the age in years instead of the date of birth (computed at seed time);
 * no photos (no pictures of real people), education and occupation from the spec 001 §3 lists (decision 164).
 */
export type MarriageInput = Omit<MarriageProfileInput, 'dateOfBirth' | 'photos' | 'photoVisibility'> & { age: number };

/** Ten invented people across the diaspora (issue 16 item 8); about-me texts in Tamil and English. */
export const DEMO_PROFILES: readonly MarriageInput[] = [
  {
    name: 'Kavitha Sivakumar', age: 27, gender: 'female', city: 'Toronto', country: 'Canada', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'post_graduate', educationOther: null, occupation: 'it_professional', occupationOther: null, diet: 'vegetarian', heightCm: 162, star: 'rohini', raasi: 'rishabam',
    languages: ['Tamil', 'English', 'French'],
    aboutMe: 'யாழ்ப்பாணத்தில் பிறந்து ரொறன்ரோவில் வளர்ந்தேன். கர்நாடக இசையும் சமையலும் பிடிக்கும். I value family, honesty and a sense of humour.',
    familyDetails: 'Father a retired teacher, mother a homemaker; one younger brother at university.',
    partnerPreferences: 'Educated, kind, respects both cultures; Canada or UK preferred.', managedBy: 'parent',
  },
  {
    name: 'Arun Rajendran', age: 30, gender: 'male', city: 'London', country: 'United Kingdom', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'post_graduate', educationOther: null, occupation: 'engineer', occupationOther: null, diet: 'non_vegetarian', heightCm: 176, star: 'pushya', raasi: 'kadagam',
    languages: ['Tamil', 'English'],
    aboutMe: 'லண்டனில் கட்டமைப்புப் பொறியாளராக வேலை செய்கிறேன். I play cricket at weekends and volunteer at the Tamil school in East Ham.',
    familyDetails: 'Parents live in Harrow; elder sister married, in Leicester.',
    partnerPreferences: 'A caring partner who enjoys travel; profession open.', managedBy: 'self',
  },
  {
    name: 'Nila Tharmalingam', age: 25, gender: 'female', city: 'Jaffna', country: 'Sri Lanka', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'professional', educationOther: null, occupation: 'doctor', occupationOther: null, diet: 'vegetarian', heightCm: 158, star: 'uttara_phalguni', raasi: 'kanni',
    languages: ['Tamil', 'English', 'Sinhala'],
    aboutMe: 'யாழ் போதனா வைத்தியசாலையில் பயிற்சி மருத்துவர். பரதநாட்டியம் கற்றவள். I hope to specialise in paediatrics.',
    familyDetails: 'Father a bank manager, mother a school principal; two sisters.',
    partnerPreferences: 'A doctor or engineer, willing to live in Sri Lanka for some years.', managedBy: 'parent',
  },
  {
    name: 'Pradeep Kumaraswamy', age: 33, gender: 'male', city: 'Chennai', country: 'India', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'post_graduate', educationOther: null, occupation: 'other', occupationOther: 'Finance manager', diet: 'vegetarian', heightCm: 172, star: 'shravana', raasi: 'magaram',
    languages: ['Tamil', 'English', 'Hindi'],
    aboutMe: 'சென்னையில் ஒரு நிதி நிறுவனத்தில் மேலாளர். புத்தகம் வாசிப்பதும் மலையேற்றமும் பிடிக்கும். Simple, family-minded and curious.',
    familyDetails: 'Parents in Mylapore; younger brother in Bengaluru.',
    partnerPreferences: 'Graduate, from any Tamil background, open to moving abroad later.', managedBy: 'self',
  },
  {
    name: 'Dharshini Yogarajah', age: 29, gender: 'female', city: 'Zurich', country: 'Switzerland', caste: null, religion: 'Christian', motherTongue: 'Tamil',
    education: 'professional', educationOther: null, occupation: 'other', occupationOther: 'Pharmacist', diet: 'non_vegetarian', heightCm: 165, star: null, raasi: null,
    languages: ['Tamil', 'German', 'English'],
    aboutMe: 'சூரிச்சில் மருந்தாளராக வேலை செய்கிறேன். ஞாயிறு தேவாலயப் பாடகர் குழுவில் பாடுகிறேன். I love hiking in the Alps.',
    familyDetails: 'Parents came from Trincomalee in 1992; one brother, an engineer in Basel.',
    partnerPreferences: 'Christian, settled in Europe, warm and respectful.', managedBy: 'sibling',
  },
  {
    name: 'Senthil Murugan', age: 31, gender: 'male', city: 'Singapore', country: 'Singapore', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'graduate', educationOther: null, occupation: 'engineer', occupationOther: null, diet: 'non_vegetarian', heightCm: 170, star: 'krittika', raasi: 'mesham',
    languages: ['Tamil', 'English', 'Malay'],
    aboutMe: 'சிங்கப்பூரில் மின் பொறியாளர். Temple volunteer during Thaipusam; I cook a good biryani.',
    familyDetails: 'Parents in Little India; one married sister.',
    partnerPreferences: 'Someone who likes a quiet home and big family gatherings.', managedBy: 'parent',
  },
  {
    name: 'Mathura Ganeshan', age: 26, gender: 'female', city: 'Melbourne', country: 'Australia', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'professional', educationOther: null, occupation: 'other', occupationOther: 'Registered nurse', diet: 'vegan', heightCm: 160, star: 'chitra', raasi: 'thulam',
    languages: ['Tamil', 'English'],
    aboutMe: 'மெல்பேர்னில் செவிலியர். வீணை வாசிப்பேன். Animal lover, vegan for five years, happiest by the sea.',
    familyDetails: 'Parents run a small grocery in Dandenong; one brother.',
    partnerPreferences: 'Vegetarian or vegan, gentle, settled in Australia.', managedBy: 'self',
  },
  {
    name: 'Vignesh Balasubramaniam', age: 34, gender: 'male', city: 'Toronto', country: 'Canada', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'professional', educationOther: null, occupation: 'other', occupationOther: 'Accountant', diet: 'vegetarian', heightCm: 180, star: 'anuradha', raasi: 'viruchigam',
    languages: ['Tamil', 'English'],
    aboutMe: 'ஸ்காபரோவில் கணக்காளர். கோயில் நிர்வாகக் குழுவில் பொருளாளர். I enjoy badminton and long drives.',
    familyDetails: 'Parents live with me; elder brother a doctor in Ottawa.',
    partnerPreferences: 'Educated, family-oriented, Canada-based.', managedBy: 'parent',
  },
  {
    name: 'Abirami Sundaram', age: 28, gender: 'female', city: 'Paris', country: 'France', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'post_graduate', educationOther: null, occupation: 'business', occupationOther: null, diet: 'non_vegetarian', heightCm: 163, star: 'revati', raasi: 'meenam',
    languages: ['Tamil', 'French', 'English'],
    aboutMe: 'பாரிசில் சந்தைப்படுத்தல் மேலாளர். தமிழ்த் திரைப்படங்களும் பயணமும் பிடிக்கும். Fluent in three languages, close to my grandparents.',
    familyDetails: 'Parents from Batticaloa, in Paris since 1995; one younger sister.',
    partnerPreferences: 'Open-minded, Europe-based, fond of travel.', managedBy: 'self',
  },
  {
    name: 'Karthik Selvanathan', age: 29, gender: 'male', city: 'Colombo', country: 'Sri Lanka', caste: null, religion: 'Hindu', motherTongue: 'Tamil',
    education: 'graduate', educationOther: null, occupation: 'it_professional', occupationOther: null, diet: 'vegetarian', heightCm: 174, star: 'hasta', raasi: 'kanni',
    languages: ['Tamil', 'English', 'Sinhala'],
    aboutMe: 'கொழும்பில் தரவு ஆய்வாளர். சதுரங்கம் விளையாடுவேன். Calm, patient and fond of my nieces and nephews.',
    familyDetails: 'Father a businessman in Wellawatte, mother a teacher; one elder sister.',
    partnerPreferences: 'Graduate, kind, from Sri Lanka or abroad.', managedBy: 'parent',
  },
];
