import { Trans } from '@lingui/react/macro';
import { InfoPage, InfoSection } from './info-page.tsx';
import { PrivacyRetention } from './privacy-retention.tsx';

/** When the privacy text last changed (YYYY-MM-DD); change it with the text. */
export const PRIVACY_UPDATED = '2026-11-25';

/**
 * /privacy (spec 000 §1 "privacy policy"; issue 19 item 6; decision 126): what the site stores, why, who sees it,
 * how long it is kept and how a member deletes their account — written from what the code does (entities,
 * sessions, rate limits, uploads, mail, payments, audit log, account deactivation). When one of those changes, this
 * page changes with it.
 */
export function PrivacyPage() {
  return (
    <InfoPage
      title={<Trans>Privacy policy</Trans>}
      lead={<Trans>What we keep about you, why, who can see it, how long we keep it, and how to delete your account.</Trans>}
      updated={PRIVACY_UPDATED}
    >
      <InfoSection id="what" title={<Trans>What we store and why</Trans>}>
        <dl>
          <dt>
            <Trans>Your account</Trans>
          </dt>
          <dd>
            <Trans>Full name, username, e-mail address, phone number, age, address, country, city, postal code, date of birth if you give it, your language and your notification and marketing e-mail choices. We need them to run your account, to let you sign in and to write to you about it. Your password is stored only as a one-way hash (Argon2); nobody, including us, can read it. If you turn on two-factor sign-in, its secret is stored encrypted.</Trans>
          </dd>
          <dt>
            <Trans>What you post</Trans>
          </dt>
          <dd>
            <Trans>Vehicle requests (route, date, passengers, luggage and your contact number), marriage profiles, interests and reports, job listings and job applications (the details and cover letter you send go to that employer), store products and quote requests, questions, answers and votes, and the photos you add. Photos are re-encoded when uploaded; the camera's hidden data, such as the place a photo was taken, is not kept.</Trans>
          </dd>
          <dt>
            <Trans>Payments</Trans>
          </dt>
          <dd>
            <Trans>Card payments are handled by Stripe: your card number never reaches our server. We keep a record of each payment and subscription — plan, amount, status, dates and Stripe's reference — to give you the access you paid for and for our accounts.</Trans>
          </dd>
          <dt>
            <Trans>The daily wheel</Trans>
          </dt>
          <dd>
            <Trans>The day and result of each turn, your coins, and the daily draw's result with the winner's ticket number.</Trans>
          </dd>
          <dt>
            <Trans>Messages to us</Trans>
          </dt>
          <dd>
            <Trans>The name, e-mail address, subject and message you send from the help page. They are stored and e-mailed to the administrator so we can answer you.</Trans>
          </dd>
          <dt>
            <Trans>Security records</Trans>
          </dt>
          <dd>
            <Trans>Sign-ins, failed sign-ins, password resets, two-factor changes and account deletions, with the IP address they came from, and the administrator's moderation decisions. They let us spot someone trying to break into an account and show what was done and by whom. To stop password guessing and spam we also count attempts for a short time, under a scrambled (hashed) form of the IP address or e-mail address, never the address itself.</Trans>
          </dd>
          <dt>
            <Trans>Server logs</Trans>
          </dt>
          <dd>
            <Trans>For each request: the time, the page or action, the result, how long it took and, if you are signed in, your account number. Not your IP address, not what you typed, not your cookies.</Trans>
          </dd>
        </dl>
      </InfoSection>
      <InfoSection id="who-sees" title={<Trans>Who can see it</Trans>}>
        <ul>
          <li>
            <Trans>Everyone, including visitors who are not signed in: vehicle requests without the contact number, approved marriage profiles, approved job listings, store products, questions and answers, and published success stories.</Trans>
          </li>
          <li>
            <Trans>Contact numbers of vehicle requests and sellers: only the person who posted them, the administrator and members who have paid for contact access.</Trans>
          </li>
          <li>
            <Trans>Your account details, payments, applications you sent and messages to us: only you and the administrator (and the employer, for a job application).</Trans>
          </li>
          <li>
            <Trans>We do not sell or rent anyone's data, there are no advertisements, and there are no tracking or advertising cookies.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="cookies" title={<Trans>Cookies and storage on your device</Trans>}>
        <ul>
          <li>
            <Trans>A session cookie (tc.sid) keeps you signed in. It cannot be read by scripts on the page.</Trans>
          </li>
          <li>
            <Trans>A small cookie (tc_member) says only that this browser has a session, so the page can load faster; it holds no name and no password.</Trans>
          </li>
          <li>
            <Trans>Your language choice is kept in the browser's storage and in a cookie (tc_lang), so pages open in your language.</Trans>
          </li>
          <li>
            <Trans>To work without a connection, the app keeps copies of the lists you viewed and the posts waiting to be sent in your browser's storage (IndexedDB). They stay after you sign out; clearing the site's data in your browser removes them.</Trans>
          </li>
        </ul>
      </InfoSection>
      <PrivacyRetention />
    </InfoPage>
  );
}
