import { ApiError, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/components/toast';
import { t } from '@/i18n/i18n';
import { customerPortal } from '../api/billing-api';
import { leaveFor } from '@/lib/leave-for';
import '@/i18n/en/account';

/** Opens the provider's customer portal (spec §7), or says it could not (spec §8). */
export async function openCustomerPortal(): Promise<void> {
  try {
    leaveFor(await customerPortal());
  } catch {
    toast.error(t('account:billing.portalFailed'));
  }
}

/**
 * Spec §8 plan change failure: a 400 whose message mentions the subscription opens the customer
 * portal; any other error is a toast with the server's message or "An error occurred".
 */
export async function planChangeFailed(error: unknown): Promise<void> {
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    // The server writes its message in the reader's language (issue 23).
    /subscription|suscripci|підписк/i.test(error.message)
  ) {
    await openCustomerPortal();
    return;
  }
  // Spec §8: the server's message or "An error occurred".
  toast.error(serverMessageOf(error) ?? t('account:errors.anErrorOccurred'));
}
