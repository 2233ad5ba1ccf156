export { membersModule, type Members } from './module.js';
export type { MembersService, MemberRow } from './service.js';
export type { HostedSessions } from './hosted-sessions.js';
export type { Settings as MemberSettingsService } from './settings.js';
