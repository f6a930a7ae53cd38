import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useRetryableLazy } from '../../lib/use-retryable-lazy.ts';
import { LoadBoundary } from './load-boundary.tsx';

/**
 * "This part of the page could not be loaded" with a "Try again" button: what a part from its own chunk shows when
 * the chunk cannot be fetched (offline before the app was cached, a flaky connection). `className` places it.
 */
export function LoadFailed({ onRetry, className = 'load-failed' }: { onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>
        <Trans>This part of the page could not be loaded. Check your connection.</Trans>
      </p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/**
 * A part of a page from its own chunk (issue 10 item 3: what the first screen does not need stays out of its
 * JavaScript): `fallback` while the chunk loads, {@link LoadFailed} (or `renderFailed`) when it cannot be fetched,
 * and "Try again" fetches it afresh. `load` must be stable (a module-level function), e.g.
 * `() => import('./post-job-form.tsx').then((m) => m.PostJobForm)`; `props` are passed to the component.
 */
export function LazyPart<P extends object>(props: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  fallback: ReactNode;
  renderFailed?: (retry: () => void) => ReactNode;
}) {
  const { Component, key, reset } = useRetryableLazy(props.load);
  const [failed, setFailed] = useState(false);
  if (failed) {
    const retry = () => {
      reset();
      setFailed(false);
    };
    return props.renderFailed ? props.renderFailed(retry) : <LoadFailed onRetry={retry} />;
  }
  return (
    <LoadBoundary key={key} onError={() => setFailed(true)}>
      <Suspense fallback={props.fallback}>
        <Component {...props.props} />
      </Suspense>
    </LoadBoundary>
  );
}
