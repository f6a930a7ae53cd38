import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { toast } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../lib/session.ts';

/**
 * Layout route of member pages: guests are sent to /auth with the destructive toast 'Authorization Required'
 * (spec 000 §2 Profile, §8). The user is read once through the session query (cached afterwards). Preloads
 * (hovering a link) redirect silently.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, preload }) => {
    const user = await context.queryClient.ensureQueryData({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
    if (!user) {
      if (!preload) {
        toast({ title: i18n._(msg`Authorization Required`), description: i18n._(msg`Please log in to continue.`), variant: 'destructive' });
      }
      throw redirect({ to: '/auth' });
    }
    return { user };
  },
});
