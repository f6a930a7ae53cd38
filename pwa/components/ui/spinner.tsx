import { useLingui } from '@lingui/react/macro';

/** A loading indicator; `fullPage` replaces the whole screen (used while the session loads, spec 000 §1). */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={fullPage ? 'spinner-page' : 'spinner-inline'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
