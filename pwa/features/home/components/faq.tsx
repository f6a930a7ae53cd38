import { Trans, useLingui } from '@lingui/react/macro';
import { EDUCATION_MONTHLY_PENCE, MEMBERSHIP_MONTHLY_PENCE, TAXI_RESPONSE_HOURS, type Language } from '#shared/constants.ts';
import { formatters } from '../../../lib/i18n/format.ts';

/**
 * The home page FAQ, 4 entries (spec 000 §2). Native <details>/<summary> disclosures: keyboard and screen-reader
 * support come from the browser, and they work before the JavaScript loads.
 */
export function Faq() {
  const { i18n } = useLingui();
  const money = formatters(i18n.locale as Language).money;
  const price = money(MEMBERSHIP_MONTHLY_PENCE);
  const educationPrice = money(EDUCATION_MONTHLY_PENCE);
  const hours = TAXI_RESPONSE_HOURS;
  const entries = [
    {
      question: <Trans>What is Tamil Community?</Trans>,
      answer: (
        <Trans>
          A platform for Tamil people around the world: vehicle services in Sri Lanka, marriage profiles, jobs, a Tamil goods store, questions and answers, and a free daily game — in Tamil and English.
        </Trans>
      ),
    },
    {
      question: <Trans>How much does membership cost?</Trans>,
      answer: (
        <Trans>
          {price} a month gives the phone numbers on taxi requests, store products and community posts. It renews monthly and you can cancel anytime. Teachers' numbers are the {educationPrice} education subscription.
        </Trans>
      ),
    },
    {
      question: <Trans>How do vehicle requests work?</Trans>,
      answer: (
        <Trans>
          Log in and post your trip: where from, where to, the date, the number of passengers and the luggage. Drivers see your request and we promise a response within {hours} hours.
        </Trans>
      ),
    },
    {
      question: <Trans>Can I use it on my phone?</Trans>,
      answer: (
        <Trans>
          Yes. Open this site in your phone's browser and choose "Add to Home screen". It is made for slow connections and opens even when you are offline.
        </Trans>
      ),
    },
  ];
  return (
    <section id="faq" className="section section--deferred faq" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <h2 id="faq-title" className="section__title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="faq__list">
          {entries.map((entry, index) => (
            <details key={index} className="faq__item">
              <summary className="faq__question">{entry.question}</summary>
              <p className="faq__answer">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
