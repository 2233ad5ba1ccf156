import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { AccountApi, MemberAccount } from './account-api';
import { Section, useOutcome } from './account-section';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
type PictureType = (typeof TYPES)[number];
/** Under the server's 512 KB cap with room to spare; a larger photo is scaled down here first. */
const SEND_AS_IS = 400 * 1024;
const SIDE = 512;

const base64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(blob);
  });

/** A phone photo is megabytes: drawn at 512 pixels as a JPEG, it is a few dozen kilobytes. */
async function scaledDown(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('scale'))), 'image/jpeg', 0.85),
  );
}

async function pictureOf(file: File): Promise<{ mimeType: PictureType; data: string }> {
  if (file.size <= SEND_AS_IS && (TYPES as readonly string[]).includes(file.type))
    return { mimeType: file.type as PictureType, data: await base64(file) };
  return { mimeType: 'image/jpeg', data: await base64(await scaledDown(file)) };
}

/** The member's names (as the identity profile holds them) and their picture. */
export function ProfileSection(props: {
  api: AccountApi;
  account: MemberAccount;
  onChange: (account: MemberAccount) => void;
}) {
  const { profile } = props.account;
  const [names, setNames] = useState({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    nickname: profile.nickname ?? '',
  });
  const outcome = useOutcome();
  const field = (name: keyof typeof names) => ({
    value: names[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setNames({ ...names, [name]: event.currentTarget.value }),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      props.onChange(await props.api.updateMyProfile(names));
      return 'Your name is saved.';
    });
  };
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    void outcome.run(async () => {
      props.onChange(await props.api.uploadMyPicture(await pictureOf(file)));
      return 'Your picture is saved.';
    });
  };
  const removePicture = () =>
    void outcome.run(async () => {
      props.onChange(await props.api.removeMyPicture());
      return 'Your picture is removed.';
    });

  return (
    <Section id="profile" title="Profile" outcome={outcome}>
      <div className="hosted-picture">
        {profile.picture ? (
          <img className="hosted-avatar" src={profile.picture} alt="Your picture" />
        ) : (
          <span className="hosted-avatar hosted-avatar-empty" aria-hidden="true" />
        )}
        <label className="hosted-file">
          {profile.picture ? 'Change picture' : 'Add a picture'}
          <input type="file" accept={TYPES.join(',')} onChange={upload} disabled={outcome.pending} />
        </label>
        {profile.picture && (
          <button type="button" className="hosted-link" onClick={removePicture}>
            Remove picture
          </button>
        )}
      </div>
      <form aria-label="Your name" onSubmit={save} noValidate>
        <label>
          First name
          <input autoComplete="given-name" maxLength={100} {...field('firstName')} />
        </label>
        <label>
          Last name
          <input autoComplete="family-name" maxLength={100} {...field('lastName')} />
        </label>
        <label>
          Display name
          <input autoComplete="nickname" maxLength={100} {...field('nickname')} />
        </label>
        <button type="submit" disabled={outcome.pending}>
          Save name
        </button>
      </form>
    </Section>
  );
}
