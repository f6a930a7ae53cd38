import { msg } from '@lingui/core/macro';
import { toast } from '../../components/ui/toast.tsx';
import { i18n } from '../i18n/i18n.ts';

/**
 * The destructive "Payment Failed" toast (spec 000 §8): the provider's message, or "Something went wrong with
 * your payment".
 */
export function showPaymentFailed(message: string | undefined): void {
  toast({ title: i18n._(msg`Payment Failed`), description: message || i18n._(msg`Something went wrong with your payment`), variant: 'destructive' });
}
