import { lazy, useCallback, useState, type ComponentType } from 'react';

/**
 * A component from its own chunk (`React.lazy`) that can be tried again: React.lazy remembers a failed fetch, so
 * `reset()` makes a fresh lazy component and a new `key` for the <LoadBoundary> around it. `load` resolves the
 * component (e.g. `() => import('./ask-form.tsx').then((m) => m.AskForm)`); call it yourself to preload on hover or
 * focus. Keeps forms and their validation out of the first screen (docs/decisions/032-initial-load-budget.md).
 */
export function useRetryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = useCallback(() => lazy(() => load().then((component) => ({ default: component }))), [load]);
  const [Component, setComponent] = useState(make);
  const [key, setKey] = useState(0);
  const reset = useCallback(() => {
    setComponent(make);
    setKey((n) => n + 1);
  }, [make]);
  return { Component, key, reset };
}
