import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import '../auth.css';

/**
 * The authentication screen shared by /auth and /register (spec 000 §2 Authentication): a header with the logo
 * (a link to /) and the Tamil/English switch, then a card with the title, the tagline, the form and a footer.
 */
export function AuthLayout(props: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="page">
      <header className="auth-header">
        <div className="container auth-header__inner">
          <Link to="/" className="auth-logo">
            <span className="auth-logo__mark" aria-hidden="true">
              த
            </span>
            <span className="auth-logo__name">
              <Trans>Tamil Community</Trans>
            </span>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="auth-main">
        <div className="container">
          <section className="card auth-card" aria-labelledby="auth-title">
            <h1 id="auth-title" className="auth-card__title">
              {props.title}
            </h1>
            <p className="auth-card__tagline">
              <Trans>One community for Tamil people around the world</Trans>
            </p>
            {props.children}
            {props.footer ? <div className="auth-card__footer">{props.footer}</div> : null}
          </section>
        </div>
      </main>
    </div>
  );
}
