import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EducationPage } from '../../../features/education/components/education-page.tsx';
import { loadEducationCatalog } from '../../../features/education/catalog.ts';
import { definedOnly, mineParam } from '../../-components/search-params.ts';

/**
 * /education (spec 000 §2 Education platform): Teachers and Courses tabs with filters; offline lists.
 * `?mine=1`: the member's own courses (decision 179).
 */
export const Route = createFileRoute('/_page/education/')({
  loader: loadEducationCatalog,
  validateSearch: (search: Record<string, unknown>) => definedOnly({ mine: mineParam(search.mine) }),
  staticData: { back: { to: '/', label: msg`Back to home` }, footer: true },
  component: EducationRoute,
});

function EducationRoute() {
  const { mine } = Route.useSearch();
  return (
    <div className="container education">
      <EducationPage mine={mine === 1} />
    </div>
  );
}
