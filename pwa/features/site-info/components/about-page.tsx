import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_MONTHLY_PENCE, TAXI_RESPONSE_HOURS, type Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { InfoPage, InfoSection } from './info-page.tsx';

/**
 * /about (spec 000 §1 "About us"; issue 19 item 6): what the platform is, for whom, what it offers (each service
 * linked to its page), how it is paid for and how to reach the team.
 */
export function AboutPage() {
  const { i18n } = useLingui();
  const price = formatters(i18n.locale as Language).money(MEMBERSHIP_MONTHLY_PENCE);
  const hours = TAXI_RESPONSE_HOURS;
  return (
    <InfoPage title={<Trans>About us</Trans>} lead={<Trans>Tamil Community is one place on the web for Tamil people around the world — in Tamil first, and in English.</Trans>}>
      <InfoSection id="why" title={<Trans>Why we exist</Trans>}>
        <p>
          <Trans>Tamil families are spread across Sri Lanka, India, the United Kingdom, Canada, Europe and beyond. Finding a trusted driver for a visit home, a partner for a son or daughter, a job with a Tamil employer or a taste of home should not mean searching ten different places. This site brings those services together and keeps them in our own language.</Trans>
        </p>
      </InfoSection>
      <InfoSection id="services" title={<Trans>What you will find here</Trans>}>
        <ul>
          <li>
            <a href="/taxi-services">
              <Trans>Vehicle services in Sri Lanka</Trans>
            </a>{' '}
            — <Trans>post a journey and get an answer from a driver within {hours} hours.</Trans>
          </li>
          <li>
            <a href="/marriage">
              <Trans>Marriage profiles</Trans>
            </a>{' '}
            — <Trans>profiles checked by our administrator before anyone sees them, with star (porutham) matching.</Trans>
          </li>
          <li>
            <a href="/jobs">
              <Trans>Jobs</Trans>
            </a>{' '}
            — <Trans>openings from Tamil employers, applications sent straight to them.</Trans>
          </li>
          <li>
            <a href="/store">
              <Trans>Tamil store</Trans>
            </a>{' '}
            — <Trans>goods from Sri Lanka; ask sellers for a quote.</Trans>
          </li>
          <li>
            <a href="/questions">
              <Trans>Questions and answers</Trans>
            </a>{' '}
            — <Trans>ask the community about visas, travel, weddings, schools and more.</Trans>
          </li>
          <li>
            <a href="/#daily-wheel">
              <Trans>The daily wheel</Trans>
            </a>{' '}
            — <Trans>one free turn a day for members, and a daily draw at 6 pm UK time.</Trans>
          </li>
          <li>
            <a href="/success-stories">
              <Trans>Success stories</Trans>
            </a>{' '}
            — <Trans>members who found what they were looking for here, told with their permission.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="membership" title={<Trans>How it is paid for</Trans>}>
        <p>
          <Trans>Browsing and posting are free. Seeing the phone numbers on taxi requests, store products and community posts needs contact access — for a month, a year, or the membership of {price} a month; teachers' numbers need the education subscription. There are no advertisements, and we do not sell anyone's data.</Trans>
        </p>
        <p>
          <a href="/subscription">
            <Trans>See the membership</Trans>
          </a>
        </p>
      </InfoSection>
      <InfoSection id="people" title={<Trans>Who runs it</Trans>}>
        <p>
          <Trans>The site is run for the community by its administrator, who checks new marriage profiles and job listings before they appear, answers messages and removes anything that breaks our terms.</Trans>
        </p>
        <p>
          <Trans>
            Questions, ideas or a problem? Write to us from the <a href="/help">help page</a>, in Tamil or English. Read how we handle your data in our <a href="/privacy">privacy policy</a> and the rules of the site in our <a href="/terms">terms of service</a>.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
