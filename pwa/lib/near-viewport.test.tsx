import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { NearViewport } from './near-viewport.tsx';
import { useOfflineList } from './offline/hooks.ts';
import { defineOfflineList } from './offline/lists.ts';

// A section inside <NearViewport> asks for its data when it nears the screen, not when it mounts (issue 10, TBT on
// the home page; docs/decisions/152).

interface Row {
  id: string;
}

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports every observed element as (not) intersecting, as the browser does on scroll. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** An offline list named `name` whose API answers one row, `<name>-row`; `fetchPage` counts the requests. */
function listOf(name: string) {
  const fetchPage = vi.fn(() => Promise.resolve({ items: [{ id: `${name}-row` }], nextCursor: null, total: 1 }));
  return { fetchPage, def: defineOfflineList<Row>({ name, queryKey: [name], fetchPage, getId: (r) => r.id }) };
}

function Rows({ def }: { def: ReturnType<typeof listOf>['def'] }) {
  const { rows, isLoading } = useOfflineList(def);
  return <p>{isLoading ? `${def.name}: loading` : rows.map((r) => r.id).join()}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('NearViewport', () => {
  it('keeps a section loading, without a request, until it nears the screen; then it shows its rows', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { def, fetchPage } = listOf('below');
    await renderWithProviders(
      <NearViewport className="later">
        <Rows def={def} />
      </NearViewport>,
      { user: null },
    );
    expect(screen.getByText('below: loading')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe('150% 0px');
    expect(observer?.observed[0]).toHaveClass('later');

    act(() => observer!.report(false)); // still far below
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('below: loading')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();

    act(() => observer!.report(true));
    expect(await screen.findByText('below-row')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('leaves lists outside it alone: they ask at once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { def, fetchPage } = listOf('page');
    await renderWithProviders(<Rows def={def} />, { user: null });
    expect(await screen.findByText('page-row')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
