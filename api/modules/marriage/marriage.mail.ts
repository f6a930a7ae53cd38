import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';

/** The receiver's mail about a new interest request (issue 16 item 3), with a link to their interests page. */
export function newInterestMail(config: Pick<AppConfig, 'publicUrl'>, to: string, fromName: string): OutgoingMail {
  const link = `${config.publicUrl}/marriage-interests`;
  return bilingualMail({
    to,
    subject: { ta: 'புதிய திருமண விருப்பக் கோரிக்கை', en: 'A new marriage interest request' },
    body: {
      ta: [`${fromName} உங்கள் திருமண விவரத்தில் விருப்பம் தெரிவித்துள்ளார்.`, 'ஏற்க அல்லது மறுக்க உங்கள் விருப்பங்கள் பக்கத்தைத் திறக்கவும்:', { link }],
      en: [`${fromName} has expressed interest in your marriage profile.`, 'Open your interests page to accept or decline:', { link }],
    },
  });
}

/** The sender's mail when their interest is accepted (issue 16 item 3). */
export function interestAcceptedMail(config: Pick<AppConfig, 'publicUrl'>, to: string, byName: string, profileId: string): OutgoingMail {
  const link = `${config.publicUrl}/marriage-profile/${profileId}`;
  return bilingualMail({
    to,
    subject: { ta: 'உங்கள் விருப்பம் ஏற்கப்பட்டது', en: 'Your interest was accepted' },
    body: {
      ta: [`${byName} உங்கள் விருப்பக் கோரிக்கையை ஏற்றுக்கொண்டார்.`, 'அவருடைய விவரத்தைப் பார்க்க:', { link }],
      en: [`${byName} accepted your interest request.`, 'See their profile:', { link }],
    },
  });
}

/** The owner's mail after a review (issue 16 item 6): approved, or rejected with the reason. */
export function profileReviewMail(config: Pick<AppConfig, 'publicUrl'>, to: string, outcome: { approved: true } | { approved: false; reason: string }): OutgoingMail {
  const link = `${config.publicUrl}/create-marriage-profile`;
  return outcome.approved
    ? bilingualMail({
        to,
        subject: { ta: 'உங்கள் திருமண விவரம் அங்கீகரிக்கப்பட்டது', en: 'Your marriage profile was approved' },
        body: { ta: ['உங்கள் விவரம் இப்போது உறுப்பினர்களுக்குத் தெரியும்.', { link }], en: ['Your profile is now visible to members.', { link }] },
      })
    : bilingualMail({
        to,
        subject: { ta: 'உங்கள் திருமண விவரம் திருத்தம் தேவை', en: 'Your marriage profile needs changes' },
        body: {
          ta: [`காரணம்: ${outcome.reason}`, 'விவரத்தைத் திருத்தி மீண்டும் அனுப்பலாம்:', { link }],
          en: [`Reason: ${outcome.reason}`, 'You can edit the profile and send it again:', { link }],
        },
      });
}
