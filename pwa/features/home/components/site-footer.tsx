import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePublicConfig } from '../../../lib/payments/config.ts';
import { FacebookIcon, InstagramIcon, LogoMark, MailIcon, PhoneIcon, WhatsAppIcon, YouTubeIcon } from './icons.tsx';
import '../home.css';

/** The footer's links: sections of the home page, then the help, stories and about / legal pages. */
const FOOTER_LINKS: readonly { href: string; label: MessageDescriptor }[] = [
  { href: '/#services', label: msg`Our services` },
  { href: '/#taxi-services', label: msg`Vehicle services` },
  { href: '/#faq', label: msg`Frequently asked questions` },
  { href: '/help', label: msg`Help and support` },
  { href: '/success-stories', label: msg`Success stories` },
  { href: '/about', label: msg`About us` },
  { href: '/privacy', label: msg`Privacy policy` },
  { href: '/terms', label: msg`Terms of service` },
];

/**
 * The team's e-mail and phone from the server's configuration (SUPPORT_EMAIL, SUPPORT_PHONE through GET /api/config;
 * decision 128) — no phone row when none is configured. Until the configuration arrives (and offline, when it
 * cannot) the help page stands in for them: it has the contact form.
 */
function FooterContact() {
  const { data } = usePublicConfig();
  return (
    <ul className="site-footer__list">
      {data ? (
        <>
          <li>
            <a className="site-footer__link" href={`mailto:${data.supportEmail}`}>
              <MailIcon className="site-footer__icon" />
              <span>{data.supportEmail}</span>
            </a>
          </li>
          {data.supportPhone && (
            <li>
              <a className="site-footer__link" href={`tel:${data.supportPhone.replace(/[^\d+]/g, '')}`}>
                <PhoneIcon className="site-footer__icon" />
                <span dir="ltr">{data.supportPhone}</span>
              </a>
            </li>
          )}
        </>
      ) : (
        <li>
          <a className="site-footer__link" href="/help">
            <MailIcon className="site-footer__icon" />
            <span>
              <Trans>Write to us</Trans>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The site footer (spec 000 §2 Home): contact, links and social icons. The social accounts come from the server's
 * configuration (SOCIAL_*_URL, decision 128): only configured ones are shown, none at all before the configuration
 * arrives. Social links open the platform in a new tab; each icon's accessible name is the platform's name.
 */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const { data: config } = usePublicConfig();
  const social = config?.social;
  const socials = [
    { name: 'Facebook', href: social?.facebook, icon: <FacebookIcon /> },
    { name: 'Instagram', href: social?.instagram, icon: <InstagramIcon /> },
    { name: 'YouTube', href: social?.youtube, icon: <YouTubeIcon /> },
    { name: 'WhatsApp', href: social?.whatsapp, icon: <WhatsAppIcon /> },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <LogoMark className="site-footer__logo" width={32} height={32} />
            <Trans>Tamil Community</Trans>
          </p>
          <p className="site-footer__blurb">
            <Trans>A community platform for Tamil people around the world, in Tamil and English.</Trans>
          </p>
        </div>
        <div className="site-footer__section">
          <h2 id="footer-contact" className="site-footer__heading">
            <Trans>Contact us</Trans>
          </h2>
          <FooterContact />
        </div>
        <nav className="site-footer__section" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            <Trans>Links</Trans>
          </h2>
          <ul className="site-footer__list">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a className="site-footer__link" href={href}>
                  {i18n._(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 && (
        <div className="site-footer__section">
          <h2 id="footer-social" className="site-footer__heading">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="site-footer__social">
            {socials.map(({ name, href, icon }) => (
              <li key={name}>
                <a className="site-footer__social-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t`${name} (opens in a new tab)`}>
                  {icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>
          <Trans>© {year} Tamil Community. Made with care for Tamils everywhere.</Trans>
        </p>
      </div>
    </footer>
  );
}
