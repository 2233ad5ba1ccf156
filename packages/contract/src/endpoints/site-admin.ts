import { endpointTable } from './endpoint.js';

/** Atrium: the site itself, its OAuth clients, API keys and owners. */
export const sitesEndpoints = /* @__PURE__ */ endpointTable('sites', {
  getSite: { method: 'GET', path: '/atrium/v1/site' },
  updateSite: { method: 'PATCH', path: '/atrium/v1/site' },
  listOAuthClients: { method: 'GET', path: '/atrium/v1/oauth-clients' },
  createOAuthClient: { method: 'POST', path: '/atrium/v1/oauth-clients' },
  getOAuthClient: { method: 'GET', path: '/atrium/v1/oauth-clients/{clientId}' },
  updateOAuthClient: { method: 'PATCH', path: '/atrium/v1/oauth-clients/{client.id}' },
  deleteOAuthClient: { method: 'DELETE', path: '/atrium/v1/oauth-clients/{clientId}' },
  listApiKeys: { method: 'GET', path: '/atrium/v1/api-keys' },
  createApiKey: { method: 'POST', path: '/atrium/v1/api-keys' },
  revokeApiKey: { method: 'POST', path: '/atrium/v1/api-keys/{apiKeyId}/revoke' },
  listSiteOwners: { method: 'GET', path: '/atrium/v1/site-owners' },
  inviteOwner: { method: 'POST', path: '/atrium/v1/site-invites' },
  revokeOwnerInvite: { method: 'DELETE', path: '/atrium/v1/site-invites/{inviteId}' },
});

/** Atrium: webhooks, their deliveries, and the site's event log. */
export const webhooksEndpoints = /* @__PURE__ */ endpointTable('webhooks', {
  createWebhook: { method: 'POST', path: '/atrium/v1/webhooks' },
  getWebhook: { method: 'GET', path: '/atrium/v1/webhooks/{webhookId}' },
  updateWebhook: { method: 'PATCH', path: '/atrium/v1/webhooks/{webhook.id}' },
  deleteWebhook: { method: 'DELETE', path: '/atrium/v1/webhooks/{webhookId}' },
  pingWebhook: { method: 'POST', path: '/atrium/v1/webhooks/{webhookId}/ping' },
  queryWebhooks: { method: 'POST', path: '/atrium/v1/webhooks/query' },
  queryWebhookDeliveries: { method: 'POST', path: '/atrium/v1/webhook-deliveries/query' },
  redeliverWebhook: { method: 'POST', path: '/atrium/v1/webhook-deliveries/{deliveryId}/redeliver' },
  queryEvents: { method: 'POST', path: '/atrium/v1/events/query' },
  listEvents: { method: 'GET', path: '/atrium/v1/events', postFallback: 'same-path' },
  listEventTypes: { method: 'GET', path: '/atrium/v1/event-types' },
});

/**
 * Atrium: the dashboard's own session, same origin only: the owner's sign-in, and the short-lived per-site
 * tokens with which the dashboard then uses the public API.
 */
export const ownerSessionEndpoints = /* @__PURE__ */ endpointTable('ownerSession', {
  setUp: { method: 'POST', path: '/atrium/v1/owner/setup' },
  signIn: { method: 'POST', path: '/atrium/v1/owner/sign-in' },
  signOut: { method: 'POST', path: '/atrium/v1/owner/sign-out' },
  getSession: { method: 'GET', path: '/atrium/v1/owner/session' },
  createSite: { method: 'POST', path: '/atrium/v1/owner/sites' },
  createSiteToken: { method: 'POST', path: '/atrium/v1/owner/site-tokens' },
  lookUpInvite: { method: 'POST', path: '/atrium/v1/owner/invites/look-up' },
  acceptInvite: { method: 'POST', path: '/atrium/v1/owner/invites/accept' },
  lookUpSetupLink: { method: 'POST', path: '/atrium/v1/owner/setup/look-up' },
  requestPasswordReset: { method: 'POST', path: '/atrium/v1/owner/password-reset/request' },
  resetPassword: { method: 'POST', path: '/atrium/v1/owner/password-reset' },
  updateAccount: { method: 'PATCH', path: '/atrium/v1/owner/account' },
  changePassword: { method: 'POST', path: '/atrium/v1/owner/account/password' },
  startTotp: { method: 'POST', path: '/atrium/v1/owner/account/totp' },
  confirmTotp: { method: 'POST', path: '/atrium/v1/owner/account/totp/confirm' },
  disableTotp: { method: 'POST', path: '/atrium/v1/owner/account/totp/disable' },
  regenerateRecoveryCodes: { method: 'POST', path: '/atrium/v1/owner/account/recovery-codes' },
});

/** Liveness and readiness, for load balancers and `npm start`. */
export const healthEndpoints = /* @__PURE__ */ endpointTable('health', {
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
});
