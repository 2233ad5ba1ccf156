/** The request an HTTP envelope's `body` carries: a JSON object or a form (`a=1&b=2`); undefined if neither. */
export function envelopeBody(body: string | Record<string, unknown> | null | undefined) {
  if (!body) return undefined;
  if (typeof body !== 'string') return body;
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The bearer token of an envelope's `authorization` header, any case. */
export function envelopeBearer(headers: Record<string, string> | null | undefined): string | undefined {
  const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization');
  return entry?.[1].replace(/^Bearer\s+/i, '') || undefined;
}
