import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  authentication,
  createClient,
  isApplicationError,
  OAuthStrategy,
  siteMembers,
} from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

let atrium: ListeningAtrium;

beforeAll(async () => {
  atrium = await startAtrium();
});
afterAll(async () => atrium?.close());

describe('one member for the site’s owners, through the SDK', () => {
  it('gives the profile, the factors and the sign-ins with dates as Date objects', async () => {
    const visitor = createClient({
      modules: { authentication },
      auth: OAuthStrategy({ clientId: atrium.site.clientId }),
      host: atrium.host,
    });
    await visitor.auth.register({ email: 'ida@example.com', password: 'a fine password' });
    await visitor.auth.login({ email: 'ida@example.com', password: 'a fine password' });

    const admin = createClient({
      modules: { siteMembers },
      auth: ApiKeyStrategy({ apiKey: atrium.site.apiKey, siteId: atrium.site.siteId }),
      host: atrium.host,
    });
    const [listed] = (await admin.siteMembers.listMembers({ search: 'ida@' })).members;
    const found = await admin.siteMembers.getMember(listed!._id);
    expect(found.member).toMatchObject({ _id: listed!._id, email: { address: 'ida@example.com' } });
    expect(found.member._createdDate).toBeInstanceOf(Date);
    expect(found.factors).toEqual([]);
    // The login is the one sign-in: registering is recorded as a registration.
    expect(found.signIns).toHaveLength(1);
    expect(found.signIns[0]!.signInDate).toBeInstanceOf(Date);
    expect(found.lastLoginDate).toBeInstanceOf(Date);

    const missing = await admin.siteMembers.getMember(crypto.randomUUID()).catch((error: unknown) => error);
    expect(isApplicationError(missing) && missing.code).toBe('MEMBER_NOT_FOUND');
  });
});
