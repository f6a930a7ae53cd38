import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { REDIRECT_AFTER_AUTH_MS } from '#shared/constants.ts';

/**
 * Returns a callback that sends the user on after REDIRECT_AFTER_AUTH_MS (1 s, spec 000 §2 Authentication, §9),
 * so the success toast can be read first: to `to` — the page that asked for a login (`/auth?redirect=…`, e.g.
 * back to the taxi form), a same-site path the route has checked — else home. The timer is cleared if the screen
 * unmounts earlier.
 */
export function useRedirectAfterAuth(to?: string) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void (to ? navigate({ href: to }) : navigate({ to: '/' })), REDIRECT_AFTER_AUTH_MS);
  };
}
