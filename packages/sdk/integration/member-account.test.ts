import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authentication,
  createClient,
  memberAccount,
  OAuthStrategy,
  redirects,
  type ApplicationError,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

const REDIRECT = 'http://shop.test/callback';
const PASSWORD = 'a fine password';
// The smallest PNG: one transparent pixel.
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==';
let atrium: ListeningAtrium;

beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

/** A member signed in through the authorization-code flow, as a site using the SDK would be. */
async function signedInMember(email: string) {
  const auth = OAuthStrategy({ clientId: atrium.site.clientId });
  const modules = { authentication, redirects, memberAccount };
  const client = createClient({ modules, auth, host: atrium.host });
  const { data } = await client.auth.register({ email, password: PASSWORD });
  const oauthData = await auth.generateOAuthData(REDIRECT);
  const { authUrl } = await auth.getAuthUrl(oauthData);
  const answer = await fetch(
    `${authUrl.replace('http://atrium.test', atrium.host)}&sessionToken=${data!.sessionToken}`,
    { redirect: 'manual' },
  );
  const { code, state } = auth.parseFromUrl(answer.headers.get('location')!, 'fragment');
  await auth.setTokens(await auth.getMemberTokens(code, state, oauthData));
  return client;
}

const codeSentTo = async (to: string) => {
  const [mail] = await atrium.core.mail.list(atrium.site.siteId, { to });
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
};

describe('a member’s own account through the SDK', () => {
  it('changes the profile and picture, moves to a new address and changes the password', async () => {
    const client = await signedInMember('sol@example.com');
    const api = client.memberAccount;
    expect(await api.getMyAccount()).toMatchObject({
      email: { address: 'sol@example.com' },
      hasPassword: true,
    });
    const named = await api.updateMyProfile({ firstName: 'Sol', lastName: 'Reyes' });
    expect(named.profile).toMatchObject({ firstName: 'Sol', lastName: 'Reyes' });
    const pictured = await api.uploadMyPicture({ mimeType: 'image/png', data: PIXEL });
    expect(pictured.profile.picture).toMatch(/\/atrium\/v1\/member-pictures\/.+\.webp$/);
    expect((await api.removeMyPicture()).profile.picture ?? null).toBeNull();

    const refused = await api
      .startEmailChange('sun@example.com', { password: 'wrong guess' })
      .catch((e) => e);
    expect((refused as ApplicationError).code).toBe('WRONG_PASSWORD');
    expect(await api.startEmailChange('sun@example.com', { password: PASSWORD })).toEqual({
      sentTo: 'sun@example.com',
    });
    const moved = await api.confirmEmailChange(await codeSentTo('sun@example.com'));
    expect(moved.email).toEqual({ address: 'sun@example.com', isVerified: true });

    await client.authentication.changePassword('a newer password', { currentPassword: PASSWORD });
    const login = await client.authentication.loginV2(
      { email: 'sun@example.com' },
      { password: 'a newer password' },
    );
    expect(login.state).toBe('SUCCESS');
  });

  it('keeps an address book and deletes the account', async () => {
    const client = await signedInMember('ana@example.com');
    const api = client.memberAccount;
    const home = await api.createMyAddress({
      address: { country: 'ES', city: 'Madrid', addressLine1: 'Gran Vía 1' },
      contactDetails: { firstName: 'Ana' },
    });
    expect(home).toMatchObject({ isDefault: true, address: { city: 'Madrid', addressLine1: 'Gran Vía 1' } });
    expect(home._createdDate).toBeInstanceOf(Date);
    const office = await api.createMyAddress({ address: { country: 'ES', city: 'Sevilla' } });
    expect((await api.updateMyAddress(office._id, { isDefault: true })).isDefault).toBe(true);
    const listed = await api.listMyAddresses();
    expect(listed.map((a) => a._id)).toEqual([office._id, home._id]);
    expect(listed[1]!.address.addressLine1).toBe('Gran Vía 1');
    await api.deleteMyAddress(home._id);
    const missing = await api.deleteMyAddress(home._id).catch((e) => e);
    expect((missing as ApplicationError).code).toBe('ADDRESS_NOT_FOUND');

    await api.deleteMyAccount({ password: PASSWORD });
    const gone = await api.getMyAccount().catch((e) => e);
    expect((gone as ApplicationError).code).toBe('MEMBER_NOT_FOUND');
  });
});
