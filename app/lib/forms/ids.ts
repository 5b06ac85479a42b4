/**
 * Identifiers: every entity id is a UUID (db/schema.ts). Checking the shape before a query
 * turns a malformed id in a URL or a form (a NUL byte, a huge value) into a 404 instead of a
 * database error; models do it with `requireId` (models/shared/errors.server.ts).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID such as `3f2b...-...`. */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID.test(value);

/**
 * Keyset paging (pages read by index, never by offset): a cursor `<ISO time>_<uuid>` names the
 * last row of the previous page. `keysetCursor` writes one; `parseKeysetCursor` reads one, or
 * answers null when it is malformed.
 */
export const keysetCursor = (at: string, id: string) => `${at}_${id}`;

export function parseKeysetCursor(value: string): { at: string; id: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_(.{36})$/.exec(value);
  return m && !Number.isNaN(Date.parse(m[1])) && isUuid(m[2]) ? { at: m[1], id: m[2] } : null;
}
