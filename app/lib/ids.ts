/**
 * Identifiers: every entity id is a UUID (db/schema.ts). Checking the shape before a query
 * turns a malformed id in a URL or a form into a 404 instead of a database error (issue 9,
 * hole 9).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID such as `3f2b...-...`. */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID.test(value);
