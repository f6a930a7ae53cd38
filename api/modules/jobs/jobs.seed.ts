import { createJobListingBodySchema } from '#shared/jobs/schemas.ts';
import type { SeedContext } from '../module.ts';
import { JobListingSchema } from './job-listing.entity.ts';

/** Demo listings (spec 001 §3 fields): Colombo, Jaffna, Chennai, Toronto, London — Tamil, English or both. */
const DEMO_JOBS = [
  {
    title: 'கணக்காளர் / Accountant', companyName: 'Ceylon Tamil Traders (Pvt) Ltd', industry: 'Wholesale trade', category: 'finance',
    description: 'கொழும்பு புறக்கோட்டையில் உள்ள எங்கள் மொத்த வியாபார நிறுவனத்துக்கு அனுபவமுள்ள கணக்காளர் தேவை. Daily bookkeeping, VAT returns and supplier payments.',
    requirements: 'AAT அல்லது CIMA பகுதித் தகுதி; QuickBooks அனுபவம்; தமிழ், ஆங்கிலம், சிங்களம் பேசத் தெரிந்திருத்தல்.',
    responsibilities: 'Ledgers, bank reconciliations, monthly VAT returns and payroll for 40 staff.',
    jobType: 'full_time', experience: '3-5', workMode: 'onsite', country: 'Sri Lanka', city: 'Colombo', location: 'Main Street, Pettah, Colombo 11',
    salaryMin: '120000', salaryMax: '180000', currency: 'LKR', salaryPeriod: 'monthly', education: 'AAT / CIMA',
    skills: ['QuickBooks', 'VAT', 'Payroll', 'Excel', 'Bank reconciliation'], languages: ['தமிழ்', 'English', 'සිංහල'], benefits: ['EPF/ETF', 'Annual bonus'],
    contactEmail: 'hr@ceylontamiltraders.example', contactPhone: '+94112345678', companySize: '51-200', isFeatured: true,
  },
  {
    title: 'ஆசிரியர் — கணிதம் (Mathematics Teacher)', companyName: 'யாழ் இந்து கல்வி நிலையம்', industry: 'Education', category: 'education',
    description: 'யாழ்ப்பாணத்தில் உள்ள எங்கள் தனியார் கல்வி நிலையத்தில் O/L மற்றும் A/L மாணவர்களுக்குக் கணிதம் கற்பிக்க ஆசிரியர் தேவை. மாலை மற்றும் வார இறுதி வகுப்புகள்.',
    requirements: 'கணிதத்தில் பட்டம் அல்லது ஆசிரியர் பயிற்சிச் சான்றிதழ்; குறைந்தது ஒரு வருட கற்பித்தல் அனுபவம்.',
    responsibilities: 'வாரத்துக்கு 12 மணி நேர வகுப்புகள், வினாத்தாள் தயாரித்தல், பெற்றோர் சந்திப்புகள்.',
    jobType: 'part_time', experience: '1-3', workMode: 'onsite', country: 'Sri Lanka', city: 'Jaffna', location: 'Kasthuriyar Road, Jaffna',
    salaryMin: '45000', salaryMax: '70000', currency: 'LKR', salaryPeriod: 'monthly', education: 'BSc Mathematics',
    skills: ['கணிதம்', 'A/L', 'O/L'], languages: ['தமிழ்'], benefits: ['பயணப்படி'],
    contactEmail: 'jaffnahindu.tuition@example.com', contactPhone: '+94212223344', companySize: '11-50', isUrgent: true,
  },
  {
    title: 'React Native Developer', companyName: 'Kaveri Labs', industry: 'Software', category: 'it_technology',
    description: 'Kaveri Labs builds payment apps used across Tamil Nadu. We are hiring a React Native developer to work on our merchant app with a small, friendly team in Chennai.',
    requirements: '2+ years of React Native, TypeScript and REST APIs; published apps on the Play Store.',
    responsibilities: 'Build features end to end, review code, write tests and help release every two weeks.',
    jobType: 'full_time', experience: '1-3', workMode: 'hybrid', country: 'India', city: 'Chennai', location: 'Tidel Park, Taramani, Chennai',
    salaryMin: '600000', salaryMax: '1200000', currency: 'INR', salaryPeriod: 'yearly', education: 'B.E. / B.Tech or equivalent experience',
    skills: ['React Native', 'TypeScript', 'Redux', 'REST', 'Jest', 'Android'], languages: ['English', 'தமிழ்'], benefits: ['Health insurance', 'Laptop', 'Flexible hours'],
    contactEmail: 'careers@kaverilabs.example', companySize: '51-200', companyWebsite: 'https://kaverilabs.example', isFeatured: true,
  },
  {
    title: 'சமையல்காரர் / Line Cook — South Indian kitchen', companyName: 'Saravana Kitchen Scarborough', industry: 'Restaurants', category: 'hospitality',
    description: 'Busy South Indian restaurant in Scarborough looking for a line cook for dosa and curry stations. தோசை, இட்லி, குழம்பு செய்யத் தெரிந்தவர்கள் விண்ணப்பிக்கவும்.',
    requirements: 'Experience in a restaurant kitchen; Food Handler certificate (or get one in the first month).',
    responsibilities: 'Prepare dosa, idli and curries to recipe; keep the station clean; help with prep and closing.',
    jobType: 'full_time', experience: '1-3', workMode: 'onsite', country: 'Canada', city: 'Toronto', location: 'Markham Road, Scarborough, Toronto',
    salaryMin: '18', salaryMax: '22', currency: 'USD', salaryPeriod: 'hourly', education: 'Food Handler certificate',
    skills: ['Dosa', 'South Indian cooking', 'Food safety'], languages: ['தமிழ்', 'English'], benefits: ['Staff meals', 'Tips'],
    contactEmail: 'jobs@saravanakitchen.example', contactPhone: '+14165550123', companySize: '11-50',
  },
  {
    title: 'Healthcare Assistant (Tamil speaking)', companyName: 'Harrow Community Care', industry: 'Home care', category: 'healthcare',
    description: 'We support elderly Tamil families in Harrow and Wembley at home. We need caring healthcare assistants who speak Tamil to help clients with daily living.',
    requirements: 'Right to work in the UK; Care Certificate is a plus; full training given.',
    responsibilities: 'Personal care, medication prompts, meals and companionship during home visits.',
    jobType: 'part_time', experience: '0-1', workMode: 'onsite', country: 'United Kingdom', city: 'London', location: 'Station Road, Harrow, London',
    salaryMin: '12.5', currency: 'GBP', salaryPeriod: 'hourly', education: 'Care Certificate (training given)',
    skills: ['Personal care', 'Tamil', 'Compassion', 'Driving'], languages: ['தமிழ்', 'English'], benefits: ['Paid training', 'Mileage'],
    contactEmail: 'recruit@harrowcare.example', contactPhone: '+442081234567', companySize: '51-200', companyWebsite: 'https://harrowcare.example',
  },
  {
    title: 'Remote Tamil Content Writer', companyName: 'Thamizh Media Network', industry: 'Media', category: 'media_design',
    description: 'Write news explainers and YouTube scripts in clear, natural Tamil for our digital channels. Work from anywhere; weekly editorial call on Zoom.',
    requirements: 'Excellent written Tamil; a portfolio of published articles or scripts.',
    responsibilities: 'Four articles or scripts a week, fact-checked, on time, in our style guide.',
    jobType: 'freelance', experience: '1-3', workMode: 'remote', country: 'India', city: 'Chennai', location: 'Remote',
    salaryMax: '40000', currency: 'INR', salaryPeriod: 'monthly', education: 'Any degree',
    skills: ['Tamil writing', 'Research', 'Script writing'], languages: ['தமிழ்'], benefits: [],
    contactEmail: 'editor@thamizhmedia.example', companySize: '1-10',
  },
] as const;

/**
 * Six approved demo listings owned by the demo member, posted over the last days with deadlines in a month, so a
 * newcomer's first `npm start` shows a living board (issue 13 item 8). Validated by the shared schema; added only
 * when the demo member has none.
 */
export async function seedJobs({ em, now, accounts }: SeedContext): Promise<void> {
  if ((await em.count(JobListingSchema, { owner: accounts.demo })) > 0) return;
  const deadline = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  DEMO_JOBS.forEach((job, i) => {
    const body = createJobListingBodySchema.parse({ ...job, applicationDeadline: deadline });
    em.create(JobListingSchema, {
      ...body,
      owner: accounts.demo,
      salaryMin: body.salaryMin ?? null,
      salaryMax: body.salaryMax ?? null,
      contactPhone: body.contactPhone ?? null,
      applicationDeadline: body.applicationDeadline ?? null,
      applicationUrl: body.applicationUrl ?? null,
      companySize: body.companySize ?? null,
      companyWebsite: body.companyWebsite ?? null,
      reviewStatus: 'approved',
      reviewedAt: now,
      viewCount: 20 + i * 7,
      createdAt: new Date(now.getTime() - (i + 1) * 9 * 60 * 60 * 1000),
    } as never);
  });
  await em.flush();
}
