import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { toast } from '../../../components/ui/toast.tsx';

/** How long the login message stays before /auth opens (spec 001 §6: 2 s), in milliseconds. */
export const LOGIN_REDIRECT_MS = 2000;

/**
 * Spec 001 §6: adding a store product needs a session — a guest's "Add a product", or a submit the server answers
 * 401 (the session ended meanwhile), shows the login message, then opens /auth after {@link LOGIN_REDIRECT_MS} and
 * comes back to this page after the login. Returns the function that does it.
 */
export function useLoginFirst(): () => void {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    toast({ title: t`Please log in first`, description: t`Log in to sell your products here. Taking you to the login page…` });
    const back = location.href;
    setTimeout(() => void navigate({ to: '/auth', search: { redirect: back } }), LOGIN_REDIRECT_MS);
  };
}
