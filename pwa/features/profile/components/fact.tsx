import type { ReactNode } from 'react';

/** One labelled value of a profile fact list (`<dl className="profile-facts">`). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="profile-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
