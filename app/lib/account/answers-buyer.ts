/**
 * The named answer shapes of a buyer's own lists in the JSON API (docs/decisions/024-api-contract.md):
 * a saved search (docs/product.md#saved-searches) and an in-app notification, each a
 * `#/components/schemas/<name>` of the OpenAPI document. Like answers.ts, nothing here parses
 * at run time: the schemas type what the models build (`SavedSearchView` in saved-searches.ts,
 * `NotificationView` in models/shared/notifications.server.ts) and the API tests check every
 * answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime } from "../api/answers";
import { NOTIFICATION_TYPES } from "../vocabulary/domain-trust";
import { SAVED_SEARCH_FREQUENCIES } from "../catalogue/saved-search-options";

/** A saved search as `/api/saved-searches` answers it (one, or each of a list). */
export const SavedSearchSchema = component(
  "SavedSearch",
  z
    .object({
      id: z.string(),
      name: z.string().describe("1 to 60 characters."),
      query: z
        .string()
        .describe(
          "The browse query string without `?` (`make=Toyota&maxPrice=10000000`): filters only, no page, limit or sort.",
        ),
      frequency: z
        .enum(SAVED_SEARCH_FREQUENCIES)
        .describe(
          "How often new matches are sent: at once (at most hourly), daily, weekly, never.",
        ),
      createdAt: isoDateTime,
      newMatches: z
        .number()
        .int()
        .min(0)
        .describe("Cars found since the owner last opened the search from /saved-searches."),
    })
    .describe("A search the user keeps, with its alerts."),
);

/** An in-app notification as `GET /api/notifications` answers it. */
export const NotificationSchema = component(
  "Notification",
  z
    .object({
      id: z.string(),
      type: z.enum(NOTIFICATION_TYPES),
      title: z.string().describe("One line, at most 200 characters, in the user's language."),
      body: z.string().describe("Detail, at most 1,000 characters; empty when there is none."),
      link: z
        .string()
        .nullable()
        .describe("A path inside the site (`/car/{id}` for a car alert); null when there is none."),
      read: z.boolean(),
      createdAt: isoDateTime,
    })
    .describe("A notice for the signed-in user."),
);
