import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/**
 * The provider of a server that takes no payments (ADR 060: no Stripe key and PAYMENTS_SANDBOX=0):
 * every paid action is refused with one clear message, every user is on the free plan, and the
 * webhook accepts no event. Its name matches no stored subscription, so none is in force.
 */
export function createNoPaymentsProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentProviderError(PAYMENT_MESSAGES.paymentsOff);
  };
  return {
    name: 'none',
    planOfPrice: () => null,
    createCustomer: refuse,
    createCheckout: refuse,
    refuseSubscription: refuse,
    changePlan: refuse,
    setCancelAtPeriodEnd: refuse,
    portalUrl: refuse,
    updatePaymentMethod: refuse,
    paymentMethodOf: async () => null,
    verifyEvent: refuse,
  };
}
