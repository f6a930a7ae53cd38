/**
 * Stripe's documented test cards, as the payment simulator understands them (https://docs.stripe.com/testing).
 * Card numbers are digits only.
 */

/** What a card does when a payment is confirmed with it. */
export type CardBehaviour =
  | { result: 'succeeds' }
  | { result: 'requires_action' }
  | { result: 'declined'; declineCode: string; message: string };

/** Stripe's message for a generic decline. */
export const DECLINED_MESSAGE = 'Your card was declined.';
/** Stripe's message when 3-D Secure authentication fails. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
/** Stripe's message for a number that fails the Luhn check. */
export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';
/** Stripe's message for an expiry date in the past. */
export const EXPIRED_MESSAGE = 'Your card has expired.';

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': { result: 'succeeds' }, // Visa
  '4000056655665556': { result: 'succeeds' }, // Visa (debit)
  '5555555555554444': { result: 'succeeds' }, // Mastercard
  '4000002760003184': { result: 'requires_action' }, // 3-D Secure 2 required on every payment
  '4000002500003155': { result: 'requires_action' }, // 3-D Secure required
  '4000000000000002': { result: 'declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE },
  '4000000000009995': { result: 'declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { result: 'declined', declineCode: 'lost_card', message: DECLINED_MESSAGE },
  '4000000000000069': { result: 'declined', declineCode: 'expired_card', message: EXPIRED_MESSAGE },
};

/** True when `digits` passes the Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/**
 * How the simulator treats a card number: a known test card behaves as Stripe documents; any other valid number is
 * declined the way Stripe's test mode declines a real card.
 */
export function cardBehaviour(digits: string): CardBehaviour {
  return (
    TEST_CARDS[digits] ?? {
      result: 'declined',
      declineCode: 'test_mode_live_card',
      message: `${DECLINED_MESSAGE} Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://docs.stripe.com/testing.`,
    }
  );
}
