import { beforeAll, describe, expect, it } from "vitest";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { createListing, createUser } from "../../../../tests/factories";
import { createSession, revokeUserSessions } from "~/models/identity/sessions.server";
import { useTestDatabase } from "../../../../tests/setup/database";
import { buildRequest, callRoute, signIn } from "../../../../tests/support/routes";
import { action as logout } from "../auth/logout";
import { action as contact } from "../cars/contact";
import { action as block } from "./block";
import { loader as conversation } from "./conversation";
import { loader as conversations } from "./conversations";
import { action as read } from "./read";
import { action as send } from "./send";
import { loader as stream } from "./stream";
import { loader as rootLoader } from "~/root";
import { action as chatPage, loader as chatLoader } from "~/routes/chat/route";

useTestDatabase();

let buyer = "";
let seller = "";
let stranger = "";
let buyerId = "";
let sellerId = "";
let carId = "";

beforeAll(async () => {
  const s = await createUser({ firstName: "Sola" });
  const b = await createUser({ accountType: "buyer", firstName: "Bola" });
  const x = await createUser({ accountType: "buyer", firstName: "Xavier" });
  sellerId = s.id;
  buyerId = b.id;
  carId = (await createListing(s.id, { title: "Honda Accord 2014" })).id;
  [seller, buyer, stranger] = await Promise.all([signIn(s), signIn(b), signIn(x)]);
});

const post = (token: string, json: unknown) =>
  callRoute(send, { method: "POST", path: "/api/messages/send", token, json });

/** Reads server-sent events from a stream until `count` message events arrived (or 2 s). */
async function readEvents(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events: { id?: string; event?: string; data?: string }[] = [];
  const deadline = Date.now() + 2000;
  while (events.filter((e) => e.event === "message").length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), 200)),
    ]);
    if (!chunk || chunk.done) continue;
    text += decoder.decode(chunk.value);
    const blocks = text.split("\n\n");
    text = blocks.pop() ?? "";
    for (const block of blocks) {
      const e: Record<string, string> = {};
      for (const line of block.split("\n")) {
        const i = line.indexOf(": ");
        if (i > 0 && !line.startsWith(":")) e[line.slice(0, i)] = line.slice(i + 2);
      }
      if (e.event) events.push(e);
    }
  }
  await reader.cancel();
  return events;
}

