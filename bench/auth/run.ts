// Member sign-in on one running server, each next to its baseline measured in the same run:
// - login, next to a bare argon2id verify with the same parameters (hashing is meant to cost: login should be
//   close to it, and nothing else should add much);
// - the refresh grant and authorization_code redemption, next to GET /readyz (SELECT 1).
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { atrium, benchEnvironment, startServer, type RunningServer } from '../lib/server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const CODES = 400;
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

async function rps(url: string, options: Partial<autocannon.Options> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Bare argon2id verifies per second, CONNECTIONS at a time, for as long as each HTTP measurement runs. */
async function argon2Rate(): Promise<number> {
  const stored = await hash('a fine password', ARGON2);
  let done = 0;
  const until = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await verify(stored, 'a fine password');
        done += 1;
      }
    }),
  );
  return done / DURATION;
}

/** Calls per second of `call`, CONNECTIONS at a time, over a fixed list of inputs. */
async function throughput<T>(inputs: T[], call: (input: T) => Promise<void>): Promise<number> {
  const queue = [...inputs];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let input = queue.shift(); input !== undefined; input = queue.shift()) await call(input);
    }),
  );
  return inputs.length / ((performance.now() - started) / 1000);
}

// Shapes of the few answers this script reads.
type Tokens = { access_token: string; refresh_token: string };
type SignedIn = { sessionToken: string };
type Session = { redirectSession: { fullUrl: string } };
const read = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

const json = (body: object) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The running server, the bench site's OAuth client and a visitor's access token, which every step uses. */
interface Bench {
  server: RunningServer;
  clientId: string;
  visitor: string;
  post: (path: string, body: object, authorization?: string) => Promise<Response>;
}

const MEMBER = { loginId: { email: 'bench@example.com' }, password: 'a fine password' };

/** The visitor's token, and the member it registers, that every measured call signs in as. */
async function signUp(server: RunningServer, clientId: string): Promise<Bench> {
  const post = (path: string, body: object, authorization?: string) =>
    fetch(server.url + path, {
      ...json(body),
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    });
  const visitor = (await read<Tokens>(post('/oauth2/token', { grantType: 'anonymous', clientId })))
    .access_token;
  await post('/_api/iam/authentication/v2/register', MEMBER, visitor);
  return { server, clientId, visitor, post };
}

/** One authorization code from the real flow: sign in, redirect session, authorize. */
async function authorizationCode({ server, clientId, visitor, post }: Bench) {
  const login = await read<SignedIn>(post('/_api/iam/authentication/v2/login', MEMBER, visitor));
  const verifier = randomBytes(32).toString('base64url');
  const authRequest = {
    clientId,
    responseType: 'code',
    redirectUri: 'http://bench.test/cb',
    state: 's',
    responseMode: 'query',
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    codeChallengeMethod: 'S256',
  };
  const session = await read<Session>(
    post('/_api/redirects-api/v1/redirect-session', { auth: { authRequest } }, visitor),
  );
  const authorize = new URL(session.redirectSession.fullUrl);
  const answer = await fetch(
    `${server.url}${authorize.pathname}${authorize.search}&sessionToken=${login.sessionToken}`,
    { redirect: 'manual' },
  );
  return { code: new URL(answer.headers.get('location')!).searchParams.get('code')!, verifier };
}

type Code = Awaited<ReturnType<typeof authorizationCode>>;

/** The rates, each measured next to its baseline (see the top of this file). */
async function measure(bench: Bench, codes: Code[]) {
  const { server, clientId, visitor, post } = bench;
  const member = await read<Tokens>(
    post('/oauth2/token', {
      grantType: 'authorization_code',
      clientId,
      code: codes[0]!.code,
      codeVerifier: codes[0]!.verifier,
    }),
  );
  const baseline = await rps(`${server.url}/readyz`);
  const readyLoop = await throughput(
    codes.slice(1),
    async () => void (await fetch(`${server.url}/readyz`)).arrayBuffer(),
  );
  const redeem = await throughput(codes.slice(1), async ({ code, verifier }) => {
    const answer = await post('/oauth2/token', {
      grantType: 'authorization_code',
      clientId,
      code,
      codeVerifier: verifier,
    });
    if (answer.status !== 200) throw new Error(`redemption answered ${answer.status}`);
  });
  const refresh = await rps(
    `${server.url}/oauth2/token`,
    json({ grantType: 'refresh_token', clientId, refreshToken: member.refresh_token }),
  );
  const bareArgon2 = await argon2Rate();
  const login = await rps(`${server.url}/_api/iam/authentication/v2/login`, {
    ...json(MEMBER),
    headers: { 'content-type': 'application/json', authorization: visitor },
  });
  return { baseline, readyLoop, redeem, refresh, bareArgon2, login };
}

function report(label: string, rates: Awaited<ReturnType<typeof measure>>) {
  const { baseline, readyLoop, redeem, refresh, bareArgon2, login } = rates;
  console.log(`\nbench/auth on ${label}: ${CONNECTIONS} at a time, ${DURATION} s per timed run`);
  const line = (name: string, value: number, base: number) =>
    console.log(
      name.padEnd(52) + value.toFixed(0).padStart(8) + '/s' + (value / base).toFixed(2).padStart(8),
    );
  line('baseline GET /readyz (autocannon)', baseline, baseline);
  line('refresh_token grant (autocannon)', refresh, baseline);
  line(`baseline GET /readyz (${CODES - 1} calls, fetch loop)`, readyLoop, readyLoop);
  line(`authorization_code redemption (${CODES - 1} codes)`, redeem, readyLoop);
  line('baseline bare argon2id verify (in process)', bareArgon2, bareArgon2);
  line('POST login (argon2id verify + session token)', login, bareArgon2);
}

async function main() {
  const environment = await benchEnvironment(3950);
  environment.env.ATRIUM_RATE_LIMITS = 'false';
  try {
    const site = atrium(environment.env, [
      'create-site',
      '--name',
      'Bench',
      '--redirect-uri',
      'http://bench.test/cb',
    ]);
    const server = await startServer(environment.env);
    try {
      const bench = await signUp(server, site.clientId!);
      // Codes for the redemption run, each from the real flow.
      const codes: Code[] = [];
      for (let i = 0; i < CODES; i += 1) codes.push(await authorizationCode(bench));
      report(environment.label, await measure(bench, codes));
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
