import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { REDIRECT_AFTER_AUTH_MS } from '#shared/constants.ts';

/**
 * Returns a callback that sends the user to / after REDIRECT_AFTER_AUTH_MS (1 s, spec 000 §2 Authentication,
 * §9), so the success toast can be read first. The timer is cleared if the screen unmounts earlier.
 */
export function useRedirectAfterAuth() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate({ to: '/' }), REDIRECT_AFTER_AUTH_MS);
  };
}
