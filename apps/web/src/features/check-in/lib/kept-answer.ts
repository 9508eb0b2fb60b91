import { ApiError } from '../../../lib/api-client.ts';

/** No answer at all (no signal, the server unreachable), as opposed to the server's {code, message}. */
export const isNetworkFailure = (err: unknown) => !(err instanceof ApiError);

/**
 * The check-in page's one rule for answers kept on the phone (docs/decisions/0011-event-day-check-in.md):
 * `read` from the server and `keep` its answer; without signal, what `kept` finds (the last answer
 * kept), so the page works in a park with no signal once opened with signal. A refusal of the server
 * stays an error. Keeping or finding may fail (no storage): the answer, or the error, stands.
 */
export async function answerOrKept<T>(options: { read: () => Promise<T>; keep: (value: T) => Promise<void> | void; kept: () => Promise<T | null> | T | null }): Promise<T> {
  try {
    const value = await options.read();
    await Promise.resolve()
      .then(() => options.keep(value))
      .catch(() => undefined);
    return value;
  } catch (err) {
    const kept = isNetworkFailure(err) ? await Promise.resolve().then(options.kept).catch(() => null) : null;
    if (kept !== null && kept !== undefined) return kept;
    throw err;
  }
}
