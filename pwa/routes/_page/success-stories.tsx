import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StoriesSection } from '../../features/stories/components/stories-section.tsx';

/** /success-stories (spec 000 §1 "Success stories"; issue 19 item 6): every published story. */
export const Route = createFileRoute('/_page/success-stories')({
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container section">
      <StoriesSection variant="page" />
    </div>
  ),
});
