/** `GET /api/health`: 200 `{ data: { database: "ok" } }` after a real round trip, else 503. */
import { sql } from "drizzle-orm";
import { db } from "#db/connection";
import { apiError, apiHandler, apiOk } from "~/request/api.server";

export const loader = apiHandler(async () => {
  try {
    await db().execute(sql`select 1`);
    return apiOk({ database: "ok" }, "OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed:", (error as Error).message);
    return apiError(503, "The database is unreachable", undefined, {
      headers: { "Cache-Control": "no-store" },
    });
  }
});
