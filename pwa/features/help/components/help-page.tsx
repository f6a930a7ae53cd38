import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { FAQ_ENTRIES } from '#shared/help/faq.ts';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useOnline } from '../../../lib/offline/hooks.ts';
import { usePublicConfig } from '../../../lib/payments/config.ts';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';
import '../help.css';

/** The contact form (form kit, validation) is its own chunk: the help text paints without it. */
const loadContactForm = () => import('./contact-form.tsx').then((m) => m.ContactForm);

/**
 * The help and support page, /help (spec 001 §2 "Help and support page"; issue 19 item 3): phone and e-mail cards
 * (SUPPORT_PHONE / SUPPORT_EMAIL through GET /api/config; without SUPPORT_PHONE the phone card says phone support is
 * not available yet — it stays, so the page does not move when the configuration arrives, decision 146), the live
 * chat card ("coming soon" — there is no chat yet, and the card says so), every
 * help entry of shared/help/faq.ts in the reader's language (the same entries the automated Q&A answer quotes), and
 * "Send us a Message". Text and FAQ are static: the page is pre-rendered and reads offline.
 */
export function HelpPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const contactForm = useRetryableLazy(loadContactForm);
  const onFormFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
  };
  // SUPPORT_EMAIL / SUPPORT_PHONE from the server (decision 128); the phone card stays without a number (decision 146).
  const config = usePublicConfig();
  const contact = config.data;
  const online = useOnline();
  // Offline (or the request failed) the numbers cannot arrive: say so instead of an endless "…" (spec 000 §1 offline).
  const unreachable = !contact && (!online || config.fetchStatus === 'paused' || config.isError);
  const pending = unreachable ? (
    <span className="badge help-channel__offline">{online ? <Trans>Could not load — check your connection</Trans> : <Trans>You are offline — shown when you are connected</Trans>}</span>
  ) : (
    <span aria-busy="true">…</span>
  );
  return (
    <div className="container help">
      <header className="help__head">
        <h1 className="section__title">
          <Trans>Help and support</Trans>
        </h1>
        <p className="help__lead">
          <Trans>Questions about your account, payments, taxi requests or the store? Read the answers below, or write to us — we answer in Tamil or English.</Trans>
        </p>
      </header>
      <ul className="help-channels" aria-label={t`Ways to reach us`}>
        <li className="card help-channel">
          <h2 className="help-channel__title">
            <Trans>Call us</Trans>
          </h2>
          <p className="help-channel__value">
            {contact?.supportPhone ? (
              <a href={`tel:${contact.supportPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {contact.supportPhone}
              </a>
            ) : contact ? (
              <span className="badge">
                <Trans>Not available yet</Trans>
              </span>
            ) : (
              pending
            )}
          </p>
          <p className="help-channel__note">
            {contact && !contact.supportPhone ? <Trans>Please e-mail us or use the form below.</Trans> : <Trans>Monday to Friday, 9 am to 6 pm UK time.</Trans>}
          </p>
        </li>
        <li className="card help-channel">
          <h2 className="help-channel__title">
            <Trans>E-mail us</Trans>
          </h2>
          <p className="help-channel__value">
            {contact ? <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a> : pending}
          </p>
          <p className="help-channel__note">
            <Trans>We usually answer within a day.</Trans>
          </p>
        </li>
        <li className="card help-channel help-channel--soon">
          <h2 className="help-channel__title">
            <Trans>Live chat</Trans>
          </h2>
          <p className="help-channel__value">
            <span className="badge">
              <Trans>Coming soon</Trans>
            </span>
          </p>
          <p className="help-channel__note">
            <Trans>Until then, use the form below or ask the community in Questions and answers.</Trans>
          </p>
        </li>
      </ul>
      <section className="help__faq" aria-labelledby="help-faq-title">
        <h2 id="help-faq-title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="faq__list">
          {FAQ_ENTRIES.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="faq__item">
              <summary className="faq__question">{entry.question[language]}</summary>
              <p className="faq__answer">{entry.answer[language]}</p>
            </details>
          ))}
        </div>
      </section>
      <section className="card help__contact" aria-labelledby="help-form-title">
        <h2 id="help-form-title">
          <Trans>Send us a message</Trans>
        </h2>
        <LoadBoundary key={contactForm.key} onError={onFormFailed}>
          <Suspense
            fallback={
              <p role="status" aria-busy="true">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <contactForm.Component />
          </Suspense>
        </LoadBoundary>
      </section>
    </div>
  );
}
