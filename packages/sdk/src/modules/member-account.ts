/**
 * Atrium's API for the signed-in member's own account (the hosted account page uses it): profile and picture,
 * email change, saved addresses and deleting the account. Every call needs a member token. The password is
 * changed with `authentication.changePassword`.
 */
import { defineMethod } from '../core/define-method.js';
import { memberAccountEndpoints } from '@atrium/contract/endpoints';
import { savedAddressAnswer, savedAddressToWire } from '../helpers/cart-answer.js';

export interface MemberAccount {
  email: { address: string; isVerified: boolean };
  profile: {
    firstName?: string | null;
    lastName?: string | null;
    nickname?: string | null;
    /** A URL on the server; absent when the member has none. */
    picture?: string | null;
  };
  /** A member made by sign-on has none; they confirm a deletion with an emailed code. */
  hasPassword: boolean;
  /** The new address waiting for its code, if any. */
  pendingEmail?: string | null;
}

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
}

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** An address as carts and checkouts show it (`addressLine1`, `formatted`), which checkout's shipping takes. */
export interface AddressFields {
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  streetAddress?: { number?: string | null; name?: string | null; apt?: string | null } | null;
  formatted?: string | null;
  [field: string]: unknown;
}

export interface AddressContact {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface SavedAddress {
  _id: string;
  address: AddressFields;
  contactDetails?: AddressContact | null;
  isDefault: boolean;
  _createdDate: Date;
  _updatedDate: Date;
}

export interface AddressInput {
  address: AddressFields;
  contactDetails?: AddressContact | null;
  isDefault?: boolean;
}

export const getMyAccount = /* @__PURE__ */ defineMethod<[], MemberAccount>(
  memberAccountEndpoints.getMyAccount,
  {
    returns: 'account',
  },
);

/** Absent fields stay as they are; an empty string clears one. */
export const updateMyProfile = /* @__PURE__ */ defineMethod<[changes: ProfileChanges], MemberAccount>(
  memberAccountEndpoints.updateMyProfile,
  { args: ['changes'], payload: { '...': 'changes' }, returns: 'account' },
);

/** A PNG, JPEG, WebP or GIF of at most 512 KB, as base64; the server checks, scales and keeps it as WebP. */
export const uploadMyPicture = /* @__PURE__ */ defineMethod<
  [picture: { mimeType: PictureType; data: string }],
  MemberAccount
>(memberAccountEndpoints.uploadMyPicture, {
  args: ['picture'],
  payload: { '...': 'picture' },
  returns: 'account',
});

export const removeMyPicture = /* @__PURE__ */ defineMethod<[], MemberAccount>(
  memberAccountEndpoints.removeMyPicture,
  { returns: 'account' },
);

/** Sends a code to the new address; a member with a password gives it. */
export const startEmailChange = /* @__PURE__ */ defineMethod<
  [newEmail: string, options?: { password?: string }],
  { sentTo: string }
>(memberAccountEndpoints.startEmailChange, { args: ['newEmail', 'options'] });

/** The code from the new address: the account moves to it. */
export const confirmEmailChange = /* @__PURE__ */ defineMethod<[code: string], MemberAccount>(
  memberAccountEndpoints.confirmEmailChange,
  { args: ['code'], returns: 'account' },
);

export const listMyAddresses = /* @__PURE__ */ defineMethod<[], SavedAddress[]>(
  memberAccountEndpoints.listMyAddresses,
  { returns: 'addresses', transform: savedAddressAnswer },
);

export const createMyAddress = /* @__PURE__ */ defineMethod<[address: AddressInput], SavedAddress>(
  memberAccountEndpoints.createMyAddress,
  {
    args: ['address'],
    payload: { '...': 'address' },
    returns: 'address',
    transform: savedAddressAnswer,
    prepare: savedAddressToWire,
  },
);

/** Changes a saved address; `isDefault: true` makes it the default. */
export const updateMyAddress = /* @__PURE__ */ defineMethod<
  [addressId: string, changes: Partial<AddressInput>],
  SavedAddress
>(memberAccountEndpoints.updateMyAddress, {
  args: ['addressId', 'changes'],
  payload: { addressId: 'addressId', '...': 'changes' },
  returns: 'address',
  transform: savedAddressAnswer,
  prepare: savedAddressToWire,
});

export const deleteMyAddress = /* @__PURE__ */ defineMethod<[addressId: string], void>(
  memberAccountEndpoints.deleteMyAddress,
  { args: ['addressId'], returns: null },
);

/** For a member without a password: the code that confirms deleting the account, by email. */
export const sendDeletionCode = /* @__PURE__ */ defineMethod<[], { sentTo: string }>(
  memberAccountEndpoints.sendDeletionCode,
);

/** Deletes the account: the password, or the emailed code for a member without one. */
export const deleteMyAccount = /* @__PURE__ */ defineMethod<
  [proof: { password?: string; code?: string }],
  void
>(memberAccountEndpoints.deleteMyAccount, { args: ['proof'], payload: { '...': 'proof' }, returns: null });
