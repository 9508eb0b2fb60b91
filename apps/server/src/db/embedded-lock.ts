import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is PostgreSQL in one process: a second process that opens the
 * same folder runs a second PostgreSQL on it, and whichever closes last writes its own view of
 * the files over the other's (acknowledged payments lost; the chaos run showed it when its
 * checker opened the folder beside a running server). PGlite leaves its postmaster.pid behind
 * after a kill, so it cannot tell; this lock file names the process that has the folder open, and
 * a folder whose process is gone is taken over.
 */
const LOCK_FILE = 'walkfund-open.pid';

/** The folders this process has open (a second open in one process is refused too). */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that has the embedded database in `folder` open, or null when none has. */
export function embeddedDatabaseHolder(folder: string): number | null {
  const file = path.join(folder, LOCK_FILE);
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return heldHere.has(path.resolve(folder)) ? pid : null;
  return alive(pid) ? pid : null;
}

/** Throws a clear error when another process (or this one) has the embedded database in `folder` open. */
export function refuseOpenEmbeddedDatabase(folder: string): void {
  const holder = embeddedDatabaseHolder(folder);
  if (holder !== null) {
    throw new Error(
      `The embedded database in ${folder} is open in another process (pid ${holder}). Stop it first, ` +
        `or run several servers on PostgreSQL (DATABASE_URL). If that process is not a Walkfund server, delete ${path.join(folder, LOCK_FILE)}.`,
    );
  }
}

/** Marks `folder` open by this process (refusing when another has it); answers the release. */
export function holdEmbeddedDatabase(folder: string): () => void {
  refuseOpenEmbeddedDatabase(folder);
  const resolved = path.resolve(folder);
  heldHere.add(resolved);
  writeFileSync(path.join(folder, LOCK_FILE), `${process.pid}\n`);
  return () => {
    if (!heldHere.delete(resolved)) return;
    rmSync(path.join(folder, LOCK_FILE), { force: true });
  };
}
