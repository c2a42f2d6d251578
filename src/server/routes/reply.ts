/** A route's schema for its one answer, 200 with the given body (the contract every route declares). */
export const reply200 = <T>(schema: T) => ({ response: { 200: schema } });
