import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';

const LABELS: Record<Language, string> = { ta: 'தமிழ்', en: 'English' };

/**
 * Tamil / English switch; the current language is marked (aria-pressed) and the choice is remembered in
 * localStorage `preferredLanguage` (spec 000 §1). Each label is written in its own language.
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
          {LABELS[language]}
        </button>
      ))}
    </div>
  );
}
