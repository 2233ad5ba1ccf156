import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../../core/db/index.js';
import { appError } from '../../../core/wire/errors.js';
import type { FactorRow, Factors } from './factors.js';
import { memberFactors } from '../tables.js';

/** What a passkey factor keeps: the credential's public key and its signature counter, never a secret. */
interface PasskeyData {
  challenge?: string;
  credentialId?: string;
  publicKey?: string;
  counter?: number;
  transports?: AuthenticatorTransport[];
}

const TIMEOUT_MS = 120_000;
// Loaded at the first passkey ceremony: importing the library took a quarter of the server's start.
const webauthn = () => import('@simplewebauthn/server');
const dataOf = (row: FactorRow) => (row.data ?? {}) as PasskeyData;
const isActivePasskey = (row: FactorRow) => row.type === 'WEBAUTHN' && row.status === 'ACTIVE';

const badCredential = (reason: string) =>
  appError('INVALID_CREDENTIALS', {}, `The passkey could not be verified: ${reason}`);

interface PasskeyDeps {
  db: Db;
  factors: Factors;
  key: Buffer;
  publicUrl: string;
}

/** The passkeys' relying party: the hosted pages' origin and host name. */
interface PasskeyContext extends PasskeyDeps {
  origin: string;
  rpID: string;
}

const challengeFor = (key: Buffer, stateToken: string) =>
  new Uint8Array(createHmac('sha256', key).update(`webauthn:${stateToken}`).digest());

/** Checks the browser's attestation against the enrolment's challenge and keeps the credential's key. */
async function finishEnrolment(
  { factors, origin, rpID }: PasskeyContext,
  factor: FactorRow,
  credential: unknown,
): Promise<FactorRow> {
  const expectedChallenge = dataOf(factor).challenge;
  if (!expectedChallenge) throw badCredential('the enrolment has no challenge');
  const { verifyRegistrationResponse } = await webauthn();
  const verified = await verifyRegistrationResponse({
    response: credential as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw badCredential(error instanceof Error ? error.message : 'unreadable answer');
  });
  if (!verified.verified || !verified.registrationInfo) throw badCredential('the answer does not match');
  const { credential: created } = verified.registrationInfo;
  const data: PasskeyData = {
    credentialId: created.id,
    publicKey: Buffer.from(created.publicKey).toString('base64url'),
    counter: created.counter,
    transports: created.transports as AuthenticatorTransport[] | undefined,
  };
  return factors.markActive(factor.id, { ...data });
}

/** A sign-in's passkey proof: the member's factors and the flow's token that the challenge derives from. */
interface Assertion {
  rows: FactorRow[];
  stateToken: string;
  credential: unknown;
}

/** Verifies an assertion made for this sign-in's challenge by one of the member's passkeys. */
async function check(ctx: PasskeyContext, { rows, stateToken, credential }: Assertion): Promise<boolean> {
  const answer = credential as AuthenticationResponseJSON;
  const factor = rows.filter(isActivePasskey).find((row) => dataOf(row).credentialId === answer?.id);
  if (!factor) return false;
  const data = dataOf(factor);
  const expected = Buffer.from(challengeFor(ctx.key, stateToken)).toString('base64url');
  const { verifyAuthenticationResponse } = await webauthn();
  const verified = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: expected,
    expectedOrigin: ctx.origin,
    expectedRPID: ctx.rpID,
    requireUserVerification: false,
    credential: {
      id: data.credentialId!,
      publicKey: new Uint8Array(Buffer.from(data.publicKey!, 'base64url')),
      counter: data.counter ?? 0,
      transports: data.transports,
    },
  }).catch(() => undefined);
  if (!verified?.verified) return false;
  await ctx.db
    .update(memberFactors)
    .set({ data: { ...data, counter: verified.authenticationInfo.newCounter } satisfies PasskeyData })
    .where(eq(memberFactors.id, factor.id));
  return true;
}

/**
 * WebAuthn passkeys as a second factor (W3C Web Authentication level 3). The relying party is the hosted
 * pages' origin, where members enrol and prove them. A sign-in's challenge is derived from its state token,
 * so it needs no storage and dies with the token.
 */
export function createPasskeys(deps: PasskeyDeps) {
  const { db, factors } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const rpID = new URL(deps.publicUrl).hostname;
  const ctx: PasskeyContext = { ...deps, origin, rpID };

  /** Options for `navigator.credentials.create`; the factor waits for the browser's answer. */
  async function startEnrolment(member: { siteId: string; id: string; email: string }, siteName: string) {
    const existing = (await factors.list(member.siteId, member.id)).filter(isActivePasskey);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: siteName || 'Atrium',
      rpID,
      userName: member.email,
      userID: new TextEncoder().encode(member.id),
      attestationType: 'none',
      timeout: TIMEOUT_MS,
      excludeCredentials: existing.map((row) => ({
        id: dataOf(row).credentialId!,
        transports: dataOf(row).transports,
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await factors.dropPending(member.id, 'WEBAUTHN');
    const [factor] = await db
      .insert(memberFactors)
      .values({
        id: randomUUID(),
        siteId: member.siteId,
        memberId: member.id,
        type: 'WEBAUTHN',
        status: 'REQUIRE_ACTIVATION',
        data: { challenge: options.challenge } satisfies PasskeyData,
      })
      .returning();
    return { factor: factor!, options };
  }

  /** The `navigator.credentials.get` options a REQUIRE_MFA answer carries. */
  async function requestOptions(
    rows: FactorRow[],
    stateToken: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    const passkeys = rows.filter(isActivePasskey);
    if (passkeys.length === 0) return undefined;
    const { generateAuthenticationOptions } = await webauthn();
    return generateAuthenticationOptions({
      rpID,
      challenge: challengeFor(deps.key, stateToken),
      timeout: TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: passkeys.map((row) => ({
        id: dataOf(row).credentialId!,
        transports: dataOf(row).transports,
      })),
    });
  }

  return {
    startEnrolment,
    finishEnrolment: (factor: FactorRow, credential: unknown) => finishEnrolment(ctx, factor, credential),
    requestOptions,
    check: (rows: FactorRow[], stateToken: string, credential: unknown) =>
      check(ctx, { rows, stateToken, credential }),
    rpID,
    origin,
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
