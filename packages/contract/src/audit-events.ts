/**
 * The events of an owner's changes to the site's set-up, recorded for the audit trail (and webhooks) as every
 * other change is. Updates carry the new values of the fields that changed as `changes`; never a secret.
 */
export const SITE_EVENTS = { created: 'site.created', updated: 'site.updated' } as const;

export const OAUTH_CLIENT_EVENTS = {
  created: 'oauth_client.created',
  updated: 'oauth_client.updated',
  deleted: 'oauth_client.deleted',
} as const;

/** Subscriptions: where the site's data is sent is worth an audit trail of its own. Never the secret. */
export const WEBHOOK_EVENTS = {
  created: 'webhook.created',
  updated: 'webhook.updated',
  deleted: 'webhook.deleted',
} as const;

export const API_KEY_EVENTS = { created: 'api_key.created', revoked: 'api_key.revoked' } as const;

export const OWNER_EVENTS = {
  invited: 'owner.invited',
  inviteRevoked: 'owner.invite_revoked',
  joined: 'owner.joined',
} as const;

/** One `<settings>.updated` per settings call; checkout settings have theirs in checkout-settings.ts. */
export const SETTINGS_EVENTS = {
  member: 'member_settings.updated',
  tip: 'tip_settings.updated',
  abandonedCheckout: 'abandoned_checkout_settings.updated',
  store: 'store_settings.updated',
  media: 'media_settings.updated',
  tax: 'tax_settings.updated',
  fee: 'fee_settings.updated',
  carrier: 'carrier_settings.updated',
} as const;
