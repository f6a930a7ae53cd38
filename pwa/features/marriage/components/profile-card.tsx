import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { DIET_LABELS, EDUCATION_LABELS, OCCUPATION_LABELS, optionText, starName } from '../labels.ts';
import { CardPhoto } from './profile-photos.tsx';

/** The facts line of a profile: age, city and country, occupation, education, diet, height (cm), star. */
export function ProfileFacts({ profile }: { profile: MarriageProfile }) {
  const { t, i18n } = useLingui();
  const facts = [
    t`${profile.age} years`,
    `${profile.city}, ${profile.country}`,
    optionText(OCCUPATION_LABELS[profile.occupation], profile.occupationOther, (m) => i18n._(m)),
    optionText(EDUCATION_LABELS[profile.education], profile.educationOther, (m) => i18n._(m)),
    i18n._(DIET_LABELS[profile.diet]),
    ...(profile.heightCm ? [t`${profile.heightCm} cm`] : []),
    ...(profile.star ? [starName(profile.star, i18n.locale)] : []),
  ];
  return (
    <ul className="marriage-facts" role="list">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/**
 * One card of the browse list (spec 001 §2 Marriage page): the main photo or the placeholder saying why not
 * (decision 163), name, facts, the first lines about them, View Profile.
 */
export const ProfileCard = memo(function ProfileCard({ profile }: { profile: MarriageProfile }) {
  return (
    <li className="card marriage-card">
      <CardPhoto profile={profile} />
      <h2 className="marriage-card__title" id={`profile-${profile.id}`}>
        {profile.name}
      </h2>
      <ProfileFacts profile={profile} />
      <p>{profile.aboutMe.length > 160 ? `${profile.aboutMe.slice(0, 157)}…` : profile.aboutMe}</p>
      <Link to="/marriage-profile/$profileId" params={{ profileId: profile.id }} className="btn btn--secondary" aria-describedby={`profile-${profile.id}`}>
        <Trans>View Profile</Trans>
      </Link>
    </li>
  );
});
