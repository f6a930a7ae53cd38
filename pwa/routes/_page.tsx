import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from './-components/page-layout.tsx';

/**
 * The layout of the public pages (pathless: it adds no URL segment): header, back link, <main>, footer — see
 * PageLayout. A new public page goes in routes/_page/ and renders only its content; member pages go in
 * routes/_authed/, which has the same layout behind the login guard.
 */
export const Route = createFileRoute('/_page')({ component: PageLayout });
