import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT, SOCIAL_LINKS } from '../contact.ts';
import { FacebookIcon, InstagramIcon, LogoMark, MailIcon, PhoneIcon, WhatsAppIcon, YouTubeIcon } from './icons.tsx';
import '../home.css';

/**
 * The site footer (spec 000 §2 Home): contact, links and social icons. Social links open the platform in a new
 * tab; each icon's accessible name is the platform's name.
 */
export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const socials = [
    { name: 'Facebook', href: SOCIAL_LINKS.facebook, icon: <FacebookIcon /> },
    { name: 'Instagram', href: SOCIAL_LINKS.instagram, icon: <InstagramIcon /> },
    { name: 'YouTube', href: SOCIAL_LINKS.youtube, icon: <YouTubeIcon /> },
    { name: 'WhatsApp', href: SOCIAL_LINKS.whatsapp, icon: <WhatsAppIcon /> },
  ];
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
          <ul className="site-footer__list">
            <li>
              <a className="site-footer__link" href={`mailto:${CONTACT.email}`}>
                <MailIcon className="site-footer__icon" />
                <span>{CONTACT.email}</span>
              </a>
            </li>
            <li>
              <a className="site-footer__link" href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>
                <PhoneIcon className="site-footer__icon" />
                <span dir="ltr">{CONTACT.phone}</span>
              </a>
            </li>
          </ul>
        </div>
        <nav className="site-footer__section" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            <Trans>Links</Trans>
          </h2>
          <ul className="site-footer__list">
            <li>
              <a className="site-footer__link" href="/#services">
                <Trans>Our services</Trans>
              </a>
            </li>
            <li>
              <a className="site-footer__link" href="/#taxi-services">
                <Trans>Vehicle services</Trans>
              </a>
            </li>
            <li>
              <a className="site-footer__link" href="/#faq">
                <Trans>Frequently asked questions</Trans>
              </a>
            </li>
            <li>
              <a className="site-footer__link" href="/help">
                <Trans>Help and support</Trans>
              </a>
            </li>
          </ul>
        </nav>
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
      </div>
      <div className="container site-footer__bottom">
        <p>
          <Trans>© {year} Tamil Community. Made with care for Tamils everywhere.</Trans>
        </p>
      </div>
    </footer>
  );
}
