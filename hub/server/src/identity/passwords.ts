import { invalid } from '@entrepot/server-kit';
import { checkPassword } from '@entrepot/validators';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Every password the server sets goes through the policy (the admin exemption applies at login only). */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const message = checkPassword(password);
  if (message) throw invalid(field, message);
}

/** A hash to verify against when the account does not exist, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('entrepot-dummy-password-1!');
  return dummyHash;
}
