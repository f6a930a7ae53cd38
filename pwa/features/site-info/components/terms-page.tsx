import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_ACCESS_PRICE_PENCE, SUBSCRIPTION_MONTHLY_PENCE, type Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { InfoPage, InfoSection } from './info-page.tsx';

/** When the terms last changed (YYYY-MM-DD); change it with the text. */
export const TERMS_UPDATED = '2026-11-25';

/**
 * /terms (spec 000 §1 "terms of service"; issue 19 item 6): who may use the site, what members may post, the paid
 * plans exactly as the server charges them (shared/constants.ts, decisions 021 and 070), the daily wheel, moderation
 * and ending an account.
 */
export function TermsPage() {
  const { i18n } = useLingui();
  const money = formatters(i18n.locale as Language).money;
  const monthly = money(CONTACT_ACCESS_PRICE_PENCE.monthly);
  const yearly = money(CONTACT_ACCESS_PRICE_PENCE.yearly);
  const subscription = money(SUBSCRIPTION_MONTHLY_PENCE);
  return (
    <InfoPage title={<Trans>Terms of service</Trans>} lead={<Trans>The rules for using Tamil Community. By creating an account you agree to them.</Trans>} updated={TERMS_UPDATED}>
      <InfoSection id="accounts" title={<Trans>Your account</Trans>}>
        <ul>
          <li>
            <Trans>You must be at least 13 years old to have an account, and at least 18 to have a marriage profile.</Trans>
          </li>
          <li>
            <Trans>Give true details, keep your password to yourself and tell us if you think someone else has used your account.</Trans>
          </li>
          <li>
            <Trans>One person, one account. A marriage profile may be managed by a parent or relative, and must say so.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="posting" title={<Trans>What you may post</Trans>}>
        <p>
          <Trans>Post only what is true and what you have the right to share. You may not post anything unlawful, hateful, threatening, sexual, or misleading; anyone else's personal details or photos without their permission; advertising unrelated to the section; or offers of a job, vehicle or product that does not exist.</Trans>
        </p>
        <p>
          <Trans>You keep the rights to what you post. You allow us to show it on this site, in the section where you posted it, for as long as it stays here.</Trans>
        </p>
      </InfoSection>
      <InfoSection id="payments" title={<Trans>Payments</Trans>}>
        <ul>
          <li>
            <Trans>Contact access, {monthly}: the contact numbers of vehicle requests and sellers until the end of the calendar month in which you pay. It does not renew.</Trans>
          </li>
          <li>
            <Trans>Contact access for a year, {yearly}: the same for 12 months from the day you pay. It does not renew.</Trans>
          </li>
          <li>
            <Trans>Membership, {subscription} a month: renews every month until you cancel it on the subscription page. When you cancel, it stays active until the end of the month already paid for.</Trans>
          </li>
          <li>
            <Trans>Prices are in pounds sterling (GBP) and are taken by Stripe. If a payment went wrong, write to us from the help page.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="wheel" title={<Trans>The daily wheel and draw</Trans>}>
        <p>
          <Trans>Every member has one free turn a day (UK calendar day). Paying never buys extra turns or better chances. At 6 pm UK time, if at least 100 members have taken their turn that day, one of them is drawn as the day's winner and told by e-mail. Coins are points on this site only: they cannot be bought, sold or exchanged for money.</Trans>
        </p>
      </InfoSection>
      <InfoSection id="dealings" title={<Trans>Dealing with other members</Trans>}>
        <p>
          <Trans>Drivers, sellers, employers and families you meet here are not our staff. Agreements you make with them — fares, goods, jobs, marriages — are between you and them. Meet safely, check what you are told, and report anything suspicious to us.</Trans>
        </p>
      </InfoSection>
      <InfoSection id="moderation" title={<Trans>Moderation</Trans>}>
        <p>
          <Trans>The administrator checks marriage profiles and job listings before they appear, and may hide or remove any post, or suspend an account, that breaks these terms. If that happens to you, you will be told why, and you can answer us from the help page.</Trans>
        </p>
      </InfoSection>
      <InfoSection id="ending" title={<Trans>Ending your account</Trans>}>
        <p>
          <Trans>
            You can delete your account at any time from your profile. What happens to your data then is explained in our <a href="/privacy#delete-account">privacy policy</a>. Payments already made for a period that has started are not refunded, unless the law says otherwise.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection id="changes" title={<Trans>Changes to these terms</Trans>}>
        <p>
          <Trans>
            If we change these terms, we will show the new date at the top of this page, and tell members by e-mail about any change to prices or to what they have paid for. Questions: the <a href="/help">help page</a>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
