import type { QuestionCategory } from '#shared/questions/schemas.ts';
import type { SeedContext } from '../module.ts';
import { AnswerSchema, QuestionSchema } from './question.entity.ts';

const DEMO_QUESTIONS: { title: string; content: string; category: QuestionCategory; answer: string; accepted: boolean }[] = [
  { category: 'visa', title: 'UK visitor visa-க்கு பெற்றோரை அழைக்க என்ன ஆவணங்கள் தேவை?', content: 'My parents in Jaffna want to visit us in London for three months. Which documents should the invitation letter include?', answer: 'அழைப்புக் கடிதம், உங்கள் BRP/passport நகல், கடைசி 6 மாத payslips மற்றும் bank statements, council tax bill. Parents need their own bank statements and proof of ties at home (property, pension).', accepted: true },
  { category: 'visa', title: 'Canada study permit biometrics — Colombo VFS appointment delay?', content: 'VFS Colombo-வில் biometrics appointment கிடைக்க எவ்வளவு நாள் ஆகும்? Is there a faster way?', answer: 'Usually 1–3 weeks. Check the VFS site early in the morning — cancelled slots reappear then. Biometrics stay valid for 10 years, so reuse them if you gave them before.', accepted: false },
  { category: 'remittance', title: 'இலங்கைக்கு பணம் அனுப்ப மலிவான வழி எது?', content: 'Sending about £300 a month to my mother in Batticaloa. Bank transfer or an app — which gives the best rate?', answer: 'Compare the rate after fees, not the fee alone. Apps like Wise or Remitly are usually cheaper than a bank SWIFT transfer; send to an account in her name so she can collect without queueing.', accepted: true },
  { category: 'remittance', title: 'NRE account-க்கு அனுப்பிய பணத்துக்கு வரி உண்டா?', content: 'Is interest on an NRE account in India taxable for someone living in Singapore?', answer: 'NRE interest is tax-free in India while you remain a non-resident. Singapore does not tax foreign interest for individuals in most cases, but keep the bank certificates.', accepted: false },
  { category: 'education', title: 'Toronto-வில் தமிழ் மாலை வகுப்புகள் உள்ள பள்ளிகள்?', content: 'Looking for weekend or evening Tamil classes for a 7-year-old in Scarborough.', answer: 'The TDSB International Languages programme runs free Tamil classes on Saturdays in several Scarborough schools; registration opens in August. Tamil community centres also run paid classes.', accepted: true },
  { category: 'food', title: 'சரியான யாழ்ப்பாண ஒடியல் கூழ் செய்முறை?', content: 'What goes into an authentic Jaffna odiyal kool? Can I make it without fresh seafood abroad?', answer: 'ஒடியல் மா, நண்டு, இறால், கணவாய், மீன், பலாக்கொட்டை, புளி, மிளகாய். Frozen crab and prawns work well abroad; soak the odiyal flour first and add it at the end so it does not go lumpy.', accepted: true },
  { category: 'culture', title: 'தைப்பொங்கல் 2027 எந்த நாள்? Pongal time in London?', content: 'Which day is Thai Pongal next year and what is the auspicious time to boil the pongal?', answer: 'Thai Pongal falls on 14 January 2027. The auspicious time depends on the almanac (panchangam) for your city — temples in East Ham publish it in early January.', accepted: false },
  { category: 'culture', title: 'Deepavali-க்கு வெளிநாட்டில் பட்டாசு வெடிக்கலாமா?', content: 'Are fireworks allowed for Deepavali in Germany or is it only New Year?', answer: 'In Germany private fireworks are sold and allowed only around New Year (29–31 December). For Deepavali, temples organise lamps and cultural events instead — use diyas and electric lights.', accepted: false },
];

/**
 * Eight real bilingual questions (visa, remittance, schools, recipes, festivals) asked by the demo member, each with
 * an answer by the admin; some accepted. Added only when there are no questions yet.
 */
export async function seedQuestions({ em, now, accounts }: SeedContext): Promise<void> {
  if ((await em.count(QuestionSchema, {})) > 0) return;
  DEMO_QUESTIONS.forEach((q, i) => {
    const createdAt = new Date(now.getTime() - (i + 1) * 5 * 60 * 60 * 1000);
    const question = em.create(QuestionSchema, { title: q.title, content: q.content, category: q.category, owner: accounts.demo, createdAt, isAnswered: q.accepted, answerCount: 1 });
    em.create(AnswerSchema, { question, owner: accounts.admin, content: q.answer, isAccepted: q.accepted, createdAt: new Date(createdAt.getTime() + 60 * 60 * 1000) });
  });
  await em.flush();
}
