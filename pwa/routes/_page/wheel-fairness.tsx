import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FairnessPage } from '../../features/wheel/components/fairness-page.tsx';

export const Route = createFileRoute('/_page/wheel-fairness')({
  staticData: { back: { to: '/', label: msg`Back to home` } },
  component: FairnessPage,
});
