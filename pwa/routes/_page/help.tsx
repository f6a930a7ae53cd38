import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../features/help/components/help-page.tsx';

export const Route = createFileRoute('/_page/help')({
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: HelpPage,
});
