import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /jobs/post: an old address of the Post job form, which is /post-job (spec 001 §2; shared/route-redirects.ts,
 * decision 179). It renders nothing: the browser is sent on, replacing this entry in the history; the server
 * answers this path with a 301 itself, so this redirect is for navigations inside the app and the offline app.
 */
export const Route = createFileRoute('/_page/jobs/post')({
  beforeLoad: () => {
    throw redirect({ to: '/post-job', replace: true });
  },
});
