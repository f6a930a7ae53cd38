import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { countryLabel } from '../../../lib/i18n/country-options.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { ProfileForm } from './profile-form.tsx';

/**
 * Profile tab (spec 000 §2 Profile, §4 Profile): personal information, read-only in view mode and as the edit
 * form in edit mode.
 */
export function ProfileTab(props: { user: CurrentUser; editing: boolean; onEditingChange: (editing: boolean) => void }) {
  if (props.editing) {
    return <ProfileForm user={props.user} onDone={() => props.onEditingChange(false)} onCancel={() => props.onEditingChange(false)} />;
  }
  return <PersonalInfo user={props.user} />;
}

function PersonalInfo({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  const country = countryLabel(user.country, language);
  const notSet = <Trans>Not set</Trans>;
  const rows = [
    { label: <Trans>Full name</Trans>, value: user.fullName },
    { label: <Trans>Username</Trans>, value: user.username },
    { label: <Trans>Email</Trans>, value: user.email },
    { label: <Trans>Phone number</Trans>, value: user.phoneNumber },
    { label: <Trans>Address</Trans>, value: user.address },
    { label: <Trans>City</Trans>, value: user.city },
    { label: <Trans>Postal code</Trans>, value: user.postalCode },
    { label: <Trans>Country</Trans>, value: country },
    { label: <Trans>Date of birth</Trans>, value: user.dateOfBirth ? formatters(language).date(user.dateOfBirth.slice(0, 10)) : '' },
  ];
  return (
    <dl className="profile-facts">
      {rows.map((row, index) => (
        <div className="profile-facts__item" key={index}>
          <dt>{row.label}</dt>
          <dd>{row.value || notSet}</dd>
        </div>
      ))}
    </dl>
  );
}
