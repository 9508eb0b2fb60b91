import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_walkfund',
  publishableKey: 'pk_test_fake_walkfund',
  webhookSecret: 'whsec_fake_walkfund',
};

/**
 * Stripe's published test payment methods the fake's confirm endpoints know, with the refusal
 * each one gives (null: the card is charged).
 */
export const FAKE_STRIPE_TEST_METHODS = {
  visa: { id: 'pm_card_visa', refusal: null },
  /** A Visa in Apple Pay and in Google Pay, and Link (the fake's own ids): charged at once. */
  applePay: { id: 'pm_fake_apple_pay', refusal: null },
  googlePay: { id: 'pm_fake_google_pay', refusal: null },
  link: { id: 'pm_fake_link', refusal: null },
  /** Stripe's test bank accounts (000123456789 settles, 000111111113 fails): processing until `settle` or `failDebit`. */
  bankSettles: { id: 'pm_usBankAccount_success', refusal: null },
  bankFails: { id: 'pm_usBankAccount_accountClosed', refusal: null },
  declined: { id: 'pm_card_chargeDeclined', refusal: { code: 'card_declined', message: 'Your card was declined.' } },
  insufficientFunds: {
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    refusal: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
} as const;

export type FakeMethodKey = keyof typeof FAKE_STRIPE_TEST_METHODS;

/** The test method whose id this is, if any. */
export function testMethodKeyOf(paymentMethodId: string | null | undefined): FakeMethodKey | null {
  const found = (Object.entries(FAKE_STRIPE_TEST_METHODS) as [FakeMethodKey, { id: string }][]).find(([, m]) => m.id === paymentMethodId);
  return found ? found[0] : null;
}

/** A charge's payment_method_details as Stripe gives them, per test method. */
export function paymentMethodDetailsOf(key: FakeMethodKey): Record<string, unknown> {
  const card = (wallet: string | null) => ({ type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, wallet: wallet ? { type: wallet } : null } });
  switch (key) {
    case 'applePay':
      return card('apple_pay');
    case 'googlePay':
      return card('google_pay');
    case 'link':
      return { type: 'link', link: {} };
    case 'bankSettles':
      return { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000', account_type: 'checking' } };
    case 'bankFails':
      return { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '1113', routing_number: '110000000', account_type: 'checking' } };
    default:
      return card(null);
  }
}

export type FakeIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  /** The Customer it belongs to (a saved card for a monthly gift), if any. */
  customer: string | null;
  /** off_session: the method is saved to the customer once the intent succeeds. */
  setup_future_usage: 'off_session' | 'on_session' | null;
  payment_method: string | null;
  payment_method_types: string[];
  /** The charge's id (as webhooks carry it), or the charge itself when asked with expand[]=latest_charge. */
  latest_charge: string | null;
  last_payment_error: { message: string; code: string; payment_method?: Record<string, unknown> } | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

/** The charge behind a succeeded intent, as charge.refunded carries it. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
  payment_method_details: Record<string, unknown>;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason: null;
  created: number;
}

/** A request the fake received: its idempotency key and its form fields as sent. */
export interface FakeRequest {
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

export const invalidRequest = (message: string, extra: Record<string, unknown> = {}) => ({ error: { type: 'invalid_request_error', message, ...extra } });

export const missingResource = (kind: string, id: string, param = 'id') => invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param });

/** `metadata[key]=value` form fields as an object. */
export const metadataOf = (form: Record<string, string>, prefix = 'metadata') =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith(`${prefix}[`) && k.endsWith(']'))
      .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const fakeId = (prefix: string, bytes = 12) => `${prefix}_${randomBytes(bytes).toString('hex')}`;
