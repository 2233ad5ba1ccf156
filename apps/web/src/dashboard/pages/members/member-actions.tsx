import { siteMembersMutations } from '@atrium/react';
import type { siteMembers } from '@atrium/sdk';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../../components/confirm-button';
import { useSiteClient } from '../../site-client';
import { hasSecondFactor, isWaiting } from './member-labels';

type Member = siteMembers.ListMembersResponse['members'][number];

/** What an owner can do to members, with the first failure of any of it (shown once, above the members). */
export function useMemberActions(options: { onRejected?: () => void } = {}) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const approve = useMutation(siteMembersMutations.approve(client, queryClient));
  const reject = useMutation(
    siteMembersMutations.reject(client, queryClient, { onSuccess: () => options.onRejected?.() }),
  );
  const block = useMutation(siteMembersMutations.block(client, queryClient));
  const unblock = useMutation(siteMembersMutations.unblock(client, queryClient));
  const resetFactors = useMutation(siteMembersMutations.resetFactors(client, queryClient));
  const failure = approve.error ?? reject.error ?? block.error ?? unblock.error ?? resetFactors.error;
  return { approve, reject, block, unblock, resetFactors, failure };
}

export type MemberActionsState = ReturnType<typeof useMemberActions>;

/** The buttons that fit the member's state: approve or reject a waiting one, reset factors, block or unblock. */
export function MemberActions({ member, actions }: { member: Member; actions: MemberActionsState }) {
  const waiting = isWaiting(member);
  const email = member.email.address;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {waiting && (
        <Button size="xs" onClick={() => actions.approve.mutate(member._id)} aria-label={`Approve ${email}`}>
          Approve
        </Button>
      )}
      {waiting && (
        <ConfirmButton
          title="Reject this member?"
          message={`${email} will not get an account.`}
          onConfirm={() => actions.reject.mutate(member._id)}
        >
          Reject
        </ConfirmButton>
      )}
      {hasSecondFactor(member.factors) && (
        <ConfirmButton
          title="Reset second factors?"
          message={`${email}'s authenticator apps, passkeys and recovery codes are removed; their password alone signs them in until they add new ones.`}
          onConfirm={() => actions.resetFactors.mutate(member._id)}
        >
          Reset factors
        </ConfirmButton>
      )}
      {member.status.name === 'BLOCKED' ? (
        <Button size="xs" variant="default" onClick={() => actions.unblock.mutate(member._id)}>
          Unblock
        </Button>
      ) : (
        !waiting && (
          <ConfirmButton
            title="Block this member?"
            message={`${email} is signed out everywhere and cannot sign in until unblocked.`}
            onConfirm={() => actions.block.mutate(member._id)}
          >
            Block
          </ConfirmButton>
        )
      )}
    </Group>
  );
}
