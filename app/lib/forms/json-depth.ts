/**
 * How deep a JSON body may nest, checked on its text before anything parses it
 * (docs/decisions/008-security-review.md, malformed input): the API's body reader
 * (request/api.server.ts) and the payment provider's webhook parser (services/payments.server.ts)
 * both refuse a body past it with 400.
 */

/** Objects and arrays nest at most this deep in a JSON body (this API's go 3 deep). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON `text` nests objects and arrays deeper than `max`: a linear scan counting
 * brackets outside strings, so it runs before `JSON.parse` and before anything walks the
 * value recursively (a few KB of `[[[[...` would otherwise overflow the stack: 500).
 * Malformed text is left for `JSON.parse` to refuse.
 */
export function jsonNestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
