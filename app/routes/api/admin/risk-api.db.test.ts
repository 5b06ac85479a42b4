/**
 * The risk queue (docs/decisions/032-scam-signals.md) through `/api/admin/risk` and
 * `/admin/risk`: staff only, the evidence in the answer, a decision by PATCH or a plain form
 * post, malformed input a 4xx.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { riskFlags } from "#db/schema";
import {
  createConversation,
  createStaff,
  createUser,
  textMessage,
} from "../../../../tests/factories";
import { sendMessage } from "~/models/messaging/messages.server";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import { pageText, renderPage } from "../../../../tests/support/render";
import * as riskPage from "../../admin/risk/route";
import * as flag from "./risk-flag";
import * as flags from "./risk-flags";

useTestDatabase();

const list = (token: string | undefined, query = "") =>
  callRoute(flags.loader, { path: `/api/admin/risk${query}`, token });
const decide = (token: string, id: string, json: unknown) =>
  callRoute(flag.action, { method: "PATCH", params: { id }, token, json });

async function riskyConversation() {
  const made = await createConversation({ first: "Is it still available?" });
  await sendMessage(
    made.seller.id,
    made.conversationId,
    textMessage("Send 20% deposit to hold it"),
  );
  return made;
}

describe("risk queue API", () => {
  it("lists flags with their evidence to staff, and decides one", async () => {
    await db().delete(riskFlags);
    const { seller } = await riskyConversation();
    expect((await list(undefined)).status).toBe(401);
    expect((await list(await signIn(await createUser()))).status).toBe(403);
    const moderator = await signIn(await createStaff());
    const queue = await list(moderator, "?subject=conversation");
    expect(queue.status).toBe(200);
    const [item] = queue.body.data.flags;
    expect(item).toMatchObject({
      signal: "risky-message",
      subject: { account: { id: seller.id } },
      evidence: { signal: "risky-message", excerpt: "Send 20% deposit to hold it" },
      allowedDecisions: ["clear"],
    });
    expect((await list(moderator, "?signal=bait")).status).toBe(400);
    expect((await decide(moderator, item.id, { decision: "maybe" })).status).toBe(400);
    expect((await decide(moderator, "not-an-id", { decision: "clear" })).status).toBe(404);
    const cleared = await decide(moderator, item.id, { decision: "clear", note: "A joke" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ status: "cleared", note: "A joke" });
    expect((await decide(moderator, item.id, { decision: "clear" })).status).toBe(409);
  });

  it("shows the queue page and takes a decision from its plain form", async () => {
    await db().delete(riskFlags);
    await riskyConversation();
    const staff = await createStaff();
    const cookie = await signIn(staff);
    const html = await renderPage(riskPage, "/admin/risk", {
      path: "/admin/risk",
      sessionCookie: cookie,
    });
    const text = pageText(html);
    expect(text).toContain("Money asked before inspection");
    expect(text).toContain("Send 20% deposit to hold it");
    const [row] = await db().select().from(riskFlags);
    const post = (form: Record<string, string>) =>
      callRoute(riskPage.action, {
        method: "POST",
        path: "/admin/risk",
        sessionCookie: cookie,
        form,
      });
    expect((await post({ intent: "decide", flagId: row.id, decision: "nonsense" })).status).toBe(
      400,
    );
    expect(
      (await post({ intent: "decide", flagId: row.id, decision: "clear", note: "" })).status,
    ).toBe(302);
    const after = pageText(
      await renderPage(riskPage, "/admin/risk", { path: "/admin/risk", sessionCookie: cookie }),
    );
    expect(after).toContain("Nothing is flagged.");
  });
});
