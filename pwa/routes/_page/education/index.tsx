import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EducationPage } from '../../../features/education/components/education-page.tsx';
import { loadEducationCatalog } from '../../../features/education/catalog.ts';

/** /education (spec 000 §2 Education platform; issue 17 item 3): Teachers and Courses tabs with filters; offline lists. */
export const Route = createFileRoute('/_page/education/')({
  loader: loadEducationCatalog,
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: () => (
    <div className="container education">
      <EducationPage />
    </div>
  ),
});
