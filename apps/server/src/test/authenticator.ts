import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey for tests: an ES256 key pair that answers `navigator.credentials.create` with a
 * `none` attestation and `navigator.credentials.get` with a signed assertion, exactly as a browser's
 * JSON serialisation of them (WebAuthn level 3, sections 6.1, 6.5 and 7).
 */
export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  function authData(flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  return {
    credentialId: b64url(credentialId),

    /** The answer to registration options; `at` forges the page's origin. */
    create(options: { challenge: string }, at = origin) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      // User present, user verified, attested credential data included.
      const attestation = new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData(0x45, attested))],
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(isoCBOR.encode(attestation as never)),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** Winds the signature counter back, as a cloned authenticator would show. */
    rewind(steps: number) {
      counter -= steps;
    },

    /** The signed answer to authentication options; each call counts up, as an authenticator does. */
    get(options: { challenge: string }, at = origin) {
      counter += 1;
      const data = authData(0x05);
      const client = clientData('webauthn.get', options.challenge, at);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
