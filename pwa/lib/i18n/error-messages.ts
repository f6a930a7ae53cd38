import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '#shared/error-codes.ts';
import { V, type ValidationMessage } from '#shared/messages.ts';
import { ApiRequestError } from '../api/client.ts';
import { i18n } from './i18n.ts';

/** Every API error code as a bilingual message (spec 000 §8). */
export const ERROR_CODE_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  validation_failed: msg`Please fill all required fields`,
  invalid_json: msg`The request could not be read. Please try again.`,
  payload_too_large: msg`What you sent is too large.`,
  unsupported_media_type: msg`The request could not be read. Please try again.`,
  unauthorized: msg`Please log in first`,
  invalid_credentials: msg`Invalid email or password`,
  account_blocked: msg`Your account is blocked or deactivated`,
  forbidden: msg`You are not allowed to do this`,
  not_found: msg`Not found`,
  email_exists: msg`This email is already registered`,
  username_taken: msg`This username is already taken`,
  conflict: msg`This already exists`,
  invalid_reset_token: msg`This reset link is invalid or has expired`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  idempotency_key_reused: msg`This request was already sent with different details.`,
  idempotency_key_in_use: msg`This request is still being processed. Please wait.`,
  internal_error: msg`Something went wrong on our side. Please try again.`,
  service_unavailable: msg`The service is temporarily unavailable. Please try again soon.`,
  // account security (issue 5)
  csrf_rejected: msg`This request was blocked because it did not come from this site. Reload the page and try again.`,
  invalid_two_factor_code: msg`The code is not correct`,
  two_factor_expired: msg`Your login has timed out. Please log in again.`,
  two_factor_not_pending: msg`Start two-factor setup again.`,
  invalid_password: msg`The password is not correct`,
  invalid_signature: msg`The payment notification could not be verified.`,
  already_has_access: msg`You already have access to contact details.`,
  subscription_exists: msg`You already have an active subscription.`,
  no_active_subscription: msg`You have no active subscription.`,
  card_declined: msg`Your card was declined.`,
  card_invalid: msg`Your card number is incorrect.`,
  authentication_failed: msg`We are unable to authenticate your payment method. Please choose a different payment method and try again.`,
  payment_not_pending: msg`This payment has already been completed.`,
  payment_provider_error: msg`The payment service did not answer. Please try again.`,
  // uploads (issue 12)
  image_unsupported: msg`This file is not a photo we can use. Choose a JPEG, PNG or WebP image.`,
  image_too_large: msg`This photo is larger than 10 MB. Choose a smaller one.`,
  image_unreadable: msg`This photo is damaged or incomplete. Choose it again or take a new one.`,
  image_too_many_pixels: msg`This image has too many pixels. Choose a photo under 100 megapixels.`,
  upload_expired: msg`The upload took too long and expired. Please try again.`,
  upload_used: msg`This upload was already used. Please add the photo again.`,
  upload_not_received: msg`The photo did not arrive. Please try again.`,
  // jobs board (issue 13)
  already_applied: msg`You have already applied for this job.`,
  own_job: msg`You cannot apply for a job you posted.`,
  applications_closed: msg`Applications for this job are closed.`,
  // community Q&A (issue 15)
  own_post_vote: msg`You cannot vote on your own question or answer.`,
  account_suspended: msg`Your account is suspended.`,
  own_account: msg`You cannot do this to your own account.`,
  last_admin: msg`The last administrator cannot be removed.`,
  // education marketplace (issue 17; spec 000 §8 Education)
  profile_exists: msg`Profile already exists`,
  teacher_profile_required: msg`Please register as a teacher to create courses`,
  not_own_content: msg`You can only manage your own content`,
  education_subscription_required: msg`This needs the £2/month education subscription.`,
  already_reviewed: msg`You have already reviewed this teacher.`,
  teacher_not_contacted: msg`Open the teacher's contact details before writing a review.`,
  own_teacher_review: msg`You cannot review your own teacher profile.`,
};

