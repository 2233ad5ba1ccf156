import { withSchemas } from '../calls.js';
import { memberAccountEndpoints } from '../endpoints/index.js';
import {
  AddressIdRequest,
  ConfirmEmailChangeRequest,
  CreateMyAddressRequest,
  DeleteMyAccountRequest,
  ListMyAddressesResponse,
  MemberAccountResponse,
  SavedAddressResponse,
  SentToResponse,
  StartEmailChangeRequest,
  StartEmailChangeResponse,
  UpdateMyAddressRequest,
  UpdateMyProfileRequest,
  UploadMyPictureRequest,
} from '../member-account.js';
import { EmptyRequest, EmptyResponse } from '../owners.js';

export const memberAccountCalls = /* @__PURE__ */ withSchemas(memberAccountEndpoints, {
  getMyAccount: { input: EmptyRequest, output: MemberAccountResponse, errors: ['MEMBER_NOT_FOUND'] },
  updateMyProfile: {
    input: UpdateMyProfileRequest,
    output: MemberAccountResponse,
    errors: ['MEMBER_NOT_FOUND'],
  },
  uploadMyPicture: {
    input: UploadMyPictureRequest,
    output: MemberAccountResponse,
    errors: ['MEMBER_NOT_FOUND', 'PICTURE_NOT_ALLOWED'],
  },
  removeMyPicture: { input: EmptyRequest, output: MemberAccountResponse, errors: ['MEMBER_NOT_FOUND'] },
  startEmailChange: {
    input: StartEmailChangeRequest,
    output: StartEmailChangeResponse,
    errors: ['MEMBER_NOT_FOUND', 'WRONG_PASSWORD', 'SAME_EMAIL'],
  },
  confirmEmailChange: {
    input: ConfirmEmailChangeRequest,
    output: MemberAccountResponse,
    errors: ['MEMBER_NOT_FOUND', 'INVALID_CODE', 'CODE_EXPIRED', 'EMAIL_TAKEN'],
  },
  listMyAddresses: { input: EmptyRequest, output: ListMyAddressesResponse },
  createMyAddress: {
    input: CreateMyAddressRequest,
    output: SavedAddressResponse,
    errors: ['MEMBER_NOT_FOUND', 'ADDRESS_LIMIT_REACHED'],
  },
  updateMyAddress: {
    input: UpdateMyAddressRequest,
    output: SavedAddressResponse,
    errors: ['ADDRESS_NOT_FOUND'],
  },
  deleteMyAddress: { input: AddressIdRequest, output: EmptyResponse, errors: ['ADDRESS_NOT_FOUND'] },
  sendDeletionCode: { input: EmptyRequest, output: SentToResponse, errors: ['MEMBER_NOT_FOUND'] },
  deleteMyAccount: {
    input: DeleteMyAccountRequest,
    output: EmptyResponse,
    errors: ['MEMBER_NOT_FOUND', 'WRONG_PASSWORD', 'INVALID_CODE', 'CODE_EXPIRED'],
  },
});
