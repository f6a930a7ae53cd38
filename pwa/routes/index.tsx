import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  return <h1><Trans>Tamil Community</Trans></h1>;
}
