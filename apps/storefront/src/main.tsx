import './storefront.css';
import { AtriumProvider, createQueryClient } from '@atrium/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, ConfigError } from './app';
import { createStoreClient, type RuntimeConfig } from './client';
import { completeSignIn, resumeSession } from './member-session';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  const response = await fetch('/atrium-config.json');
  const config = (await response.json()) as RuntimeConfig;
  if (!config.clientId) throw new Error('No OAuth client id is configured (ATRIUM_CLIENT_ID).');
  const { auth, client } = createStoreClient(config);
  if (window.location.pathname === '/callback') await completeSignIn(auth);
  else await resumeSession(auth);
  root.render(
    <StrictMode>
      <AtriumProvider client={client} queryClient={createQueryClient()}>
        <App auth={auth} host={config.atriumUrl} />
      </AtriumProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => root.render(<ConfigError error={error} />));
