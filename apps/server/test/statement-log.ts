import type { PGlite, Transaction } from '@electric-sql/pglite';
import { PreparingClient } from '../src/db/prepared-statements.ts';
import type { Database } from '../src/db/client.ts';

type QueryFunction = (this: unknown, ...args: unknown[]) => unknown;

/** The SQL text of a query call's first argument (node-postgres: a string or a config object). */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && typeof (first as { text?: unknown }).text === 'string') return (first as { text: string }).text;
  return String(first);
}

/**
 * Every statement the database is sent while `run` runs, in order, as one line of text each
 * (whitespace folded): on PostgreSQL each query of the pool's connections (`begin` and `commit`
 * included), on PGlite each query and the transaction's begin and commit. A statement is a round
 * trip and the largest share of a checkout's cost (docs/benchmark.md, "Where a checkout's time goes").
 */
export async function logStatements<T>(database: Database, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const note = (text: string) => statements.push(text.replace(/\s+/g, ' ').trim());
  const restore: (() => void)[] = [];
  const wrap = (target: Record<string, unknown>, key: string) => {
    const original = target[key] as QueryFunction;
    const own = Object.prototype.hasOwnProperty.call(target, key);
    target[key] = function wrapped(this: unknown, ...args: unknown[]) {
      note(textOf(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => {
      if (own) target[key] = original;
      else delete target[key];
    });
  };
  if (database.kind === 'postgres') {
    wrap(PreparingClient.prototype as unknown as Record<string, unknown>, 'query');
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    wrap(client as unknown as Record<string, unknown>, 'query');
    const transaction = client.transaction.bind(client);
    (client as unknown as Record<string, unknown>).transaction = <R>(callback: (tx: Transaction) => Promise<R>) => {
      note('begin');
      return transaction(async (tx) => {
        wrap(tx as unknown as Record<string, unknown>, 'query');
        const answer = await callback(tx);
        note('commit');
        return answer;
      });
    };
    restore.push(() => delete (client as unknown as Record<string, unknown>).transaction);
  }
  try {
    const result = await run();
    return { result, statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
