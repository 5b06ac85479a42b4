/**
 * Copies of a signed link's token with something added before or after it, as a link mangled
 * by a mail client, or tried by hand, would be: each must be refused, since only the whole token
 * is the one that was signed (docs/decisions/022-saved-search-alerts.md,
 * docs/decisions/024-newsletter.md).
 */
export function tamperedTokens(token: string): string[] {
  const suffixes = [".x", ".", "x", "=", " ", "\n", "%00", `.${token.split(".").at(-1)}`];
  const prefixes = ["x", ".", " ", `${token}.`];
  return [...suffixes.map((s) => token + s), ...prefixes.map((p) => p + token)];
}
