import { Component, type ReactNode } from 'react';

/**
 * Catches a failed `React.lazy` load (a chunk that cannot be fetched: offline before the app was cached) under
 * it, renders nothing in its place and calls `onError` once (e.g. to show a toast). Give it a new `key` to try
 * again with a new lazy component — React.lazy remembers a failed load. Pair it with <Suspense> inside.
 */
export class LoadBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
