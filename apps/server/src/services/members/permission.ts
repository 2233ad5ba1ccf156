/** What an API key needs to act on a site's members (sign them on, look them up, mail them a link). */
export const MEMBERS_PERMISSION = 'members.manage';
