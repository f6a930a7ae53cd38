/**
 * Public contact details shown in the site footer (spec 000 §2 "Footer with contact, links and social icons").
 * The spec gives only placeholders ({phone}, {email}); these are reserved example values (the .example domain,
 * Ofcom's drama number range) until the community's real address, number and accounts are known. If the help
 * page (spec 001) needs the same values, move this to shared/constants.ts.
 */
export const CONTACT = {
  email: 'help@tamil-community.example',
  phone: '+44 20 7946 0123',
} as const;

/** Social accounts linked from the footer (placeholders: the platforms' home pages). */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  whatsapp: 'https://www.whatsapp.com/',
} as const;
