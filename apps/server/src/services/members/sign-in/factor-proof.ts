import type { VerifyFactorRequest } from '@atrium/contract';
import type { z } from 'zod';
import { invalid } from '../../../core/wire/errors.js';
import type { FactorProof } from '../factors/mfa.js';

const camel = (type: string) => type.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The proof a verifyFactor request carries for its factor type: a code, or a passkey's signed assertion. */
export function factorProof(body: z.output<typeof VerifyFactorRequest>): FactorProof {
  const type = body.factorType.toUpperCase();
  if (type === 'WEBAUTHN') {
    if (!body.webauthnData) throw invalid('webauthnData.credential', 'is required', 'REQUIRED_FIELD');
    return { type, credential: body.webauthnData.credential };
  }
  const data = { TOTP: body.totpData, EMAIL: body.emailData, RECOVERY_CODE: body.recoveryCodeData }[
    type as 'TOTP'
  ];
  const code = data?.code ?? body.smsData?.code ?? body.callData?.code ?? '';
  if (!code && ['TOTP', 'EMAIL', 'RECOVERY_CODE', 'SMS', 'CALL'].includes(type))
    throw invalid(`${camel(type)}Data.code`, 'is required', 'REQUIRED_FIELD');
  return { type, code };
}
