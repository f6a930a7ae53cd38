import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { toast } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { CURRENT_USER_KEY, fetchCurrentUser } from '../lib/session.ts';
import { PageLayout } from './-components/page-layout.tsx';

/**
 * Layout route of member pages: the page layout (header, back link, footer — as routes/_page.tsx) behind a guard.
 * Guests are sent to /auth with the destructive toast 'Authorization Required' (spec 000 §2 Profile, §8) and, after
 * logging in, back to the page they asked for (`redirect`). The user is read once through the session query
 * (cached afterwards). Preloads (hovering a link) redirect silently.
 */
export const Route = createFileRoute('/_authed')({
  component: PageLayout,
  beforeLoad: async ({ context, preload, location }) => {
    const user = await context.queryClient.ensureQueryData({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
    if (!user) {
      if (!preload) {
        toast({ title: i18n._(msg`Authorization Required`), description: i18n._(msg`Please log in to continue.`), variant: 'destructive' });
      }
      const back = location?.href;
      throw redirect({ to: '/auth', search: back && back !== '/' ? { redirect: back } : {} });
    }
    return { user };
  },
});
