/** Query and mutation options for the SDK's siteMembers module (member administration). */
import type { BoundModule, siteMembers } from '@atrium/sdk';
import { queryOptions } from '@tanstack/react-query';
import { mutationFactory } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

export interface SiteMembersClient {
  siteMembers: BoundModule<typeof siteMembers>;
}

const keys = atriumKeys.siteMembers;

export const siteMembersQueries = {
  list: (client: SiteMembersClient, options: siteMembers.ListMembersOptions = {}) =>
    queryOptions({ queryKey: keys.list(options), queryFn: () => client.siteMembers.listMembers(options) }),
  get: (client: SiteMembersClient, memberId: string) =>
    queryOptions({ queryKey: keys.detail(memberId), queryFn: () => client.siteMembers.getMember(memberId) }),
  settings: (client: SiteMembersClient) =>
    queryOptions({ queryKey: keys.settings(), queryFn: () => client.siteMembers.getMemberSettings() }),
  mail: (client: SiteMembersClient, options: { to?: string; limit?: number } = {}) =>
    queryOptions({
      queryKey: keys.mail(options),
      queryFn: () => client.siteMembers.listMailMessages(options),
    }),
};

type Action = 'approveMember' | 'rejectMember' | 'blockMember' | 'unblockMember' | 'resetMemberFactors';
const memberAction = (name: Action) =>
  mutationFactory<SiteMembersClient, siteMembers.ListMembersResponse['members'][number], string>({
    mutationKey: keys.mutation(name),
    mutationFn: (client, memberId) => client.siteMembers[name](memberId),
    // The member's row and their page both show the status and factors an action changes.
    invalidate: () => [keys.list(), keys.detail()],
  });

export const siteMembersMutations = {
  approve: memberAction('approveMember'),
  reject: memberAction('rejectMember'),
  block: memberAction('blockMember'),
  unblock: memberAction('unblockMember'),
  resetFactors: memberAction('resetMemberFactors'),
  updateSettings: mutationFactory<
    SiteMembersClient,
    siteMembers.MemberSettings,
    Partial<siteMembers.MemberSettings>
  >({
    mutationKey: keys.mutation('updateSettings'),
    mutationFn: (client, settings) => client.siteMembers.updateMemberSettings(settings),
    invalidate: () => [keys.settings()],
  }),
};
