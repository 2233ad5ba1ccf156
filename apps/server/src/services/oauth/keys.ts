import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { desc, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { randomSecret } from '../../core/crypto/secrets.js';
import { signingKeys } from './tables.js';

export const TOKEN_ALG = 'EdDSA';
// A token signed with a key this process has not seen yet (made by another process) triggers a reload,
// at most this often, so that garbage `kid`s cannot make every request query the database.
const RELOAD_INTERVAL_MS = 10_000;

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** Signing keys live in the database so that every server process signs and verifies with the same ones. */
export function createKeyStore(db: Db) {
  let keys: LoadedKey[] = [];
  let loadedAt = 0;

  async function load(): Promise<void> {
    const rows = await db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt));
    // Node key objects rather than WebCrypto keys: signing with them is several times faster.
    keys = rows.map((row) => ({
      kid: row.kid,
      publicJwk: row.publicJwk as JWK,
      publicKey: createPublicKey({ key: row.publicJwk as JsonWebKey, format: 'jwk' }),
      privateKey: createPrivateKey({ key: row.privateJwk as JsonWebKey, format: 'jwk' }),
    }));
    loadedAt = Date.now();
  }

  /** Creates the first key on an empty database; called once at start. */
  async function ensure(): Promise<void> {
    await load();
    if (keys.length > 0) return;
    const pair = await generateKeyPair(TOKEN_ALG, { crv: 'Ed25519', extractable: true });
    const kid = randomSecret(12);
    await db.insert(signingKeys).values({
      kid,
      alg: TOKEN_ALG,
      publicJwk: await exportJWK(pair.publicKey),
      privateJwk: await exportJWK(pair.privateKey),
    });
    await load();
  }

  async function signingKey(): Promise<LoadedKey> {
    if (keys.length === 0) await ensure();
    return keys[0]!;
  }

  async function publicKey(kid: string): Promise<KeyObject | undefined> {
    let key = keys.find((k) => k.kid === kid);
    if (!key && Date.now() - loadedAt > RELOAD_INTERVAL_MS) {
      await load();
      key = keys.find((k) => k.kid === kid);
    }
    return key?.publicKey;
  }

  function jwks(): { keys: JWK[] } {
    return { keys: keys.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: TOKEN_ALG, use: 'sig' })) };
  }

  return { ensure, signingKey, publicKey, jwks };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