/** Every validation message of the shared schemas as a bilingual message. */
export const VALIDATION_MESSAGES: Record<ValidationMessage, MessageDescriptor> = {
  [V.required]: msg`This field is required`,
  [V.emailInvalid]: msg`Please enter a valid email address`,
  [V.passwordRequired]: msg`Password is required`,
  [V.passwordTooShort]: msg`Password must be at least 6 characters long`,
  [V.passwordTooLong]: msg`Password is too long`,
  [V.passwordsDontMatch]: msg`Passwords don't match`,
  [V.usernameInvalid]: msg`Username must be 3–30 letters, digits, dots or underscores`,
  [V.phoneInvalid]: msg`Valid phone number is required`,
  [V.phoneNeedsCountryCode]: msg`Phone number must start with a country code, e.g. +91`,
  [V.ageInvalid]: msg`Age must be a whole number between 13 and 120`,
  [V.countryInvalid]: msg`Choose a country from the list`,
  [V.dateInvalid]: msg`Enter a valid date`,
  [V.dateOfBirthInFuture]: msg`Date of birth cannot be in the future`,
  [V.travelDateInPast]: msg`Travel date cannot be in the past`,
  [V.travelTimeInvalid]: msg`Choose a travel time from the list`,
  [V.passengerCountInvalid]: msg`Passengers must be between 1 and 8`,
  [V.luggageWeightInvalid]: msg`Choose a luggage weight from the list`,
  [V.locationRequired]: msg`From and to locations are required`,
  [V.textTooLong]: msg`This text is too long`,
  [V.notesTooLong]: msg`Notes can be at most 1000 characters`,
  [V.tokenRequired]: msg`The reset token is required`,
  [V.cursorInvalid]: msg`The page cursor is not valid`,
  [V.limitInvalid]: msg`Page size must be between 1 and 100`,
  [V.languageInvalid]: msg`Language must be ta or en`,
  [V.twoFactorCodeInvalid]: msg`Enter the 6-digit code from your authenticator app`,
  // jobs board (issue 13)
  [V.jobTitleRequired]: msg`Job title is required`,
  [V.jobTitleTooLong]: msg`Title too long`,
  [V.jobDescriptionTooShort]: msg`Description must be at least 50 characters`,
  [V.jobDescriptionTooLong]: msg`Description too long`,
  [V.jobRequirementsTooShort]: msg`Requirements must be at least 20 characters`,
  [V.jobRequirementsTooLong]: msg`Requirements too long`,
  [V.jobResponsibilitiesTooShort]: msg`Responsibilities must be at least 20 characters`,
  [V.jobResponsibilitiesTooLong]: msg`Responsibilities too long`,
  [V.jobCompanyNameRequired]: msg`Company name is required`,
  [V.jobTypeRequired]: msg`Job type is required`,
  [V.jobExperienceRequired]: msg`Experience is required`,
  [V.jobWorkModeRequired]: msg`Work mode is required`,
  [V.jobCategoryRequired]: msg`Category is required`,
  [V.jobIndustryRequired]: msg`Industry is required`,
  [V.jobLocationRequired]: msg`Location is required`,
  [V.jobCityRequired]: msg`City is required`,
  [V.jobCountryRequired]: msg`Country is required`,
  [V.jobEducationRequired]: msg`Education is required`,
  [V.jobEmailInvalid]: msg`Valid email is required`,
  [V.jobUrlInvalid]: msg`Enter a valid web address starting with http:// or https://`,
  [V.jobSalaryInvalid]: msg`Enter the salary as a number`,
  [V.jobSalaryRange]: msg`Minimum salary cannot be more than the maximum salary`,
  [V.jobDeadlineInPast]: msg`The application deadline cannot be in the past`,
  [V.jobTagsTooMany]: msg`Too many entries in this list`,
  [V.coverLetterTooShort]: msg`Cover letter must be at least 100 characters`,
  [V.coverLetterTooLong]: msg`Cover letter too long`,
  [V.fullNameRequired]: msg`Full name is required`,
  [V.phoneRequired]: msg`Phone number is required`,
  [V.currentLocationRequired]: msg`Current location is required`,
  [V.totalExperienceRequired]: msg`Total experience is required`,
  [V.rejectionReasonRequired]: msg`Give the poster a reason`,
  // community Q&A (issue 15; spec 001 §8)
  [V.qaTitleContentRequired]: msg`Title and content are required`,
  [V.qaCategoryInvalid]: msg`Valid category is required`,
  [V.qaTitleTooLong]: msg`Title can be at most 200 characters`,
  [V.qaContentTooLong]: msg`Content can be at most 5000 characters`,
  [V.qaAnswerRequired]: msg`Answer text is required`,
  [V.qaDirectionInvalid]: msg`Direction must be up, down or none`,
  [V.qaReasonRequired]: msg`A reason is required`,
  // Tamil store (issue 14; spec 001 §5)
  [V.storeNameTooShort]: msg`Name must be at least 2 characters`,
  [V.storeDescriptionTooShort]: msg`Description must be at least 10 characters`,
  [V.storeCategoryRequired]: msg`Choose a category`,
  [V.storePriceInvalid]: msg`Enter a price in rupees above 0, with at most 2 decimals`,
  [V.storeWeightInvalid]: msg`Enter the weight or amount as a number above 0`,
  [V.storeUnitRequired]: msg`Choose a unit`,
  [V.storeLocationTooShort]: msg`Location must be at least 2 characters`,
  [V.storeImageInvalid]: msg`This photo was not uploaded. Add it again.`,
  [V.storeImagesTooMany]: msg`You can add at most 6 photos`,
  [V.quoteContactRequired]: msg`Contact information is required`,
  [V.quoteContactMethodInvalid]: msg`Choose email or phone`,
  [V.quoteBasketEmpty]: msg`Your basket is empty`,
  [V.quoteTooManyItems]: msg`A quote request can have at most 50 products`,
  [V.quoteQuantityInvalid]: msg`Quantity must be between 1 and 99`,
  [V.quoteItemUnavailable]: msg`A product in your basket is no longer available`,
  [V.quoteItemDuplicate]: msg`Each product can be in the basket only once`,
  [V.marriageUnder18]: msg`You must be at least 18 years old to have a marriage profile`,
  [V.marriageAgeInvalid]: msg`Age must be a whole number between 18 and 99`,
  [V.marriageAgeRange]: msg`Minimum age cannot be more than maximum age`,
  [V.marriageGenderRequired]: msg`Choose male or female`,
  [V.marriageDietRequired]: msg`Choose a diet`,
  [V.marriageManagerRequired]: msg`Choose who manages this profile`,
  [V.marriageHeightInvalid]: msg`Height must be between 120 and 230 cm`,
  [V.marriageAboutTooShort]: msg`Write at least 20 characters about yourself`,
  [V.marriageStarInvalid]: msg`Choose a star from the list`,
  [V.marriageRaasiInvalid]: msg`Choose a raasi from the list`,
  [V.reportReasonTooShort]: msg`Describe the problem in at least 10 characters`,
  [V.adminFilterInvalid]: msg`Choose a filter from the list`,
  [V.adminNumberInvalid]: msg`Enter a whole number of 0 or more`,
  [V.adminTwoFactorOffOnly]: msg`Two-factor authentication can only be turned off here`,
  [V.adminSuspendReasonRequired]: msg`Give a reason of at least 3 characters for the suspension`,
  [V.educationHourlyRateRequired]: msg`Hourly rate is required`,
  [V.educationPriceRequired]: msg`Price is required`,
  [V.educationPriceInvalid]: msg`Enter an amount in pounds of 0 or more, with at most 2 decimals`,
  [V.educationExperienceInvalid]: msg`Experience must be 0 or more years`,
  [V.educationCategoriesRequired]: msg`Select at least one category`,
  [V.educationSubjectsRequired]: msg`Select at least one subject`,
  [V.educationLanguagesRequired]: msg`Select at least one language`,
  [V.educationStudentsRequired]: msg`At least 1 student is required`,
  [V.educationDurationInvalid]: msg`Duration must be a whole number of hours, at least 1`,
  [V.educationChoiceInvalid]: msg`Choose a value from the list`,
  [V.educationBioTooShort]: msg`Write at least 20 characters about your teaching`,
  [V.educationDescriptionTooShort]: msg`Description must be at least 20 characters`,
  [V.educationSlotInvalid]: msg`Enter a day and a start time before the end time (HH:MM)`,
  [V.educationRatingInvalid]: msg`Rating must be a whole number from 1 to 5`,
  [V.educationReviewTooShort]: msg`Write at least 10 characters`,
  [V.communityKindRequired]: msg`Choose whether you offer or need something`,
  [V.communityTitleTooShort]: msg`Title must be at least 3 characters`,
  [V.communityCityTooShort]: msg`City must be at least 2 characters`,
  [V.communityImagesTooMany]: msg`You can add at most 4 photos`,
  [V.communityStatusInvalid]: msg`Choose open, given or closed`,
  [V.consentDateInFuture]: msg`The consent date cannot be in the future`,
  [V.consentMethodRequired]: msg`Choose how consent was given`,
};

/** Translates a validation message from a shared schema (falls back to the English text). */
export function translateValidation(message: string | undefined): string {
  if (!message) return '';
  const descriptor = VALIDATION_MESSAGES[message as ValidationMessage];
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * The bilingual text for an error thrown by the API client: the first field message when there is one, else the
 * message of the error code, else `fallback` (a descriptor from the spec, e.g. "Failed to update profile.").
 */
export function describeError(error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiRequestError) {
    const firstField = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
    if (firstField && VALIDATION_MESSAGES[firstField as ValidationMessage]) return translateValidation(firstField);
    if (error.code && error.code !== 'validation_failed') return i18n._(ERROR_CODE_MESSAGES[error.code]);
    if (error.code) return i18n._(ERROR_CODE_MESSAGES[error.code]);
  }
  if (error instanceof TypeError) return i18n._(msg`No connection. Check your network and try again.`);
  return i18n._(fallback);
}
