import type { ReactNode } from 'react';

/**
 * Props of a card form that confirms a payment (the Stripe Payment Element or the simulator's own form).
 * `onFailed` gets the provider's message already in the UI language where possible (undefined → the caller shows
 * its default). `onBusyChange` tells the caller while a confirmation runs (to disable Cancel and plan choices).
 */
export interface CardFormProps {
  clientSecret: string;
  /** Where a redirect-based confirmation returns (spec 000 §7: origin with payment=success, /subscription?success=true). */
  returnUrl: string;
  /** The submit button's label when idle (while confirming it reads "Processing Payment..."). */
  submitLabel: ReactNode;
  onSucceeded(): void;
  onFailed(message: string | undefined): void;
  onBusyChange?(busy: boolean): void;
}
