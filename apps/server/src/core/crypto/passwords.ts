import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is no account, so that an
 * unknown email takes as long as a wrong password and sign-in does not reveal which addresses have accounts.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword('no account has this password');
  const ok = await verify(storedHash ?? (await dummy), password).catch(() => false);
  return storedHash !== undefined && ok;
}
