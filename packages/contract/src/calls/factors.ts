import { withSchemas } from '../calls.js';
import { factorsEndpoints } from '../endpoints/index.js';
import {
  ActivateFactorRequest,
  ActivateFactorResponse,
  EnrolPasskeyResponse,
  EnrolPhoneRequest,
  EnrolPhoneResponse,
  EnrolTotpResponse,
  ListFactorsResponse,
  RecoveryCodesResponse,
  RemoveFactorRequest,
} from '../identity.js';
import { EmptyRequest, EmptyResponse } from '../owners.js';

export const factorsCalls = /* @__PURE__ */ withSchemas(factorsEndpoints, {
  listFactors: { input: EmptyRequest, output: ListFactorsResponse },
  enrolTotp: { input: EmptyRequest, output: EnrolTotpResponse, errors: ['MEMBER_NOT_FOUND'] },
  enrolSms: {
    input: EnrolPhoneRequest,
    output: EnrolPhoneResponse,
    errors: ['FACTOR_NOT_AVAILABLE', 'MEMBER_NOT_FOUND'],
  },
  enrolCall: {
    input: EnrolPhoneRequest,
    output: EnrolPhoneResponse,
    errors: ['FACTOR_NOT_AVAILABLE', 'MEMBER_NOT_FOUND'],
  },
  enrolPasskey: { input: EmptyRequest, output: EnrolPasskeyResponse, errors: ['MEMBER_NOT_FOUND'] },
  activateFactor: {
    input: ActivateFactorRequest,
    output: ActivateFactorResponse,
    errors: ['FACTOR_NOT_FOUND', 'FACTOR_ACTIVE', 'INVALID_CODE', 'CODE_EXPIRED', 'INVALID_CREDENTIALS'],
  },
  removeFactor: { input: RemoveFactorRequest, output: EmptyResponse, errors: ['FACTOR_NOT_FOUND'] },
  regenerateRecoveryCodes: { input: EmptyRequest, output: RecoveryCodesResponse },
});
