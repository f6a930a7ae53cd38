import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SHA256_HEX_LENGTH, STATE_NAME_LENGTH, UPLOAD_TAG_LENGTH } from '../../db/column-lengths.ts';
import { UPLOAD_KINDS } from '#shared/uploads/documents.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * Life of an upload (docs/decisions/050-uploads-and-object-storage.md):
 * `pending` (URL issued) → `processing` (bytes arriving or being checked; claimed by one request only) → `ready`
 * (WebP variants stored) | `rejected` (bad bytes; nothing kept); `deleted` (the owning record went; the cleanup
 * job removes the files, then the row).
 */
export const STORED_OBJECT_STATUSES = ['pending', 'processing', 'ready', 'rejected', 'deleted'] as const;
export type StoredObjectStatus = (typeof STORED_OBJECT_STATUSES)[number];

/** Size of one stored variant, in pixels. */
export interface VariantSize {
  width: number;
  height: number;
}

/** The stored variants of a ready image (keys as in shared/uploads/schemas.ts). */
export interface StoredVariants {
  w320: VariantSize;
  w960: VariantSize;
  full: VariantSize;
}

/**
 * One uploaded image (spec 001 §7) or document (a CV as a PDF, docs/decisions/177). `owner` is the member who uploaded it (set null when the account is deleted;
 * the cleanup job then removes the object). Until a feature attaches it (`purpose` + `ref`), only its uploader
 * may see it; `isPrivate` objects are served only after the purpose's visibility check (api/modules/uploads/
 * visibility.ts). `width`/`height` are the `full` variant's; `variants` holds every variant's size.
 */
export const StoredObjectSchema = defineEntity({
  name: 'StoredObject',
  tableName: 'stored_objects',
  indexes: [
    { name: 'stored_objects_status_created_at_idx', properties: ['status', 'createdAt'] },
    { name: 'stored_objects_purpose_ref_idx', properties: ['purpose', 'ref'] },
  ],
  checks: [
    { name: 'stored_objects_status_check', expression: `status in (${STORED_OBJECT_STATUSES.map((s) => `'${s}'`).join(', ')})` },
    { name: 'stored_objects_attached_check', expression: '(attached_at is null) = (purpose is null)' },
    { name: 'stored_objects_kind_check', expression: `kind in (${UPLOAD_KINDS.map((k) => `'${k}'`).join(', ')})` },
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).nullable().deleteRule('set null').index(),
    status: p.string().length(STATE_NAME_LENGTH).default('pending'),
    /** `image` (re-encoded to WebP variants) or `document` (a PDF kept as sent; docs/decisions/177), fixed at the URL's making. */
    kind: p.string().length(STATE_NAME_LENGTH).default('image'),
    /** When the upload URL stops working. */
    urlExpiresAt: p.datetime(),
    /** Media type found in the uploaded bytes (image/jpeg, image/png, image/webp; application/pdf for a document). */
    sourceType: p.string().length(UPLOAD_TAG_LENGTH).nullable(),
    /** Bytes received. */
    sourceBytes: p.integer().nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    variants: p.json<StoredVariants>().nullable(),
    /** What the object belongs to, e.g. `store-product`, `marriage-profile` (set by attachUploads). */
    purpose: p.string().length(UPLOAD_TAG_LENGTH).nullable(),
    /** Id of the owning record within its purpose. */
    ref: p.string().length(SHA256_HEX_LENGTH).nullable(),
    isPrivate: p.boolean().default(false),
    attachedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
  },
});
export type StoredObject = InferEntity<typeof StoredObjectSchema>;
