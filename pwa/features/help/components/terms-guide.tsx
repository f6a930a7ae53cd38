import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { CULTURAL_TERMS } from '#shared/help/cultural-terms.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import '../help.css';

/**
 * The cultural-terms guide (spec 000 §1: five terms, each with pronunciation, explanation, context and examples in
 * either language; issue 19 item 4): a dialog with one tab per term. The Tamil word is always shown, with its
 * English name and how to say it; the rest is in the reader's language, with a switch to read it in the other one.
 */
export default function TermsGuide({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<string>(CULTURAL_TERMS[0]!.id);
  const [language, setLanguage] = useState<Language>(i18n.locale as Language);
  const term = CULTURAL_TERMS.find((x) => x.id === selected) ?? CULTURAL_TERMS[0]!;
  const other: Language = language === 'ta' ? 'en' : 'ta';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Tamil words explained</Trans>} description={<Trans>Five words you will meet on this site, in Tamil and English.</Trans>} wide>
      <div className="terms-guide">
        <div className="terms-guide__tabs" role="tablist" aria-label={t`Terms`}>
          {CULTURAL_TERMS.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              id={`term-tab-${x.id}`}
              aria-controls="term-panel"
              aria-selected={x.id === term.id}
              className={`btn btn--sm ${x.id === term.id ? 'btn--primary' : 'btn--ghost'}`}
              onClick={() => setSelected(x.id)}
            >
              <span lang="ta">{x.tamil}</span>
            </button>
          ))}
        </div>
        <section id="term-panel" role="tabpanel" aria-labelledby={`term-tab-${term.id}`} className="terms-guide__panel" lang={language}>
          <h3 className="terms-guide__word">
            <span lang="ta">{term.tamil}</span> <span className="terms-guide__english" lang="en">· {term.english}</span>
          </h3>
          <p className="terms-guide__say">
            <Trans>Say it:</Trans> <span lang="en">{term.pronunciation}</span>
          </p>
          <h4>
            <Trans>What it means</Trans>
          </h4>
          <p>{term.explanation[language]}</p>
          <h4>
            <Trans>On this site</Trans>
          </h4>
          <p>{term.context[language]}</p>
          <h4>
            <Trans>Examples</Trans>
          </h4>
          <ul>
            {term.examples[language].map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </section>
        <p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setLanguage(other)}>
            {other === 'en' ? <Trans>Read in English</Trans> : <Trans>Read in Tamil</Trans>}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
