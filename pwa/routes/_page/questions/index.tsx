import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { QuestionsSection } from '../../../features/questions/components/questions-section.tsx';

export const Route = createFileRoute('/_page/questions/')({
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container">
      <QuestionsSection variant="page" />
    </div>
  ),
});
