/**
 * Atrium's admin API for a site's members: listing them, letting them in or keeping them out, the sign-in
 * settings and the mailbox. Every call needs an elevated client (an API key with members.manage, or an owner).
 */
import { defineMethod } from '../core/define-method.js';
import type { MemberDetailsResponse } from '@atrium/contract';
import type { FromWire } from '../wire/wire-types.js';
import type { Identity } from './authentication.js';
import { siteMembersEndpoints } from '@atrium/contract/endpoints';

export interface MemberSettings {
  registration: 'OPEN' | 'APPROVAL';
  requireEmailVerification: boolean;
  requireMfa: boolean;
  /** Whether sign-in and registration need a captcha token, and which kind (see the `captcha` module). */
  captcha: 'OFF' | 'INVISIBLE' | 'VISIBLE';
}

export interface ListMembersOptions {
  status?: 'PENDING' | 'ACTIVE' | 'BLOCKED';
  search?: string;
  limit?: number;
  offset?: number;
}

export interface ListMembersResponse {
  members: Identity[];
  pagingMetadata: { count: number; offset: number; total: number; hasNext: boolean };
}

export interface MailMessage {
  _id: string;
  to: string;
  subject: string;
  text: string;
  status: 'STORED' | 'QUEUED' | 'SENT' | 'FAILED';
  _createdDate: Date;
}

export const listMembers = /* @__PURE__ */ defineMethod<[options?: ListMembersOptions], ListMembersResponse>(
  siteMembersEndpoints.listMembers,
  {
    args: ['options'],
    elevated: true,
  },
);

/** One member as owners see them: profile, second factors with their dates, and latest sign-ins. */
export type MemberDetails = FromWire<MemberDetailsResponse>;

export const getMember = /* @__PURE__ */ defineMethod<[memberId: string], MemberDetails>(
  siteMembersEndpoints.getMember,
  {
    args: ['memberId'],
    elevated: true,
  },
);

const action = (name: 'approve' | 'reject' | 'block' | 'unblock') =>
  defineMethod<[memberId: string], Identity>(siteMembersEndpoints[`${name}Member`], {
    args: ['memberId'],
    returns: 'member',
    elevated: true,
  });

export const approveMember = /* @__PURE__ */ action('approve');
export const rejectMember = /* @__PURE__ */ action('reject');
export const blockMember = /* @__PURE__ */ action('block');
export const unblockMember = /* @__PURE__ */ action('unblock');

/** Removes every second factor of a member who lost their device; their password still works. */
export const resetMemberFactors = /* @__PURE__ */ defineMethod<[memberId: string], Identity>(
  siteMembersEndpoints.resetMemberFactors,
  {
    args: ['memberId'],
    returns: 'member',
    elevated: true,
  },
);

export const getMemberSettings = /* @__PURE__ */ defineMethod<[], MemberSettings>(
  siteMembersEndpoints.getMemberSettings,
  {
    returns: 'settings',
    elevated: true,
  },
);

export const updateMemberSettings = /* @__PURE__ */ defineMethod<
  [settings: Partial<MemberSettings>],
  MemberSettings
>(siteMembersEndpoints.updateMemberSettings, {
  args: ['settings'],
  returns: 'settings',
  elevated: true,
});

export const listMailMessages = /* @__PURE__ */ defineMethod<
  [options?: { to?: string; limit?: number }],
  { messages: MailMessage[] }
>(siteMembersEndpoints.listMailMessages, {
  args: ['options'],
  elevated: true,
});
