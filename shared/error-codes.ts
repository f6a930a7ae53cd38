/**
 * Stable error codes of the API's `{ message, code, fields? }` error body. The PWA maps every code to a Lingui
 * message (pwa/lib/i18n/error-messages.ts), so each error a user reads is bilingual; `message` is the English fallback.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'invalid_credentials',
  'account_blocked',
  'forbidden',
  'not_found',
  'email_exists',
  'username_taken',
  'conflict',
  'invalid_reset_token',
  'rate_limited',
  'idempotency_key_reused',
  'idempotency_key_in_use',
  'internal_error',
  'service_unavailable',
  // account security (issue 5)
  'csrf_rejected',
  'invalid_two_factor_code',
  'two_factor_expired',
  'two_factor_not_pending',
  'invalid_password',
  // payments (issue 4)
  'invalid_signature',
  'already_entitled',
  'payment_canceled',
  'payments_unavailable',
  'no_active_subscription',
  'card_declined',
  'card_invalid',
  'authentication_failed',
  'payment_not_pending',
  'payment_provider_error',
  // uploads (issue 12)
  'image_unsupported',
  'image_too_large',
  'image_unreadable',
  'image_too_many_pixels',
  'upload_expired',
  'upload_used',
  'upload_not_received',
  'images_busy',
  // documents: a CV as a PDF (decision 177)
  'document_unsupported',
  'document_too_large',
  // jobs board (issue 13)
  'already_applied',
  'own_job',
  'applications_closed',
  // community Q&A (issue 15)
  'own_post_vote',
  // admin panel (issue 19)
  'account_suspended',
  'own_account',
  'last_admin',
  // education marketplace (issue 17)
  'profile_exists',
  'teacher_profile_required',
  'not_own_content',
  'education_subscription_required',
  'already_reviewed',
  'teacher_not_contacted',
  'own_teacher_review',
  // status changes that lost to a concurrent one (decision 160)
  'status_changed',
  'interest_already_accepted',
  'interest_already_declined',
  // a method the path does not have: 405 with Allow (decision 173)
  'method_not_allowed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
