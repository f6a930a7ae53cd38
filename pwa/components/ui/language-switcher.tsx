import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';

const LABELS: Record<Language, string> = { ta: 'தமிழ்', en: 'English' };
/** Short labels for the narrowest screens (a header may show these instead, with CSS; the name stays the long one). */
const SHORT_LABELS: Record<Language, string> = { ta: 'த', en: 'EN' };

/**
 * Tamil / English switch; the current language is marked (aria-pressed) and the choice is remembered in
 * localStorage `preferredLanguage` (spec 000 §1). Each label is written in its own language; each button carries
 * a long and a short label (`.language-switcher__long` / `__short`, the short one hidden unless a container's
 * CSS swaps them — the long one is then only visually hidden), and its accessible name is always the long one,
 * from its text (no aria-label, which a visible short label would contradict).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n, t } = useLingui();
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={i18n.locale === language}
          onClick={() => void changeLanguage(language)}
        >
          <span className="language-switcher__long">{LABELS[language]}</span>
          <span className="language-switcher__short" aria-hidden="true">
            {SHORT_LABELS[language]}
          </span>
        </button>
      ))}
    </div>
  );
}
