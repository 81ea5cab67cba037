import type { PaidPlan, PaidPlanCode } from '@evident/contracts/plans';
import type { ProviderEvent } from './billing-state';

/**
 * What Evident asks of a payment provider (ADR 018). Two implementations: Stripe (the official
 * SDK, when STRIPE_SECRET_KEY is set) and the offline sandbox (the embedded default). Neither
 * changes Evident's subscription state: that comes only from the events they deliver to the one
 * webhook handler, signed and verified the same way.
 */
export interface PaymentProvider {
  /** `none`: the server takes no payments (ADR 060). */
  readonly name: 'stripe' | 'sandbox' | 'none';
  /** Creates the provider's customer for a user. */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /**
   * A hosted checkout page for a subscription to `plan`; its URL. The customer's older open
   * checkouts are expired first (ADR 060): only the newest can be paid.
   */
  createCheckout(args: {
    customerId: string;
    userId: number;
    plan: PaidPlan;
    successUrl: string;
    cancelUrl: string;
    /** Where a payment refused because a subscription is already live returns (if supported). */
    refusedUrl: string;
  }): Promise<string>;
  /**
   * Ends a second subscription at once and refunds what it charged (ADR 060): the user already
   * has a live one. The refunded invoice, or null when nothing had been paid.
   */
  refuseSubscription(
    subscriptionId: string,
  ): Promise<{ invoiceId: string; amountCents: number; currency: string } | null>;
  /** Upgrades at once (prorated) or downgrades at the period end. */
  changePlan(args: {
    subscriptionId: string;
    plan: PaidPlan;
    when: 'now' | 'period-end';
  }): Promise<void>;
  /** Cancel at the period end (true) or resume (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** The customer portal (payment method, invoices, cancel); its URL. */
  portalUrl(args: { customerId: string; returnUrl: string }): Promise<string>;
  updatePaymentMethod(args: {
    customerId: string;
    subscriptionId: string | null;
    paymentMethodId: string;
  }): Promise<void>;
  /** The card on file, for the profile; null when there is none or it cannot be read. */
  paymentMethodOf(customerId: string): Promise<{ brand: string; last4: string } | null>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
  planOfPrice(priceId: string): PaidPlanCode | null;
}

/** Thrown by a provider for a request it refused (a declined card, an unknown id). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
