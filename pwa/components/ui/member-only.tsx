import type { ComponentType, ReactNode } from 'react';
import { useSession } from '../../lib/session.ts';
import { LazyPart } from './lazy-part.tsx';
import { LoginRequired } from './login-required.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A member's screen on a public route — a form to post a job or a course, a member's own lists (spec 001 §2: guests
 * see "Login Required"). The screen comes from its own chunk, fetched only once the visitor is known to be a member:
 * a guest's first screen carries none of its code (the form kit, the request schemas with their phone checks).
 * - session unknown (the pre-rendered page, its hydration, the session request under way): the screen's `title`
 *   and a spinner in a card — the pre-rendered page has its heading;
 * - guest: {@link LoginRequired};
 * - member: the screen (`load`, a module-level function; `props` passed to it), the same card while it loads.
 */
export function MemberOnly<P extends object>({ title, load, props }: { title: ReactNode; load: () => Promise<ComponentType<P>>; props: P }) {
  const session = useSession();
  const pending = (
    <div className="card empty-state member-only" aria-busy="true">
      <h1>{title}</h1>
      <Spinner />
    </div>
  );
  if (session.status === 'guest') return <LoginRequired />;
  if (session.status === 'unknown') return pending;
  return <LazyPart load={load} props={props} fallback={pending} />;
}
