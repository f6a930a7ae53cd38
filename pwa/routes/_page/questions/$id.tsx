import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { QuestionDetail } from '../../../features/questions/components/question-detail.tsx';

export const Route = createFileRoute('/_page/questions/$id')({
  staticData: { back: { to: '/questions', label: msg`All questions` } },
  component: QuestionPage,
});

/** /questions/$id: one question with its answers; opens offline once its answers were seen. */
function QuestionPage() {
  const { id } = Route.useParams();
  return (
    <div className="container">
      <QuestionDetail id={id} />
    </div>
  );
}
