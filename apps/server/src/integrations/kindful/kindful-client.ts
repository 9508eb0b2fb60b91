/**
 * The Kindful client (docs/decisions/0117-external-services.md: one module, a configurable base URL, so tests run this code
 * against the local fake in apps/server/test/fakes/kindful-fake.ts).
 *
 * Sources (Kindful developer documentation, developer.kindful.com):
 * - Organization access (docs/direct-access): `Authorization: Token token="<token>"`,
 *   `Content-Type: application/json`; production https://app.kindful.com/api/v1/..., sandbox
 *   https://app-sandbox.kindful.com/api/v1/... (customer/importing-guide/2-way-sync).
 * - Imports (customer/reference/contact_with_transaction, customer/importing-guide/intro-to-imports):
 *   POST {base}/api/v1/imports with data_format "contact_with_transaction", action_type "create"
 *   (creates what does not exist; a match is ignored) or "update" (creates or updates when
 *   `transaction_updated_at` is newer), data_type "json", match_by {contact, transaction}, and
 *   `data`: at most 100 records with first_name, last_name, email, primary_phone, amount_in_cents,
 *   transaction_id, transaction_time ("YYYY-MM-DD HH:MM:SS UTC"), campaign, fund. Answer: {id, status}
 *   ("pending"). Contact match options (customer/importing-guide/contacts) include "email".
 * - Import status by job id (customer/reference/import_status_job_id): GET {base}/api/v1/imports/{id};
 *   statuses Ready, Scheduled, Pending, Working, Complete, Load_failed, Failed, Setup_failed, Error.
 */

/** How long one call may take before it counts as failed (the job retries it). */
export const DEFAULT_KINDFUL_TIMEOUT_MS = 15_000;
/** Kindful takes at most 100 records per import call. */
export const KINDFUL_MAX_RECORDS = 100;

export interface KindfulSettings {
  /** https://app.kindful.com (production) or https://app-sandbox.kindful.com (sandbox). */
  apiUrl: string;
  token: string;
  timeoutMs?: number;
}

/** One contact_with_transaction record. */
export interface KindfulTransactionRecord {
  first_name: string;
  last_name: string;
  email: string;
  primary_phone: string;
  amount_in_cents: number;
  transaction_id: string;
  transaction_time: string;
  transaction_updated_at: string;
  campaign: string;
  fund: string;
  /** The credited walker, when the gift has one (docs/decisions/0010-kindful-soft-credit.md). */
  transaction_note?: string;
}

export interface KindfulImportRequest {
  data_format: 'contact_with_transaction';
  action_type: 'create' | 'update';
  data_type: 'json';
  match_by: { contact: 'email'; transaction: 'external_id' };
  data: KindfulTransactionRecord[];
}

/** Kindful's answer to an import or a status request. */
export interface KindfulImportAnswer {
  id: string;
  status: string;
}

/**
 * A failed call. The message names the call and the HTTP status only: never the token, and not
 * the answer's body (it may echo the donors' details).
 */
export class KindfulError extends Error {
  constructor(
    message: string,
    /** Kindful's HTTP status; null when it did not answer (timeout, refused connection). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'KindfulError';
  }

  /** 4xx other than 408/429: sending the same request again will not help. */
  get permanent(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/** Kindful's time format in its import examples: "2015-10-13 18:56:12 UTC". */
export function kindfulTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function parseAnswer(body: unknown, what: string, status: number): KindfulImportAnswer {
  if (body && typeof body === 'object') {
    const { id, status: state } = body as Record<string, unknown>;
    if ((typeof id === 'string' || typeof id === 'number') && typeof state === 'string') return { id: String(id), status: state };
  }
  throw new KindfulError(`Kindful ${what}: unexpected answer (HTTP ${status})`, status);
}

export function kindfulClient(settings: KindfulSettings) {
  const base = `${trimSlash(settings.apiUrl)}/api/v1`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_KINDFUL_TIMEOUT_MS;
  const headers = {
    Authorization: `Token token="${settings.token}"`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  async function call(what: string, url: string, init: RequestInit): Promise<KindfulImportAnswer> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new KindfulError(`Kindful ${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'could not be reached'}`, null);
    }
    if (!response.ok) {
      await response.body?.cancel();
      const reason = response.status === 401 || response.status === 403 ? 'the API token was refused' : `HTTP ${response.status}`;
      throw new KindfulError(`Kindful ${what}: ${reason}`, response.status);
    }
    const body: unknown = await response.json().catch(() => null);
    return parseAnswer(body, what, response.status);
  }

  return {
    /** POST /api/v1/imports: Kindful queues the import and answers its id and status ("pending"). */
    createImport(request: KindfulImportRequest): Promise<KindfulImportAnswer> {
      if (request.data.length === 0 || request.data.length > KINDFUL_MAX_RECORDS) {
        throw new RangeError(`A Kindful import takes 1 to ${KINDFUL_MAX_RECORDS} records.`);
      }
      return call('import', `${base}/imports`, { method: 'POST', body: JSON.stringify(request) });
    },

    /** GET /api/v1/imports/{id}: where Kindful is with an import. */
    importStatus(importId: string): Promise<KindfulImportAnswer> {
      return call('import status', `${base}/imports/${encodeURIComponent(importId)}`, { method: 'GET' });
    },
  };
}

export type KindfulClient = ReturnType<typeof kindfulClient>;
