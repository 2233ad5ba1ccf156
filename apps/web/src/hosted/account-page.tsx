import { useCallback, useEffect, useState } from 'react';
import { AddressesSection } from './account-addresses';
import { accountApis, type AccountApis, type MemberAccount } from './account-api';
import { DeleteSection } from './account-delete';
import { EmailSection } from './account-email';
import { FactorsSection, RecoveryCodes } from './account-factors';
import { PasswordSection } from './account-password';
import { PhoneSection } from './account-phone';
import { ProfileSection } from './account-profile';
import { fetchHostedSession, hostedClient, isStatus } from './hosted-client';

interface Opened {
  apis: AccountApis;
  account: MemberAccount;
  siteName: string;
  returnUrl: string | null;
}

async function openAccount(sessionId: string): Promise<Opened | 'signed-out'> {
  const [session, token] = await Promise.all([
    fetchHostedSession(sessionId),
    hostedClient()
      .hosted.createAccountToken(sessionId)
      .catch((error: unknown) => {
        // No member cookie: the member signs in first, and comes back here.
        if (isStatus(error, 401)) return 'signed-out' as const;
        throw error;
      }),
  ]);
  if (token === 'signed-out') return token;
  const { siteName, returnUrl } = session;
  const apis = accountApis(token.accessToken);
  return { apis, account: await apis.account.getMyAccount(), siteName, returnUrl };
}

function Unusable() {
  return (
    <main className="hosted-card">
      <h1>This link cannot be used</h1>
      <p>It has expired or is not complete. Go back to the site and open your account again.</p>
    </main>
  );
}

function Deleted({ opened }: { opened: Opened }) {
  return (
    <main className="hosted-card">
      <h1>Your account is deleted</h1>
      <p>We sent a confirmation to {opened.account.email.address}.</p>
      {opened.returnUrl && (
        <p>
          <a href={opened.returnUrl}>Back to {opened.siteName || 'the site'}</a>
        </p>
      )}
    </main>
  );
}

/** The member's account on the hosted origin: profile, email, password, addresses, sign-in security. */
export default function AccountPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session') ?? '';
  const [opened, setOpened] = useState<Opened | 'signed-out' | 'failed' | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [factorsVersion, setFactorsVersion] = useState(0);
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    openAccount(sessionId).then(setOpened, () => setOpened('failed'));
  }, [sessionId]);
  useEffect(() => {
    if (opened === 'signed-out')
      window.location.replace(`/hosted/login?session=${encodeURIComponent(sessionId)}`);
  }, [opened, sessionId]);
  const failed = useCallback(() => setOpened('failed'), []);

  if (opened === 'failed') return <Unusable />;
  if (!opened || opened === 'signed-out') return <p className="hosted-loading">Loading…</p>;
  if (deleted) return <Deleted opened={opened} />;
  const { apis, account } = opened;
  const changed = (next: MemberAccount) => setOpened({ ...opened, account: next });
  const showCodes = (next: string[] | null) => {
    if (next) setCodes(next);
  };

  return (
    <main className="hosted-card hosted-wide">
      <p className="hosted-site">{opened.siteName}</p>
      <h1>Your account</h1>
      <p>Signed in as {account.email.address}</p>
      {opened.returnUrl && (
        <p>
          <a href={opened.returnUrl}>Back to {opened.siteName || 'the site'}</a>
        </p>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      <ProfileSection api={apis.account} account={account} onChange={changed} />
      <EmailSection api={apis.account} account={account} onChange={changed} />
      <PasswordSection api={apis.authentication} account={account} />
      <AddressesSection api={apis.account} />
      <FactorsSection api={apis.factors} version={factorsVersion} onCodes={showCodes} onFailed={failed} />
      <PhoneSection
        api={apis.factors}
        onAdded={(next) => {
          showCodes(next);
          setFactorsVersion((version) => version + 1);
        }}
      />
      <DeleteSection api={apis.account} account={account} onDeleted={() => setDeleted(true)} />
    </main>
  );
}
