import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.ts';
import { MATCHES_CHANNEL, findUnendedMatches, type RunningMatch } from './matches.repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's copy of the sponsor matches not ended yet (running-matches.ts). */
    runningMatches: RunningMatches;
  }
}

/**
 * The longest the copy is kept without a word from the other instances: a safety net for a match
 * changed outside the routes (a script, a lost LISTEN connection reports itself and drops it).
 */
export const RUNNING_MATCHES_MAX_AGE_MS = 5000;

/**
 * The sponsor matches not ended yet with money left, kept in memory (docs/features/sponsor-matches.md): every
 * recording of a gift asks which run, and when none does (most of the year) that was a statement
 * for nothing (docs/benchmark.md, "Where a checkout's time goes"). A recording locks the ones it
 * uses and reads them again under the lock, so the copy only decides which to look at.
 *
 * Kept right across instances: every write that changes what a match covers or gives back to it
 * (an admin's create, change or end; a refund's take-back) NOTIFYs `walkfund_matches` in its
 * transaction, so every instance (this one too, which also drops its copy at once) drops the copy
 * when it commits, and reads it again on the next gift. A match a recording finds spent under its
 * lock leaves this copy at once: only a refund or an admin gives it money again, and both NOTIFY.
 */
export class RunningMatches {
  private copy: { matches: readonly RunningMatch[]; storedAt: number } | null = null;
  /** Bumped by every forget: a read that started before it is not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The matches running at `at` with money left when last read, narrowest scope first is left to
   * matchCandidates. Read with `db` when the copy is missing or old: the caller's transaction, so
   * a crowd of recordings never waits for a pool connection the others hold.
   */
  async runningAt(db: DbOrTx, at: Date): Promise<RunningMatch[]> {
    let copy = this.copy;
    if (!copy || this.now() - copy.storedAt >= RUNNING_MATCHES_MAX_AGE_MS) {
      const generation = this.generation;
      const storedAt = this.now();
      copy = { matches: await findUnendedMatches(db), storedAt };
      if (generation === this.generation) this.copy = copy;
    }
    const time = at.getTime();
    return copy.matches.filter((m) => m.startsAt.getTime() <= time && m.endsAt.getTime() > time);
  }

  /** Whether a copy is held now (tests: another instance's NOTIFY drops it). */
  get held(): boolean {
    return this.copy !== null;
  }

  /** Drops the copy: a match was created, changed or ended, or money went back to one. */
  forget(): void {
    this.generation += 1;
    this.copy = null;
  }

  /** A match found with nothing left under its row lock: not looked at again until the copy is read again. */
  spent(id: number): void {
    if (this.copy) this.copy = { ...this.copy, matches: this.copy.matches.filter((m) => m.id !== id) };
  }
}

/** Decorates app.runningMatches and drops it whenever any instance NOTIFYs a change (or the LISTEN connection was lost). */
export const runningMatchesPlugin = fp(async (app: FastifyInstance, options: { copy: RunningMatches }) => {
  app.decorate('runningMatches', options.copy);
  const stopListening = await app.database.listen(MATCHES_CHANNEL, () => options.copy.forget());
  app.addHook('onClose', async () => {
    await stopListening();
  });
});
