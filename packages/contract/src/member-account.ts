import { z } from 'zod';
import { Address, FullAddressContactDetails } from './commerce-common.js';
import { MemberEmail } from './identity.js';

// Atrium's own calls for a signed-in member's account (the hosted account page): profile, picture, email
// change, saved addresses and deleting the account. The member's token is the only caller.

export const MEMBER_EVENTS = {
  /** The member deleted their account: services that keep their data (orders) anonymise it. */
  deleted: 'member.deleted',
} as const;

/** How many addresses a member may save: a book, not a database. */
export const MAX_SAVED_ADDRESSES = 20;
/** The largest picture accepted (decoded bytes); the page scales a larger photo down before sending. */
export const MAX_PICTURE_BYTES = 512 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const Name = z.string().trim().max(100);

/** The member as their account page shows them: the names the identity profile holds, and the picture's URL. */
export const MemberAccount = z.object({
  email: z.object({ address: z.string(), isVerified: z.boolean() }),
  profile: z.object({
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    nickname: z.string().nullish(),
    picture: z.string().nullish(),
  }),
  /** A member made by sign-on has none: they confirm a deletion with an emailed code instead. */
  hasPassword: z.boolean(),
  /** The new address waiting for its code, if the member asked for one. */
  pendingEmail: z.string().nullish(),
});
export type MemberAccount = z.infer<typeof MemberAccount>;
export const MemberAccountResponse = z.object({ account: MemberAccount });

/** Absent fields stay as they are; an empty string clears one. */
export const UpdateMyProfileRequest = z.object({
  firstName: Name.nullish(),
  lastName: Name.nullish(),
  nickname: Name.nullish(),
});

export const UploadMyPictureRequest = z.object({
  mimeType: z.enum(PICTURE_TYPES),
  /** The image's bytes, base64. The server checks them, not only the declared type. */
  data: z.base64().max(Math.ceil(MAX_PICTURE_BYTES / 3) * 4),
});

/** The current password proves a stolen session alone cannot move the account to another address. */
export const StartEmailChangeRequest = z.object({
  newEmail: MemberEmail,
  password: z.string().min(1).max(256).nullish(),
});
export const StartEmailChangeResponse = z.object({ sentTo: z.string() });
export const ConfirmEmailChangeRequest = z.object({ code: z.string().regex(/^\d{6}$/, 'must be 6 digits') });

export const SavedAddress = z.object({
  id: z.uuid(),
  address: Address,
  contactDetails: FullAddressContactDetails.nullish(),
  isDefault: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;
export const SavedAddressResponse = z.object({ address: SavedAddress });
export const ListMyAddressesResponse = z.object({ addresses: z.array(SavedAddress) });
export const CreateMyAddressRequest = z.object({
  address: Address,
  contactDetails: FullAddressContactDetails.nullish(),
  isDefault: z.boolean().nullish(),
});
export const UpdateMyAddressRequest = z.object({
  addressId: z.uuid(),
  address: Address.nullish(),
  contactDetails: FullAddressContactDetails.nullish(),
  /** true makes it the default; the one that was loses the mark. */
  isDefault: z.boolean().nullish(),
});
export const AddressIdRequest = z.object({ addressId: z.uuid() });

/** A member with a password proves it; one without asks for a code by email first (`sendDeletionCode`). */
export const DeleteMyAccountRequest = z.object({
  password: z.string().min(1).max(256).nullish(),
  code: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .nullish(),
});
export const SentToResponse = z.object({ sentTo: z.string() });
