import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.ts';
import { queueMail } from '../../services/mail-queue.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';
import { UserSchema } from '../users/user.entity.ts';

/** At most one "new answer" mail per question in this many seconds (issue 15 item 5). */
export const ANSWER_MAIL_INTERVAL_SECONDS = 60 * 60;

/** The asker's mail about a new answer by a person, with a link to the question (issue 15 item 5). */
export function newAnswerMail(config: Pick<AppConfig, 'publicUrl'>, to: string, fullName: string, question: { id: string; title: string }): OutgoingMail {
  const link = `${config.publicUrl}/questions/${question.id}`;
  const settings = `${config.publicUrl}/profile`;
  return bilingualMail({
    to,
    subject: { ta: `உங்கள் கேள்விக்குப் புதிய பதில்: ${question.title}`, en: `New answer to your question: ${question.title}` },
    body: {
      ta: [
        `வணக்கம் ${fullName},`,
        `"${question.title}" என்ற உங்கள் கேள்விக்கு ஒருவர் பதிலளித்துள்ளார். பதிலைப் படிக்க, உதவியிருந்தால் ஏற்றுக்கொள்ள:`,
        { link },
        'இந்த மின்னஞ்சல்களை உங்கள் சுயவிவர அமைப்புகளில் நிறுத்தலாம்:',
        { link: settings },
      ],
      en: [
        `Hello ${fullName},`,
        `Someone answered your question "${question.title}". Read the answer, and accept it if it helped:`,
        { link },
        'You can turn these emails off in your profile settings:',
        { link: settings },
      ],
    },
  });
}

/**
 * Mails the asker of `question` about a new answer by `answererId`, unless the asker wrote it, turned notifications
 * off, or was mailed about this question less than {@link ANSWER_MAIL_INTERVAL_SECONDS} ago. The hourly limit is one
 * conditional UPDATE of `questions.answer_mail_at` in the same transaction as the queued mail: two answers at the
 * same moment claim it once, never check-then-insert. Returns whether a mail was queued.
 */
export async function notifyAskerOfAnswer(
  em: EntityManager,
  config: Pick<AppConfig, 'publicUrl'>,
  question: { id: string; title: string; owner: { id: string } },
  answererId: string,
  now: Date,
): Promise<boolean> {
  if (question.owner.id === answererId) return false;
  const asker = await em.findOne(UserSchema, { id: question.owner.id }, { fields: ['email', 'fullName', 'notificationsEnabled'] });
  if (!asker?.notificationsEnabled) return false;
  return em.transactional(async (tx) => {
    const claimed = await (tx as SqlEntityManager).getConnection().execute<{ id: string }[]>(
      `update questions set answer_mail_at = ? where id = ? and (answer_mail_at is null or answer_mail_at <= ?) returning id`,
      [now, question.id, new Date(now.getTime() - ANSWER_MAIL_INTERVAL_SECONDS * 1000)],
      'all',
      tx.getTransactionContext(),
    );
    if (claimed.length === 0) return false;
    queueMail(tx, newAnswerMail(config, asker.email, asker.fullName, question));
    return true;
  });
}
