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
import { EmptyRequest } from '../owners.js';

export const siteMembersCalls = /* @__PURE__ */ withSchemas(siteMembersEndpoints, {
  listMembers: { input: ListMembersRequest, output: ListMembersResponse },
  approveMember: { input: MemberActionRequest, output: MemberResponse },
  rejectMember: { input: MemberActionRequest, output: MemberResponse },
  blockMember: { input: MemberActionRequest, output: MemberResponse },
  unblockMember: { input: MemberActionRequest, output: MemberResponse },
  resetMemberFactors: { input: MemberActionRequest, output: MemberResponse },
  getMemberSettings: { input: EmptyRequest, output: MemberSettingsResponse },
  updateMemberSettings: { input: UpdateMemberSettingsRequest, output: MemberSettingsResponse },
  listMailMessages: { input: ListMailRequest, output: ListMailResponse },
});
