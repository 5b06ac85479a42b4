/** The answers every dealer operation may give for its key (request/api-key.server.ts). */
export const KEY_ERRORS = {
  401: "No API key, or not a valid live one.",
  403: "The key lacks the scope this operation needs.",
  429: "This key's rate limit is reached: wait `Retry-After` seconds.",
};
