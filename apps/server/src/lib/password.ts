import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): about 20 ms per hash here.
 * `algorithm: 2` is Algorithm.Argon2id; the package declares it as an ambient const enum,
 * which isolatedModules cannot read at runtime.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The PHC string to store for a password (salted, argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches the stored hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check when no user matches, so response time does not tell
 * whether an email has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
