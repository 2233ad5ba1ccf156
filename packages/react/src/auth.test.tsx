import { createClient, OAuthStrategy } from '@atrium/sdk';
import type { Tokens } from '@atrium/sdk';
import { useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../sdk/src/testing/http-test-server.js';
import type { RecordedRequest, TestServer } from '../../sdk/src/testing/http-test-server.js';
import { useAuthState, useSignInProgress } from './auth.js';
import { AtriumProvider } from './provider.js';
import { createQueryClient } from './query-client.js';
import { atriumKeys } from './query-keys.js';

let server: TestServer;
let gate = Promise.resolve();
const tokenEndpoint = async (_request: RecordedRequest) => {
  await gate;
  return { body: { access_token: 'granted', expires_in: 3600, refresh_token: 'visitor-refresh' } };
};

beforeAll(async () => {
  server = await startTestServer(tokenEndpoint);
});
afterAll(async () => {
  await server.close();
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const tokens = (role: Tokens['refreshToken']['role']): Tokens => ({
  accessToken: { value: `${role}-access`, expiresAt: inAnHour() },
  refreshToken: { value: `${role}-refresh`, role },
});

/** Shows the auth state, and records each render of it. */
function AuthStatus({ strategy, renders }: { strategy: OAuthStrategy; renders: string[] }) {
  const state = useAuthState(strategy);
  const line = `${state.role} ${state.loggedIn ? 'in' : 'out'} ${state.renewing ? 'renewing' : 'idle'}`;
  renders.push(line);
  return <p data-testid="auth">{line}</p>;
}

describe('useAuthState', () => {
  it('re-renders when the tokens change: visitor, then member, then none', async () => {
    const strategy = OAuthStrategy({ clientId: 'c', host: server.url, tokens: tokens('visitor') });
    const renders: string[] = [];
    render(<AuthStatus strategy={strategy} renders={renders} />);
    expect(screen.getByTestId('auth')).toHaveTextContent('visitor out idle');
    await act(() => strategy.setTokens(tokens('member')));
    expect(screen.getByTestId('auth')).toHaveTextContent('member in idle');
    await act(() => strategy.setTokens(tokens('none')));
    expect(screen.getByTestId('auth')).toHaveTextContent('none out idle');
    expect(renders).toEqual(['visitor out idle', 'member in idle', 'none out idle']);
  });

  it('shows renewing while a grant is in flight, then the new visitor tokens', async () => {
    let release: () => void = () => {};
    gate = new Promise((resolve) => (release = resolve));
    const strategy = OAuthStrategy({ clientId: 'c', host: server.url });
    render(<AuthStatus strategy={strategy} renders={[]} />);
    expect(screen.getByTestId('auth')).toHaveTextContent('none out idle');
    let headers: Promise<unknown> = Promise.resolve();
    act(() => void (headers = strategy.getAuthHeaders()));
    expect(await screen.findByText('none out renewing')).toBeInTheDocument();
    release();
    await act(() => headers);
    expect(screen.getByTestId('auth')).toHaveTextContent('visitor out idle');
    expect(strategy.getTokens().accessToken.value).toBe('granted');
  });

  it('stops listening when unmounted', async () => {
    const strategy = OAuthStrategy({ clientId: 'c', host: server.url, tokens: tokens('visitor') });
    const renders: string[] = [];
    const { unmount } = render(<AuthStatus strategy={strategy} renders={renders} />);
    unmount();
    await strategy.setTokens(tokens('member'));
    expect(renders).toEqual(['visitor out idle']);
  });
});

describe('useSignInProgress', () => {
  function SignIn({ mutationKey, done }: { mutationKey: readonly unknown[]; done: Promise<void> }) {
    const signingIn = useSignInProgress();
    const mutation = useMutation({ mutationKey, mutationFn: () => done });
    return <button onClick={() => mutation.mutate()}>{signingIn ? 'signing in' : 'signed out'}</button>;
  }
  const wrap = (children: ReactNode) => (
    <AtriumProvider
      client={createClient({ modules: {}, auth: OAuthStrategy({ clientId: 'c', host: server.url }) })}
      queryClient={createQueryClient()}
    >
      {children}
    </AtriumProvider>
  );

  it('is true while a mutation under atriumKeys.auth is pending, and ignores other mutations', async () => {
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    render(
      wrap(
        <>
          <SignIn mutationKey={atriumKeys.auth.login()} done={done} />
          <SignIn mutationKey={atriumKeys.webhooks.mutation('create')} done={new Promise(() => {})} />
        </>,
      ),
    );
    const [login, other] = screen.getAllByRole('button');
    act(() => other!.click());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'signed out',
      'signed out',
    ]);
    act(() => login!.click());
    await screen.findAllByText('signing in');
    expect(screen.getAllByText('signing in')).toHaveLength(2);
    finish();
    await screen.findAllByText('signed out');
    expect(screen.queryByText('signing in')).toBeNull();
  });
});
