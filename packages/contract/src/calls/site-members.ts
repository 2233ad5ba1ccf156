import { withSchemas } from '../calls.js';
import { siteMembersEndpoints } from '../endpoints/index.js';
import {
  ListMailRequest,
  ListMailResponse,
  ListMembersRequest,
  ListMembersResponse,
  MemberActionRequest,
  MemberResponse,
  MemberSettingsResponse,
  UpdateMemberSettingsRequest,
} from '../identity.js';
import { MemberDetailsResponse } from '../member-admin.js';
import { EmptyRequest } from '../owners.js';

export const siteMembersCalls = /* @__PURE__ */ withSchemas(siteMembersEndpoints, {
  listMembers: { input: ListMembersRequest, output: ListMembersResponse },
  getMember: { input: MemberActionRequest, output: MemberDetailsResponse, errors: ['MEMBER_NOT_FOUND'] },
  approveMember: {
    input: MemberActionRequest,
    output: MemberResponse,
    errors: ['MEMBER_NOT_FOUND', 'NOT_PENDING_APPROVAL'],
  },
  rejectMember: {
    input: MemberActionRequest,
    output: MemberResponse,
    errors: ['MEMBER_NOT_FOUND', 'NOT_PENDING_APPROVAL'],
  },
  blockMember: { input: MemberActionRequest, output: MemberResponse, errors: ['MEMBER_NOT_FOUND'] },
  unblockMember: {
    input: MemberActionRequest,
    output: MemberResponse,
    errors: ['MEMBER_NOT_FOUND', 'NOT_BLOCKED'],
  },
  resetMemberFactors: { input: MemberActionRequest, output: MemberResponse, errors: ['MEMBER_NOT_FOUND'] },
  getMemberSettings: { input: EmptyRequest, output: MemberSettingsResponse },
  updateMemberSettings: { input: UpdateMemberSettingsRequest, output: MemberSettingsResponse },
  listMailMessages: { input: ListMailRequest, output: ListMailResponse },
});
