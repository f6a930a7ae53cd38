/**
 * Documents in the uploads service (docs/decisions/177-cv-as-pdf.md; spec 001 §5 Application form: "a CV can be
 * uploaded as a PDF (≤ 5 MB)"). A document is stored as the member sent it — never re-encoded — and only a PDF is
 * accepted, decided by its first bytes (`%PDF-`), not by its name or the Content-Type the browser sent. No zod here:
 * the PWA's apply form and application cards read these without loading a schema library.
 */

/** What an upload is: a photo (re-encoded to WebP variants) or a document (a PDF kept as sent). */
export const UPLOAD_KINDS = ['image', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Largest document a member may upload, in bytes (spec 001 §5: a CV up to 5 MB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The one media type a document may have. */
export const DOCUMENT_MEDIA_TYPE = 'application/pdf';
/** File name of a stored document under its object (`objects/<id>/document.pdf`) and in its URL. */
export const DOCUMENT_FILE = 'document.pdf';
/** The first bytes of every PDF file (ISO 32000-1 §7.5.2: the header line `%PDF-1.n`). */
export const PDF_MAGIC = '%PDF-';

/** The URL a document is opened at, e.g. `/objects/3f2c…/document.pdf` (same origin; private documents answer 404 to others). */
export const documentUrlOf = (objectId: string) => `/objects/${objectId}/${DOCUMENT_FILE}`;
