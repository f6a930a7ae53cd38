import type { ErrorCode } from './error-codes.ts';
import type { V } from './messages.ts';

/*
 * What a person reads for each API error code and where a validation message of shared/messages.ts is worded for
 * developers: the English source of the PWA's error table, which is generated from this file and `V`
 * (pwa/lib/i18n/error-table/error-table.ts, by scripts/error-table.ts; docs/decisions/181). Not imported by the
 * PWA at run time: the table carries the texts as Lingui messages, and stays off the first screen (decision 153).
 * A new code: its name in shared/error-codes.ts, its text here, `node scripts/error-table.ts`, then its Tamil.
 */

/** Every API error code's text for readers (spec 000 §8), English; the PWA shows its Tamil from the catalog. */
export const ERROR_CODE_TEXTS: Record<ErrorCode, string> = {
  validation_failed: 'Please fill all required fields',
  invalid_json: 'The request could not be read. Please try again.',
  payload_too_large: 'What you sent is too large.',
  unsupported_media_type: 'The request could not be read. Please try again.',
  unauthorized: 'Please log in first',
  invalid_credentials: 'Invalid email or password',
  account_blocked: 'Your account is blocked or deactivated',
  forbidden: 'You are not allowed to do this',
  not_found: 'Not found',
  email_exists: 'This email is already registered',
  username_taken: 'This username is already taken',
  conflict: 'This already exists',
  invalid_reset_token: 'This reset link is invalid or has expired',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  idempotency_key_reused: 'This request was already sent with different details.',
  idempotency_key_in_use: 'This request is still being processed. Please wait.',
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again soon.',
  method_not_allowed: 'This action is not available here.',
  csrf_rejected: 'This request was blocked because it did not come from this site. Reload the page and try again.',
  invalid_two_factor_code: 'The code is not correct',
  two_factor_expired: 'Your login has timed out. Please log in again.',
  two_factor_not_pending: 'Start two-factor setup again.',
  invalid_password: 'The password is not correct',
  invalid_signature: 'The payment notification could not be verified.',
  already_entitled: 'You already have this access.',
  payment_canceled: 'This payment was replaced by a newer one or cancelled. Close it and start again.',
  payments_unavailable: 'Payments are not available on this server yet. Please try again later.',
  no_active_subscription: 'You have no active subscription.',
  card_declined: 'Your card was declined.',
  card_invalid: 'Your card number is incorrect.',
  authentication_failed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  payment_not_pending: 'This payment has already been completed.',
  payment_provider_error: 'The payment service did not answer. Please try again.',
  image_unsupported: 'This file is not a photo we can use. Choose a JPEG, PNG or WebP image.',
  image_too_large: 'This photo is larger than 10 MB. Choose a smaller one.',
  image_unreadable: 'This photo is damaged or incomplete. Choose it again or take a new one.',
  image_too_many_pixels: 'This image has too many pixels. Choose a photo under 40 megapixels.',
  upload_expired: 'The upload took too long and expired. Please try again.',
  upload_used: 'This upload was already used. Please add the photo again.',
  upload_not_received: 'The photo did not arrive. Please try again.',
  images_busy: 'Many photos are being processed right now. Please try again in a few seconds.',
  document_unsupported: 'This file is not a PDF. Save your CV as a PDF and choose it again.',
  document_too_large: 'This file is larger than 5 MB. Choose a smaller PDF.',
  already_applied: 'You have already applied for this job.',
  own_job: 'You cannot apply for a job you posted.',
  applications_closed: 'Applications for this job are closed.',
  own_post_vote: 'You cannot vote on your own question or answer.',
  account_suspended: 'Your account is suspended.',
  own_account: 'You cannot do this to your own account.',
  last_admin: 'The last administrator cannot be removed.',
  profile_exists: 'Profile already exists',
  teacher_profile_required: 'Please register as a teacher to create courses',
  not_own_content: 'You can only manage your own content',
  education_subscription_required: 'This needs the £2/month education subscription.',
  already_reviewed: 'You have already reviewed this teacher.',
  teacher_not_contacted: 'Open the teacher\'s contact details before writing a review.',
  own_teacher_review: 'You cannot review your own teacher profile.',
  status_changed: 'This was changed by someone else at the same moment. Reload to see where it stands now.',
  interest_already_accepted: 'This interest request was already accepted.',
  interest_already_declined: 'This interest request was already declined.',
};

/**
 * Validation messages whose API wording (shared/messages.ts `V`, sent as the English fallback) is for developers:
 * what the PWA shows instead (decision 178). Every other message is shown as `V` words it.
 */
export const VALIDATION_READER_TEXTS: Partial<Record<keyof typeof V, string>> = {
  textHasNul: 'This text holds an invisible character that cannot be saved. Delete the text and type it again.',
  textHasLoneSurrogate: 'This text holds a broken character that cannot be saved. Delete the text and type it again.',
  valueInvalid: 'This is not valid here. Check it and try again.',
  numberOutOfRange: 'This number is too large or too small',
};
