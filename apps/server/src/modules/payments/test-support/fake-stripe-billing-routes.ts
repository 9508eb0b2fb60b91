import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FAKE_STRIPE_KEYS, FAKE_STRIPE_TEST_METHODS, fakeId, invalidRequest, metadataOf, missingResource, nowSeconds, paymentMethodDetailsOf, readBody, send, testMethodKeyOf,
} from './fake-stripe-objects.ts';
import { nextAnchorOf, type FakeBillingInternal, type FakeInvoice, type FakePrice, type FakeSetupIntent, type FakeStripeCore, type FakeSubscription, type Obj } from './fake-stripe-billing.ts';

type Form = Record<string, string>;
type Answer = { status: number; body: unknown };

const ok = (body: unknown): Answer => ({ status: 200, body });
const bad = (message: string, extra: Record<string, unknown> = {}): Answer => ({ status: 400, body: invalidRequest(message, extra) });
const missing = (kind: string, id: string, param?: string): Answer => ({ status: 404, body: missingResource(kind, id, param) });
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** Whether a request asks to expand `path` (expand[]=path, as the SDK sends it: expand[0]=path). */
const expands = (fields: Iterable<[string, string]>, path: string) => [...fields].some(([k, v]) => k.startsWith('expand') && v === path);

/** A price_data form group (items[0][price_data][...]) as the price Stripe makes of it. */
function priceOf(form: Form, prefix: string, products: Map<string, Obj>): FakePrice | Answer {
  const product = form[`${prefix}[product]`] ?? '';
  if (!products.has(product)) return bad(`No such product: '${product}'`, { code: 'resource_missing', param: `${prefix}[product]` });
  const amount = Number(form[`${prefix}[unit_amount]`]);
  if (!Number.isInteger(amount) || amount < 0) return bad('Invalid non-negative integer', { param: `${prefix}[unit_amount]` });
  const interval = form[`${prefix}[recurring][interval]`];
  if (!interval) return bad('Missing required param: recurring.', { param: `${prefix}[recurring]` });
  const currency = form[`${prefix}[currency]`];
  if (!currency) return bad('Missing required param: currency.', { param: `${prefix}[currency]` });
  return { id: fakeId('price'), object: 'price', product, unit_amount: amount, currency, recurring: { interval, interval_count: Number(form[`${prefix}[recurring][interval_count]`] ?? 1) }, type: 'recurring', active: false };
}

/**
 * The HTTP side of the fake's billing (fake-stripe-billing.ts): customers, products, subscriptions,
 * invoices and their payments, setup intents and payment methods, as the stripe SDK calls them.
 * Creations honour Idempotency-Key (the same key with other parameters is refused, as Stripe does).
 */
