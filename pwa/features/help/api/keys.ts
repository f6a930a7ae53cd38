/** Outbox kind of a help-page message (pwa/routes/__root.tsx maps kinds to the lists they refresh; this one refreshes none). */
export const CONTACT_OUTBOX_KIND = 'contact-message';
