/** The one source of "now" for stored timestamps (ISO-8601, UTC). */
export const nowIso = (): string => new Date().toISOString();
