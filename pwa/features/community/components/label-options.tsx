import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** The `<option>`s of a select over `values`, each shown by its bilingual label (kinds, categories). */
export function LabelOptions<V extends string>({ values, labels }: { values: readonly V[]; labels: Record<V, MessageDescriptor> }) {
  const { i18n } = useLingui();
  return values.map((value) => (
    <option key={value} value={value}>
      {i18n._(labels[value])}
    </option>
  ));
}
