/** The unique constraint a failed write violated (PostgreSQL 23505), from pg, PGlite or a Drizzle wrapper; null for any other error. */
export function violatedUniqueConstraint(err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? /unique constraint "([^"]+)"/.exec(e.message)?.[1] ?? 'unknown';
  }
  return null;
}
