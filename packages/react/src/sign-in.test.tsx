import type { LoginState, Tokens } from '@atrium/sdk';
import { useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSignInProgress } from './auth.js';
import { AtriumProvider } from './provider.js';
import { createQueryClient } from './query-client.js';
import { signInMutations, type SignInSource } from './sign-in.js';

const memberTokens: Tokens = {
  accessToken: { value: 'member-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'member-refresh', role: 'member' },
};

function fakeFlows(answer: Promise<LoginState>) {
  return {
    login: vi.fn(() => answer),
    register: vi.fn(() => answer),
    processVerification: vi.fn(() => answer),
    getAuthUrl: vi.fn(async () => ({ authUrl: 'https://atrium.test/hosted/authorize' })),
    getMemberTokensForDirectLogin: vi.fn(async () => memberTokens),
    setTokens: vi.fn(async () => undefined),
    logout: vi.fn(async () => ({ logoutUrl: 'https://atrium.test/hosted/logout' })),
  } satisfies SignInSource;
}

function SignIn({ auth }: { auth: SignInSource }) {
  const login = useMutation(signInMutations.login(auth));
  const progress = useSignInProgress();
  return (
    <>
      <button onClick={() => login.mutate({ email: 'ada@example.com', password: 'pw' })}>go</button>
      <p data-testid="progress">{progress ? 'signing in' : 'idle'}</p>
      <p data-testid="state">{login.data?.loginState ?? 'none'}</p>
    </>
  );
}

describe('sign-in actions', () => {
  it('show progress while a login runs, and adopt member tokens after SUCCESS', async () => {
    let finish!: (state: LoginState) => void;
    const auth = fakeFlows(new Promise((resolve) => (finish = resolve)));
    // The strategy's member flows are the SDK's; here they are stood in for, to hold the login open.
    render(
      <AtriumProvider client={{} as never} queryClient={createQueryClient()}>
        <SignIn auth={auth} />
      </AtriumProvider>,
    );
    act(() => screen.getByText('go').click());
    await screen.findByText('signing in');
    await act(async () => finish({ loginState: 'SUCCESS', data: { sessionToken: 'ticket' } }));
    await screen.findByText('SUCCESS');
    expect(screen.getByTestId('progress').textContent).toBe('idle');
    expect(auth.getMemberTokensForDirectLogin).toHaveBeenCalledWith('ticket');
    expect(auth.setTokens).toHaveBeenCalledWith(memberTokens);
  });

  it('leave the tokens alone when the member is not signed in yet', async () => {
    const auth = fakeFlows(
      Promise.resolve({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 's' } }),
    );
    render(
      <AtriumProvider client={{} as never} queryClient={createQueryClient()}>
        <SignIn auth={auth} />
      </AtriumProvider>,
    );
    act(() => screen.getByText('go').click());
    await screen.findByText('EMAIL_VERIFICATION_REQUIRED');
    expect(auth.setTokens).not.toHaveBeenCalled();
  });
});
