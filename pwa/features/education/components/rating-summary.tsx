import { Plural, useLingui } from '@lingui/react/macro';

/**
 * A teacher's rating as a list item: the average (1–5, one decimal) and how many reviews, with the count's plural
 * form in the viewer's language ("1 review", "2 reviews"). Nothing when there is no review yet.
 */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  const { i18n } = useLingui();
  if (average === null) return null;
  return (
    <li>
      ★ {i18n.number(average, { maximumFractionDigits: 1 })} (<Plural value={count} one="# review" other="# reviews" />)
    </li>
  );
}