export function billingRoutes(billing: FakeBillingInternal, core: FakeStripeCore) {
  const { customers, products, subscriptions, invoices, invoicePayments, setupIntents } = billing;
  const replays = new Map<string, { form: string; answer: Answer }>();
  const emit = core.webhooks.emit;

  function idempotent(path: string, key: string | undefined, form: Form, create: () => Answer): Answer {
    if (!key) return create();
    const stored = replays.get(`${path} ${key}`);
    const sent = JSON.stringify(form);
    if (stored && stored.form !== sent) {
      return { status: 400, body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } } };
    }
    if (stored) return stored.answer;
    const answer = create();
    // Stripe keeps the outcome once the endpoint ran, errors included; a request refused before it ran is not kept.
    if (answer.status === 200) replays.set(`${path} ${key}`, { form: sent, answer });
    return answer;
  }

  function paymentMethodView(id: string): Obj | null {
    const key = testMethodKeyOf(id);
    const customer = billing.customerOfMethod(id);
    // A method the fake made when an intent succeeded (fake.succeed) is a Visa.
    if (!key && !customer && ![...core.intents.values()].some((i) => i.payment_method === id)) return null;
    const details = paymentMethodDetailsOf(key ?? 'visa');
    return { id, object: 'payment_method', customer, created: nowSeconds(), livemode: false, ...details };
  }

  function createSubscription(form: Form): Answer {
    const customer = form.customer ?? '';
    if (!customers.has(customer)) return bad(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const price = priceOf(form, 'items[0][price_data]', products);
    if (!('object' in price)) return price;
    const pm = form.default_payment_method ?? null;
    if (pm && billing.customerOfMethod(pm) !== customer) {
      return bad(`The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`, { code: 'resource_missing', param: 'default_payment_method' });
    }
    const config = form['billing_cycle_anchor_config[day_of_month]'];
    if (config && form.billing_cycle_anchor) return bad('You may only specify one of these parameters: billing_cycle_anchor, billing_cycle_anchor_config.', { code: 'parameters_exclusive' });
    const now = nowSeconds();
    const num = (k: string) => (form[k] === undefined ? null : Number(form[k]));
    const anchorConfig = config ? { day_of_month: Number(config), hour: num('billing_cycle_anchor_config[hour]'), minute: num('billing_cycle_anchor_config[minute]'), second: num('billing_cycle_anchor_config[second]'), month: null } : null;
    const trialEnd = form.trial_end && form.trial_end !== 'now' ? Number(form.trial_end) : null;
    if (trialEnd !== null && trialEnd <= now) return bad('Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' });
    const explicit = form.billing_cycle_anchor ? Number(form.billing_cycle_anchor) : null;
    if (explicit !== null && explicit <= now) return bad('billing_cycle_anchor cannot be in the past.', { param: 'billing_cycle_anchor' });
    const anchor = anchorConfig ? nextAnchorOf(anchorConfig, trialEnd ?? now) : (explicit ?? trialEnd ?? now);
    // A future anchor without a trial bills the stub period, prorated, unless proration_behavior is none.
    if (anchor > now && !trialEnd && form.proration_behavior !== 'none') {
      return bad('The fake bills no prorated first period: pass proration_behavior=none with a future billing cycle anchor.', { param: 'proration_behavior' });
    }
    const id = fakeId('sub');
    const sub: FakeSubscription = {
      id, object: 'subscription', customer, status: trialEnd ? 'trialing' : 'active',
      items: { object: 'list', has_more: false, data: [{ id: fakeId('si'), object: 'subscription_item', subscription: id, price, quantity: Number(form['items[0][quantity]'] ?? 1), current_period_start: now, current_period_end: anchor }] },
      default_payment_method: pm, pause_collection: null, billing_cycle_anchor: anchor, billing_cycle_anchor_config: anchorConfig, trial_end: trialEnd,
      metadata: metadataOf(form), latest_invoice: null, cancel_at_period_end: false, canceled_at: null, ended_at: null,
      cancellation_details: { reason: null, comment: null, feedback: null }, collection_method: 'charge_automatically', created: now, start_date: now, livemode: false,
    };
    billing.startSubscription(sub, anchor, anchorConfig?.day_of_month ?? new Date(anchor * 1000).getUTCDate());
    return ok(sub);
  }

  function updateSubscription(sub: FakeSubscription, form: Form): Answer {
    if (sub.status === 'canceled') return bad('A canceled subscription can only update its cancellation_details and metadata.');
    const item = sub.items.data[0]!;
    if (form['items[0][price_data][unit_amount]'] !== undefined) {
      if (form['items[0][id]'] !== item.id) return bad(`Subscription item ${form['items[0][id]'] ?? ''} does not belong to this subscription.`, { param: 'items[0][id]' });
      const price = priceOf(form, 'items[0][price_data]', products);
      if (!('object' in price)) return price;
      item.price = price;
    }
    if ('pause_collection' in form) sub.pause_collection = null;
    if (form['pause_collection[behavior]']) {
      sub.pause_collection = { behavior: form['pause_collection[behavior]'] as 'void', resumes_at: form['pause_collection[resumes_at]'] ? Number(form['pause_collection[resumes_at]']) : null };
    }
    if (form.default_payment_method) {
      if (billing.customerOfMethod(form.default_payment_method) !== sub.customer) {
        return bad(`The customer does not have a payment method with the ID ${form.default_payment_method}. The payment method must be attached to the customer.`, { code: 'resource_missing', param: 'default_payment_method' });
      }
      sub.default_payment_method = form.default_payment_method;
    }
    if (form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
    Object.assign(sub.metadata, metadataOf(form));
    emit('customer.subscription.updated', sub);
    return ok(sub);
  }

  function cancelSubscription(sub: FakeSubscription): Answer {
    if (sub.status === 'canceled') return bad(`Subscription ${sub.id} is already canceled.`);
    Object.assign(sub, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds(), cancellation_details: { reason: 'cancellation_requested', comment: null, feedback: null } });
    emit('customer.subscription.deleted', sub);
    return ok(sub);
  }

  function invoiceView(invoice: FakeInvoice, query: Iterable<[string, string]>) {
    if (!expands(query, 'payments')) return invoice;
    return { ...invoice, payments: list([...invoicePayments.values()].filter((p) => p.invoice === invoice.id), `/v1/invoices/${invoice.id}/payments`) };
  }

  function payInvoice(invoice: FakeInvoice, form: Form): Answer {
    if (invoice.status !== 'open') return bad(`Invoice is already ${invoice.status}.`, { code: 'invoice_not_open' });
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
    if (form.payment_method && billing.customerOfMethod(form.payment_method) !== sub.customer) {
      return bad(`The customer does not have a payment method with the ID ${form.payment_method}.`, { code: 'resource_missing', param: 'payment_method' });
    }
    // Paid with the method given for this payment only; the subscription keeps its default.
    const step = billing.retry(invoice.id, form.payment_method ? { paymentMethod: form.payment_method } : {});
    if (step.invoice.status === 'paid') return ok(step.invoice);
    const error = step.intent?.last_payment_error;
    return { status: 402, body: { error: { type: 'card_error', code: error?.code ?? 'card_declined', message: error?.message ?? 'Your card was declined.', payment_intent: step.intent } } };
  }

  function createSetupIntent(form: Form): Answer {
    const customer = form.customer ?? null;
    if (customer && !customers.has(customer)) return bad(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const id = fakeId('seti');
    const setup: FakeSetupIntent = {
      id, object: 'setup_intent', client_secret: `${id}_secret_${fakeId('x').slice(2)}`, customer, status: 'requires_payment_method', payment_method: null,
      payment_method_types: ['card', 'link'], usage: form.usage ?? 'off_session', metadata: metadataOf(form), last_setup_error: null, created: nowSeconds(), livemode: false,
    };
    setupIntents.set(id, setup);
    return ok(setup);
  }

  function confirmSetup(req: IncomingMessage, setup: FakeSetupIntent, form: Form): Answer {
    const secretKeyUsed = req.headers.authorization === `Bearer ${FAKE_STRIPE_KEYS.secretKey}`;
    if (!secretKeyUsed && form.client_secret !== setup.client_secret) return bad('The client_secret provided does not match the client_secret associated with the SetupIntent.');
    if (setup.status !== 'requires_payment_method') {
      return bad(`You cannot confirm this SetupIntent because it has a status of ${setup.status}.`, { code: 'setup_intent_unexpected_state', setup_intent: setup });
    }
    const key = testMethodKeyOf(form.payment_method);
    if (!key) return bad(`No such PaymentMethod: '${form.payment_method ?? ''}'`, { code: 'resource_missing' });
    billing.confirmSetup(setup.id, key);
    const refusal = FAKE_STRIPE_TEST_METHODS[key].refusal;
    if (refusal) return { status: 402, body: { error: { type: 'card_error', ...refusal, setup_intent: setup } } };
    return ok(setup);
  }

  async function route(req: IncomingMessage, url: URL): Promise<Answer | null> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const [, , kind, id, action] = path.split('/').map(decodeURIComponent) as [string, string, string, string | undefined, string | undefined];
    const known = ['customers', 'products', 'subscriptions', 'invoices', 'invoice_payments', 'setup_intents', 'payment_methods'];
    if (!known.includes(kind)) return null;
    const form: Form = method === 'GET' ? {} : Object.fromEntries(new URLSearchParams(await readBody(req)));
    const key = req.headers['idempotency-key'] as string | undefined;
    billing.requests.push({ method, path, idempotencyKey: key, form });
    const query = url.searchParams;

    if (kind === 'customers') {
      if (method === 'POST' && !id) {
        return idempotent(path, key, form, () => {
          const customer = { id: fakeId('cus', 7), object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: metadataOf(form), invoice_settings: { default_payment_method: null }, created: nowSeconds(), livemode: false };
          customers.set(customer.id, customer);
          return ok(customer);
        });
      }
      if (method === 'GET' && !id) return ok(list([...customers.values()].filter((c) => !query.get('email') || c.email === query.get('email')), '/v1/customers'));
      const customer = id ? customers.get(id) : undefined;
      if (!customer) return missing('customer', id ?? '');
      if (method === 'POST') {
        const pm = form['invoice_settings[default_payment_method]'];
        if (pm) customer.invoice_settings = { default_payment_method: pm };
        Object.assign(customer.metadata as Obj, metadataOf(form));
        emit('customer.updated', customer);
      }
      return ok(customer);
    }
    if (kind === 'products') {
      if (method === 'POST' && !id) {
        return idempotent(path, key, form, () => {
          const product = { id: fakeId('prod', 7), object: 'product', name: form.name ?? '', active: form.active !== 'false', metadata: metadataOf(form), created: nowSeconds(), livemode: false };
          products.set(product.id, product);
          return ok(product);
        });
      }
      if (method === 'GET' && id === 'search') {
        const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query.get('query') ?? '');
        if (!match) return bad('The fake searches products by one metadata field only.', { param: 'query' });
        const data = [...products.values()].filter((p) => (p.metadata as Record<string, string>)[match[1]!] === match[2]);
        return ok({ object: 'search_result', data, has_more: false, next_page: null, url: '/v1/products/search' });
      }
      const product = id ? products.get(id) : undefined;
      return product ? ok(product) : missing('product', id ?? '');
    }
    if (kind === 'subscriptions') {
      if (method === 'POST' && !id) return idempotent(path, key, form, () => createSubscription(form));
      if (method === 'GET' && !id) {
        const status = query.get('status');
        const data = [...subscriptions.values()].filter((s) => (!query.get('customer') || s.customer === query.get('customer')) && (status === 'all' || (status ? s.status === status : s.status !== 'canceled')));
        return ok(list(data.reverse(), '/v1/subscriptions'));
      }
      const sub = id ? subscriptions.get(id) : undefined;
      if (!sub) return missing('subscription', id ?? '');
      if (method === 'POST' && !action) return updateSubscription(sub, form);
      if (method === 'DELETE') return cancelSubscription(sub);
      return ok(sub);
    }
    if (kind === 'invoices') {
      if (method === 'GET' && !id) {
        const gte = Number(query.get('created[gte]') ?? 0);
        const data = [...invoices.values()]
          .filter((i) => (!query.get('subscription') || i.parent.subscription_details.subscription === query.get('subscription')) && (!query.get('status') || i.status === query.get('status')) && i.created >= gte)
          .reverse();
        return ok(list(data.map((i) => invoiceView(i, query.entries())), '/v1/invoices'));
      }
      const invoice = id ? invoices.get(id) : undefined;
      if (!invoice) return missing('invoice', id ?? '', 'invoice');
      if (method === 'POST' && action === 'pay') return payInvoice(invoice, form);
      if (method === 'POST' && action === 'void') {
        if (invoice.status !== 'open') return bad(`You can only void an open invoice; this one is ${invoice.status}.`);
        Object.assign(invoice, { status: 'void', amount_remaining: 0, next_payment_attempt: null });
        invoice.status_transitions.voided_at = nowSeconds();
        emit('invoice.voided', invoice);
        return ok(invoice);
      }
      return ok(invoiceView(invoice, [...query.entries(), ...Object.entries(form)]));
    }
    if (kind === 'invoice_payments') {
      const expandIntent = expands(query.entries(), 'data.payment.payment_intent');
      const data = [...invoicePayments.values()]
        .filter((p) => (!query.get('invoice') || p.invoice === query.get('invoice')) && (!query.get('payment[payment_intent]') || p.payment.payment_intent === query.get('payment[payment_intent]')))
        .map((p) => (expandIntent ? { ...p, payment: { ...p.payment, payment_intent: core.intents.get(p.payment.payment_intent) } } : p));
      return ok(list(data, '/v1/invoice_payments'));
    }
    if (kind === 'setup_intents') {
      if (method === 'POST' && !id) return idempotent(path, key, form, () => createSetupIntent(form));
      const setup = id ? setupIntents.get(id) : undefined;
      if (!setup) return missing('setup_intent', id ?? '', 'intent');
      if (method === 'POST' && action === 'confirm') return confirmSetup(req, setup, form);
      return ok(setup);
    }
    const view = id ? paymentMethodView(id) : null;
    return view ? ok(view) : missing('PaymentMethod', id ?? '', 'payment_method');
  }

  return {
    /** Stripe.js's confirmCardSetup, with the publishable key and the client secret; false when the request is not one. */
    isPublic: (req: IncomingMessage, url: URL) => req.method === 'POST' && /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(url.pathname),
    /** Answers a billing request; false when the path is not billing's. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      const answer = await route(req, url);
      if (!answer) return false;
      send(res, answer.status, answer.body);
      return true;
    },
  };
}
