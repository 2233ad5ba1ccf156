const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (date: Date | string | null | undefined): string =>
  date ? format.format(typeof date === 'string' ? new Date(date) : date) : '—';
