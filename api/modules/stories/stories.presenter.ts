import type { AdminStory, PublicStory } from '#shared/stories/schemas.ts';
import type { SuccessStory } from './story.entity.ts';

/** A date column (a Date, or a YYYY-MM-DD string depending on the driver) as YYYY-MM-DD. */
const dateOnly = (value: Date | string): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** A published story for everyone: both languages, never the consent record. */
export function presentPublicStory(s: SuccessStory): PublicStory {
  return {
    id: s.id,
    titleTa: s.titleTa,
    titleEn: s.titleEn,
    bodyTa: s.bodyTa,
    bodyEn: s.bodyEn,
    names: s.names,
    city: s.city,
    publishedAt: (s.publishedAt ?? s.createdAt).toISOString(),
  };
}

/** A story for the admin: everything, with the consent record and whether (and since when) it is published. */
export function presentAdminStory(s: SuccessStory): AdminStory {
  return {
    ...presentPublicStory(s),
    consentGivenBy: s.consentGivenBy,
    consentGivenOn: dateOnly(s.consentGivenOn as Date | string),
    consentMethod: s.consentMethod,
    consentNote: s.consentNote,
    published: s.published,
    publishedAt: s.publishedAt ? s.publishedAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
