import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { HeaderEntry, PwaFeature } from '../lib/feature.ts';
import { useSession } from '../lib/session.ts';
import { LoadBoundary } from './ui/load-boundary.tsx';

/** One lazy component per entry, made on first draw and kept (React.lazy loads once). */
const components = new WeakMap<HeaderEntry, LazyExoticComponent<ComponentType>>();

function componentOf(entry: HeaderEntry): LazyExoticComponent<ComponentType> {
  let component = components.get(entry);
  if (!component) {
    component = lazy(() => entry.load().then((loaded) => ({ default: loaded })));
    components.set(entry, component);
  }
  return component;
}

/**
 * The features' parts of the site header (`header` of their pwa/features/<name>/feature.ts, decision 183), in the
 * order of `features` (the PWA registry's). Nothing is drawn while the session is unknown — the pre-rendered page
 * and its hydration, so both render the same — and a `members` entry only for a signed-in member. Each part loads
 * from its own chunk on first draw; one that cannot be fetched (offline before the app was cached) draws nothing
 * and leaves the rest of the header alone.
 */
export function FeatureHeaderEntries({ features }: { features: readonly PwaFeature[] }) {
  const session = useSession();
  if (session.status === 'unknown') return null;
  return features.map(({ name, header }) => {
    if (!header || (header.members && session.status !== 'member')) return null;
    const Part = componentOf(header);
    return (
      <LoadBoundary key={name} onError={() => undefined}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </LoadBoundary>
    );
  });
}
