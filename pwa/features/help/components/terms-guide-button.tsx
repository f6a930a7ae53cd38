import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';

/** A speech bubble with "அ" (the first Tamil letter): the cultural-terms guide. */
function TermsIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <path fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-4.5 3.5V17H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
      <text x="12" y="13.6" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor">
        அ
      </text>
    </svg>
  );
}

/** The guide (dialog, the five terms in two languages) is its own chunk, fetched on the first open. */
const loadGuide = () => import('./terms-guide.tsx');
const TermsGuide = lazy(loadGuide);

/**
 * The header's "Tamil words explained" button on every page (spec 000 §1 help popup; issue 19 item 4): a 40 px icon
 * button that opens the cultural-terms guide. Its text is for screen readers and the tooltip, so it fits a 320 px
 * header in Tamil.
 */
export function TermsGuideButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const label = t`Tamil words explained`;
  const onFailed = () => {
    setOpen(false);
    setAttempt((n) => n + 1);
    toast({ title: t`Could not open the guide`, description: t`Check your connection and try again.`, variant: 'destructive' });
  };
  return (
    <>
      <button
        type="button"
        className="terms-button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadGuide().catch(() => undefined)}
      >
        <TermsIcon className="terms-button__icon" />
      </button>
      {open && (
        <LoadBoundary key={attempt} onError={onFailed}>
          <Suspense fallback={null}>
            <TermsGuide open={open} onOpenChange={setOpen} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