describe("the messaging API", () => {
  let conversationId = "";

  it("starts a conversation (201), then adds to it (200), never for one's own car", async () => {
    const first = await callRoute(contact, {
      method: "POST",
      params: { id: carId },
      token: buyer,
      json: { message: "Hello, is this Honda Accord 2014 still available?", sharePhone: true },
    });
    expect(first.status).toBe(201);
    conversationId = first.body.data.conversationId;
    const again = await callRoute(contact, {
      method: "POST",
      params: { id: carId },
      token: buyer,
      json: { message: "Can I see it on Saturday?" },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.conversationId).toBe(conversationId);

    const own = await callRoute(contact, {
      method: "POST",
      params: { id: carId },
      token: seller,
      json: { message: "Me" },
    });
    expect(own.status).toBe(400);
    const blank = await callRoute(contact, {
      method: "POST",
      params: { id: carId },
      token: buyer,
      json: { message: "   " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.message).toBeDefined();
    const unknown = await callRoute(contact, {
      method: "POST",
      params: { id: crypto.randomUUID() },
      token: buyer,
      json: { message: "Hi" },
    });
    expect(unknown.status).toBe(404);
    const signedOut = await callRoute(contact, {
      method: "POST",
      params: { id: carId },
      json: { message: "Hi" },
    });
    expect(signedOut.status).toBe(401);
  });

  it("lists the conversation for both sides with the unread count, and searches", async () => {
    const mine = await callRoute(conversations, {
      path: "/api/messages/conversations",
      token: seller,
    });
    expect(mine.status).toBe(200);
    const row = mine.body.data.find((c: { id: string }) => c.id === conversationId);
    expect(row).toMatchObject({
      unreadCount: 2,
      lastMessage: "Can I see it on Saturday?",
      car: { id: carId, title: "Honda Accord 2014" },
      participant: { id: buyerId, name: "Bola Okafor" },
      status: "active",
    });
    const found = await callRoute(conversations, {
      path: "/api/messages/conversations?q=accord",
      token: seller,
    });
    expect(found.body.data).toHaveLength(1);
    const none = await callRoute(conversations, {
      path: "/api/messages/conversations?q=toyota",
      token: seller,
    });
    expect(none.body.data).toHaveLength(0);
    const other = await callRoute(conversations, {
      path: "/api/messages/conversations",
      token: stranger,
    });
    expect(other.body.data).toHaveLength(0);
  });

  it("sends, reads and pages for participants only; anyone else gets 404", async () => {
    const sent = await post(seller, { conversationId, content: "Yes, it is. <b>Come</b> by." });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      content: "Yes, it is. <b>Come</b> by.",
      type: "text",
      isFromCurrentUser: true,
    });
    expect((await post(seller, { conversationId, content: "  " })).status).toBe(400);
    expect((await post(stranger, { conversationId, content: "Hi" })).status).toBe(404);

    const view = await callRoute(conversation, {
      path: `/api/messages/conversations/${conversationId}`,
      params: { id: conversationId },
      token: seller,
    });
    expect(view.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      "Hello, is this Honda Accord 2014 still available?",
      "Can I see it on Saturday?",
      "Yes, it is. <b>Come</b> by.",
    ]);
    // The buyer shared a phone number: the seller sees it.
    expect(view.body.data.conversation.sharedPhone).toBe("+2348031234567");
    const hidden = await callRoute(conversation, {
      params: { id: conversationId },
      token: stranger,
    });
    expect(hidden.status).toBe(404);
    const malformed = await callRoute(conversation, { params: { id: "x' or 1=1" }, token: seller });
    expect(malformed.status).toBe(404);

    const last = view.body.data.messages[1].id;
    expect(
      (await callRoute(read, { method: "PUT", params: { id: last }, token: stranger })).status,
    ).toBe(404);
    const marked = await callRoute(read, { method: "PUT", params: { id: last }, token: seller });
    expect(marked.body.data.marked).toBe(2);
  });

  it("answers a request as its details and note, with its words in the language Accept-Language prefers", async () => {
    const asker = await createUser({ accountType: "buyer", firstName: "Ngozi" });
    const askerToken = await signIn(asker);
    const car = await createListing(sellerId, { title: "Kia Rio 2016" });
    const started = await callRoute(contact, {
      method: "POST",
      params: { id: car.id },
      token: askerToken,
      json: { type: "inspection", date: "2030-11-02", location: "Ikeja", message: "Morning" },
    });
    expect(started.status).toBe(201);
    const id = started.body.data.conversationId;
    const igbo = await callRoute(conversation, {
      path: `/api/messages/conversations/${id}`,
      params: { id },
      token: seller,
      headers: { "Accept-Language": "ig" },
    });
    const [request] = igbo.body.data.messages;
    expect(request).toMatchObject({
      type: "inspection",
      content: "Morning",
      details: { requestType: "inspection", date: "2030-11-02", location: "Ikeja" },
      text: "Arịrịọ nnyocha: Sat, 2 Nov 2030 na Ikeja\nMorning",
    });
    expect(igbo.body.data.conversation.lastMessage).toBe(request.text);

    const answered = await callRoute(send, {
      method: "POST",
      path: "/api/messages/send",
      token: seller,
      headers: { "Accept-Language": "ha" },
      json: {
        conversationId: id,
        type: "request_response",
        requestId: request.id,
        answer: "declined",
      },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({
      content: "",
      details: { requestId: request.id, requestType: "inspection", answer: "declined" },
      text: "An ƙi buƙatar binciken mota",
    });
    const list = await callRoute(conversations, {
      path: "/api/messages/conversations",
      token: askerToken,
    });
    expect(list.body.data.find((c: { id: string }) => c.id === id).lastMessage).toBe(
      "Declined the inspection request",
    );
    // Read, so the seller's unread count below is the first conversation's alone.
    await callRoute(read, { method: "PUT", params: { id: request.id }, token: seller });
  });

  it("pages back with `before`, refuses a malformed one, and shows a premium sender when their message was read", async () => {
    const premium = await createUser({ firstName: "Pemi", plan: "premium" });
    const asker = await createUser({ accountType: "buyer", firstName: "Ada" });
    const [premiumToken, askerToken] = await Promise.all([signIn(premium), signIn(asker)]);
    const car = await createListing(premium.id, { title: "Lexus RX 350 2015" });
    const started = await callRoute(contact, {
      method: "POST",
      params: { id: car.id },
      token: askerToken,
      json: { message: "Is the Lexus still for sale?" },
    });
    const id = started.body.data.conversationId as string;
    const reply = await post(premiumToken, { conversationId: id, content: "It is." });
    expect(reply.status).toBe(201);
    const open = (token: string, query = "") =>
      callRoute(conversation, {
        path: `/api/messages/conversations/${id}${query}`,
        params: { id },
        token,
      });
    const unread = await open(premiumToken);
    expect(unread.body.data.messages.map((m: { readAt?: string | null }) => m.readAt)).toEqual([
      undefined,
      null,
    ]);
    await callRoute(read, { method: "PUT", params: { id: reply.body.data.id }, token: askerToken });
    const seen = (await open(premiumToken)).body.data.messages[1];
    expect(new Date(seen.readAt).toISOString()).toBe(seen.readAt);
    // The asker is not premium: no read receipts on their side.
    expect((await open(askerToken)).body.data.messages[0]).not.toHaveProperty("readAt");
    const earlier = await open(askerToken, `?before=${reply.body.data.id}`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.data).toMatchObject({ hasEarlier: false });
    expect(earlier.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      "Is the Lexus still for sale?",
    ]);
    expect((await open(askerToken, "?before=not-an-id")).status).toBe(400);
    expect((await open(askerToken, `?before=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("blocks both ways until unblocked; a stranger cannot block", async () => {
    const b = (token: string, method: string) =>
      callRoute(block, { method, params: { id: conversationId }, token });
    expect((await b(stranger, "POST")).status).toBe(404);
    expect((await b(buyer, "POST")).status).toBe(200);
    const bySeller = await post(seller, { conversationId, content: "Still there?" });
    expect(bySeller.status).toBe(403);
    expect(bySeller.body.message).toBe("You can't reply to this conversation");
    expect((await post(buyer, { conversationId, content: "Bye" })).status).toBe(403);
    expect((await b(buyer, "DELETE")).status).toBe(200);
    expect((await post(seller, { conversationId, content: "Still there?" })).status).toBe(201);
  });

  it("streams new messages and resumes after Last-Event-ID without loss or repeats", async () => {
    const open = async (headers: Record<string, string> = {}) => {
      const controller = new AbortController();
      const request = await buildRequest({ path: "/api/messages/stream", token: buyer, headers });
      const response = (await stream({
        request: new Request(request, { signal: controller.signal }),
        params: {},
        context: {},
      } as never)) as Response;
      return { response, controller };
    };
    const live = await open();
    expect(live.response.headers.get("content-type")).toContain("text/event-stream");
    expect(live.response.headers.get("cache-control")).toContain("no-transform");
    await post(seller, { conversationId, content: "Live one" });
    const events = await readEvents(live.response.body!, 1);
    live.controller.abort();
    const first = events.find((e) => e.event === "message")!;
    expect(JSON.parse(first.data!)).toMatchObject({
      content: "Live one",
      text: "Live one",
      conversationId,
    });

    // Two messages while the buyer is away; the reconnect brings exactly those.
    await post(seller, { conversationId, content: "Away one" });
    await post(seller, { conversationId, content: "Away two" });
    const resumed = await open({ "Last-Event-ID": first.id! });
    const again = await readEvents(resumed.response.body!, 2);
    resumed.controller.abort();
    expect(
      again.filter((e) => e.event === "message").map((e) => JSON.parse(e.data!).content),
    ).toEqual(["Away one", "Away two"]);

    const bad = await callRoute(stream, {
      path: "/api/messages/stream",
      token: buyer,
      headers: { "Last-Event-ID": "abc" },
    });
    expect(bad.status).toBe(400);
    expect((await callRoute(stream, { path: "/api/messages/stream" })).status).toBe(401);
  });

  it("works as a plain form post on the page, and keeps refused text", async () => {
    const ok = await callRoute(chatPage, {
      method: "POST",
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
      sessionCookie: buyer,
      form: { intent: "send", content: "Sent without JavaScript" },
    });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe(`/chat/${conversationId}#latest`);
    const page = await callRoute(chatLoader, {
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
      sessionCookie: buyer,
    });
    expect(page.body.selected.messages.at(-1).content).toBe("Sent without JavaScript");

    const tooLong = await callRoute(chatPage, {
      method: "POST",
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
      sessionCookie: buyer,
      form: { intent: "send", content: "x".repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(typedOf(tooLong.body, "content")).toHaveLength(2001);

    // The page refuses what the API refuses: control characters, with the text kept.
    const control = "Hello\u0007 there";
    const onPage = await callRoute(chatPage, {
      method: "POST",
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
      sessionCookie: buyer,
      form: { intent: "send", content: control },
    });
    expect(onPage.status).toBe(400);
    expect(formErrorsOf(onPage.body)).toEqual(["Remove the special characters from this text"]);
    expect(typedOf(onPage.body, "content")).toBe(control);
    const onApi = await post(buyer, { conversationId, content: control });
    expect(onApi.status).toBe(400);

    const strangerPage = await callRoute(chatLoader, {
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
      sessionCookie: stranger,
    });
    expect(strangerPage.status).toBe(404);
    const signedOut = await callRoute(chatLoader, {
      path: `/chat/${conversationId}`,
      params: { chatId: conversationId },
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(
      `/login?redirectTo=${encodeURIComponent(`/chat/${conversationId}`)}`,
    );
  });

  it("opens the newest conversation with a person from the Inquiries tab's Chat link", async () => {
    const r = await callRoute(chatLoader, {
      path: `/chats?user=${buyerId}`,
      sessionCookie: seller,
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/chat/${conversationId}`);
    expect(sellerId).not.toBe(buyerId);
  });

  it("counts unread messages in the nav badge, without the conversation being opened", async () => {
    await post(buyer, { conversationId, content: "Are you there?" });
    const badge = async (path: string) =>
      (await callRoute(rootLoader, { path, sessionCookie: seller })).body.user.unread;
    expect(await badge("/dashboard")).toBeGreaterThanOrEqual(1);
    expect(await badge(`/chat/${conversationId}`)).toBe(0);
    expect(await badge(`/chat/${conversationId}.data`)).toBe(0);
  });

  it("ends a stream as soon as its session is signed out or revoked; the user's other sessions keep theirs", async () => {
    const person = await createUser({ accountType: "buyer", firstName: "Tobi" });
    const [phone, laptopSession, tablet] = await Promise.all([
      signIn(person),
      createSession(person.id, { remember: false }),
      signIn(person),
    ]);
    const laptop = laptopSession.token;
    const open = async (token: string) => {
      const controller = new AbortController();
      const request = await buildRequest({ path: "/api/messages/stream", token });
      const response = (await stream({
        request: new Request(request, { signal: controller.signal }),
        params: {},
        context: {},
      } as never)) as Response;
      expect(response.status).toBe(200);
      return { reader: response.body!.getReader(), controller };
    };
    /** Reads until the stream ends (true) or 3 s pass (false); the session check runs every 2 min. */
    const ends = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), 200)),
        ]);
        if (chunk?.done) return true;
      }
      return false;
    };
    const onPhone = await open(phone);
    const onLaptop = await open(laptop);
    const onTablet = await open(tablet);

    const out = await callRoute(logout, { method: "POST", path: "/api/auth/logout", token: phone });
    expect(out.status).toBe(200);
    expect(await ends(onPhone.reader)).toBe(true);
    expect(await ends(onLaptop.reader)).toBe(false);

    // "Sign out other devices" from the laptop ends the tablet's stream, not the laptop's.
    await revokeUserSessions(person.id, laptopSession.id);
    expect(await ends(onTablet.reader)).toBe(true);
    expect(await ends(onLaptop.reader)).toBe(false);
    onLaptop.controller.abort();
  });

  it("refuses a ninth open stream for one user with 429, and accepts one again when a stream ends", async () => {
    const controllers: AbortController[] = [];
    const open = async () => {
      const controller = new AbortController();
      const request = await buildRequest({ path: "/api/messages/stream", token: stranger });
      const response = (await stream({
        request: new Request(request, { signal: controller.signal }),
        params: {},
        context: {},
      } as never)) as Response;
      controllers.push(controller);
      return response;
    };
    for (let i = 0; i < 8; i++) expect((await open()).status).toBe(200);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many open message streams/);
    controllers[0].abort();
    expect((await open()).status).toBe(200);
    for (const c of controllers) c.abort();
  });
});
