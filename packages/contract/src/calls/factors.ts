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
  enrolTotp: { input: EmptyRequest, output: EnrolTotpResponse },
  enrolSms: { input: EnrolPhoneRequest, output: EnrolPhoneResponse },
  enrolCall: { input: EnrolPhoneRequest, output: EnrolPhoneResponse },
  enrolPasskey: { input: EmptyRequest, output: EnrolPasskeyResponse },
  activateFactor: { input: ActivateFactorRequest, output: ActivateFactorResponse },
  removeFactor: { input: RemoveFactorRequest, output: EmptyResponse },
  regenerateRecoveryCodes: { input: EmptyRequest, output: RecoveryCodesResponse },
});
