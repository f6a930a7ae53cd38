import { useId, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseTags } from '#shared/jobs/schemas.ts';

/**
 * A tag list input (spec 001 §2 Post job: skills, languages, benefits): a text input and an Add button; Enter also
 * adds; blanks and duplicates (ignoring case) are ignored; each tag has a remove button; `suggestions` are
 * quick-add buttons for what is not chosen yet.
 */
export function TagInput({ label, value, onChange, suggestions = [] }: { label: string; value: string[]; onChange: (tags: string[]) => void; suggestions?: readonly string[] }) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const next = normaliseTags([...value, text]);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add(draft);
    }
  };
  const chosen = new Set(value.map((v) => v.toLocaleLowerCase()));
  const open = suggestions.filter((s) => !chosen.has(s.toLocaleLowerCase()));
  return (
    <div className="field tag-input">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="tag-input__row">
        <input id={id} className="input" value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} />
        <button type="button" className="btn btn--secondary" onClick={() => add(draft)}>
          <Trans>Add</Trans>
        </button>
      </div>
      {value.length > 0 && (
        <ul className="tag-list" aria-label={label}>
          {value.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button type="button" className="tag__remove" aria-label={t`Remove ${tag}`} onClick={() => onChange(value.filter((v) => v !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <div className="tag-input__suggestions" aria-label={t`Suggestions`} role="group">
          {open.map((s) => (
            <button key={s} type="button" className="chip" onClick={() => add(s)}>
              + {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
