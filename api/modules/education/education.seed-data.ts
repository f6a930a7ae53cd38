import type { CourseInput, TeacherInput } from '#shared/education/schemas.ts';

/**
 * Demo teachers and their courses (issue 17 item 6), in Tamil and English across the spec's categories. Names are
 * made up; UK numbers are in Ofcom's drama range (+44 7700 900xxx), Canadian ones in the fictional 555-01xx range.
 */
export const DEMO_TEACHERS: readonly (TeacherInput & { courses: CourseInput[] })[] = [
  {
    name: 'செல்வி இராஜேஸ்வரி', phone: '+447700900101', experience: 14, hourlyRatePence: 1500,
    bio: 'சென்னையில் இருந்து இணைய வழியாக புலம்பெயர்ந்த குழந்தைகளுக்கு தமிழ் வாசிப்பு, எழுத்து, பேச்சு கற்பிக்கிறேன். பாடல்களும் கதைகளும் கொண்ட வகுப்புகள்.',
    categories: ['languages', 'academic'], subjects: ['tamil'], languages: ['tamil', 'english'], lessonModes: ['online'], city: 'Chennai', timeZone: 'Asia/Kolkata',
    availability: [{ day: 6, from: '14:00', to: '18:00' }, { day: 7, from: '14:00', to: '18:00' }],
    courses: [
      { title: 'குழந்தைகளுக்கான தமிழ் எழுத்துகள்', description: 'உயிர், மெய், உயிர்மெய் எழுத்துகளை பாடல்கள் மற்றும் விளையாட்டுகளுடன் கற்றுக்கொள்ளுதல். 6–10 வயது குழந்தைகளுக்கு.', category: 'languages', subject: 'tamil', level: 'beginner', language: 'tamil', pricePence: 6000, durationHours: 10, maxStudents: 6 },
      { title: 'Spoken Tamil for diaspora teens', description: 'Everyday conversation with grandparents and relatives: greetings, family, food and festivals, with a little reading each week.', category: 'languages', subject: 'tamil', level: 'intermediate', language: 'english', pricePence: 9000, durationHours: 12, maxStudents: 8 },
    ],
  },
  {
    name: 'Arun Kumaran', phone: '+447700900102', experience: 9, hourlyRatePence: 3000,
    bio: 'GCSE and A-level mathematics tutor in London. I explain each step in English or Tamil, and set weekly past-paper practice.',
    categories: ['academic', 'test_prep'], subjects: ['mathematics', 'physics'], languages: ['english', 'tamil'], lessonModes: ['online', 'in_person'], city: 'London', timeZone: 'Europe/London',
    availability: [{ day: 2, from: '17:00', to: '20:00' }, { day: 4, from: '17:00', to: '20:00' }],
    courses: [
      { title: 'GCSE Maths revision (Higher tier)', description: 'Algebra, geometry and statistics through past papers, with a mock exam and marked feedback every fortnight.', category: 'test_prep', subject: 'mathematics', level: 'intermediate', language: 'english', pricePence: 24000, durationHours: 16, maxStudents: 10 },
      { title: 'A-level Physics: mechanics', description: 'Forces, motion, energy and momentum explained with worked problems; for students in year 12 and 13.', category: 'academic', subject: 'physics', level: 'advanced', language: 'english', pricePence: 30000, durationHours: 20, maxStudents: 6 },
    ],
  },
  {
    name: 'நிர்மலா சிவநாதன்', phone: '+94771234501', experience: 20, hourlyRatePence: 800,
    bio: 'யாழ்ப்பாணத்தில் உயிரியல், இரசாயனவியல் ஆசிரியை. க.பொ.த உயர்தர மாணவர்களுக்கு இணைய வகுப்புகள் நடத்துகிறேன்.',
    categories: ['academic'], subjects: ['biology', 'chemistry', 'science'], languages: ['tamil'], lessonModes: ['online', 'in_person'], city: 'Jaffna', timeZone: 'Asia/Colombo',
    availability: [{ day: 1, from: '16:00', to: '19:00' }, { day: 3, from: '16:00', to: '19:00' }, { day: 6, from: '09:00', to: '12:00' }],
    courses: [
      { title: 'உயர்தர உயிரியல் — கலவியல்', description: 'கலத்தின் அமைப்பு, கலப்பிரிவு, நொதியங்கள் பற்றிய பாடங்கள் வரைபடங்களுடனும் கடந்தகால வினாத்தாள்களுடனும்.', category: 'academic', subject: 'biology', level: 'advanced', language: 'tamil', pricePence: 4000, durationHours: 15, maxStudents: 20 },
      { title: 'சேதன இரசாயனம் அடிப்படைகள்', description: 'சேதனச் சேர்வைகளின் பெயரிடல், தாக்கங்கள் மற்றும் பொறிமுறைகள் — படிப்படியாக விளக்கத்துடன்.', category: 'academic', subject: 'chemistry', level: 'intermediate', language: 'tamil', pricePence: 3500, durationHours: 12, maxStudents: 20 },
    ],
  },
  {
    name: 'Priya Balachandran', phone: '+14165550103', experience: 6, hourlyRatePence: 2500,
    bio: 'E-commerce coach in Toronto. I help Tamil families start online shops: Amazon FBA, eBay selling and social media marketing that works.',
    categories: ['business', 'technology'], subjects: ['amazon_fba', 'ebay_selling', 'social_media_marketing', 'ecommerce'], languages: ['english', 'tamil'], lessonModes: ['online'], city: 'Toronto', timeZone: 'America/Toronto',
    availability: [{ day: 2, from: '19:00', to: '21:00' }, { day: 6, from: '10:00', to: '13:00' }],
    courses: [
      { title: 'Start selling on Amazon FBA', description: 'Product research, suppliers, listings and fulfilment fees explained, ending with your first listing live.', category: 'business', subject: 'amazon_fba', level: 'beginner', language: 'english', pricePence: 15000, durationHours: 8, maxStudents: 15 },
      { title: 'இன்ஸ்டாகிராம், டிக்டொக் மூலம் விற்பனை', description: 'சிறு வணிகங்களுக்கான சமூக ஊடக சந்தைப்படுத்தல்: பதிவுகள், காணொளிகள், விளம்பரங்கள், அளவீடுகள்.', category: 'business', subject: 'tiktok_marketing', level: 'beginner', language: 'tamil', pricePence: 8000, durationHours: 6, maxStudents: 20 },
    ],
  },
  {
    name: 'கார்த்திக் சுப்பிரமணியம்', phone: '+447700900104', experience: 12, hourlyRatePence: 2000,
    bio: 'கர்நாடக இசை வாய்ப்பாட்டு, வயலின் ஆசிரியர். லண்டனில் நேரடியாகவும் இணையத்திலும் வகுப்புகள்.',
    categories: ['music', 'arts_crafts'], subjects: ['tamil'], languages: ['tamil', 'english'], lessonModes: ['online', 'in_person'], city: 'Harrow', timeZone: 'Europe/London',
    availability: [{ day: 5, from: '18:00', to: '21:00' }, { day: 7, from: '10:00', to: '13:00' }],
    courses: [
      { title: 'கர்நாடக இசை — சரளி வரிசைகள் முதல்', description: 'சுருதி, தாளம், சரளி, ஜண்டை வரிசைகள் முதல் எளிய கீர்த்தனைகள் வரை வாராந்த வகுப்புகள்.', category: 'music', subject: 'tamil', level: 'beginner', language: 'tamil', pricePence: 12000, durationHours: 12, maxStudents: 5 },
      { title: 'Violin for beginners (Carnatic style)', description: 'Holding the violin, bowing and the first varisais, with recorded practice tracks for home.', category: 'music', subject: 'tamil', level: 'beginner', language: 'english', pricePence: 14000, durationHours: 10, maxStudents: 4 },
    ],
  },
  {
    name: 'Dinesh Yogarajah', phone: '+94771234506', experience: 4, hourlyRatePence: 1200,
    bio: 'Accountant in Colombo teaching bookkeeping, accounting and entrepreneurship to small business owners, in Tamil or English.',
    categories: ['vocational', 'business'], subjects: ['accounting', 'entrepreneurship', 'economics'], languages: ['tamil', 'english', 'sinhala'], lessonModes: ['online'], city: 'Colombo', timeZone: 'Asia/Colombo',
    availability: [{ day: 6, from: '08:00', to: '12:00' }],
    courses: [
      { title: 'Bookkeeping for small shops', description: 'Cash books, invoices, stock and a simple monthly profit and loss, with spreadsheets you keep.', category: 'vocational', subject: 'accounting', level: 'beginner', language: 'english', pricePence: 5000, durationHours: 8, maxStudents: 25 },
      { title: 'தொழில் முனைவு — யோசனை முதல் திட்டம் வரை', description: 'வணிக யோசனையைச் சோதித்தல், செலவுக் கணக்கு, விலை நிர்ணயம், முதல் வாடிக்கையாளர்கள்.', category: 'business', subject: 'entrepreneurship', level: 'intermediate', language: 'tamil', pricePence: 0, durationHours: 4, maxStudents: 30 },
    ],
  },
];
