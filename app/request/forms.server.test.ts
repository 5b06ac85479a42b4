import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import { DomainError } from "~/models/shared/errors.server";
import { fieldsOrMessage, handleForm, readForm } from "./forms.server";
import { UploadError } from "./uploads.server";

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    headers: type ? { "content-type": type } : undefined,
    body,
  });

describe("readForm", () => {
  it("never hands a handler a lone surrogate: the bytes of one decode to U+FFFD", async () => {
    // %ED%A0%80 is U+D800 encoded as if it were a character (what a client could send).
    const form = await readForm(
      post("title=Camry%ED%A0%80&emoji=%F0%9F%9A%97", "application/x-www-form-urlencoded"),
    );
    expect(form.get("title")).toBe("Camry\ufffd\ufffd\ufffd");
    expect(form.get("emoji")).toBe("🚗");
    const multipart = new FormData();
    multipart.set("title", "Camry\ud800");
    expect((await readForm(post(multipart))).get("title")).toBe("Camry\ufffd");
  });

  it("refuses with the layout's messages in the page's language (the header and footer read in it)", async () => {
    const request = new Request("http://localhost/ha/sell", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "title=a%00b",
    });
    const thrown = (await readForm(request).catch((e: unknown) => e)) as {
      data: { message: string; viewer: { language: string; messages: string } };
    };
    expect(thrown.data.viewer.language).toBe("ha");
    const messages = JSON.parse(thrown.data.viewer.messages) as Record<string, unknown>;
    expect(Object.keys(messages).some((k) => k.startsWith("common."))).toBe(true);
    expect(thrown.data.message).not.toMatch(/^refusals\./);
  });

  it("refuses NUL characters and bodies that are not forms with 400", async () => {
    for (const request of [
      post("title=a%00b", "application/x-www-form-urlencoded"),
      post("{}", "application/json"),
    ]) {
      const thrown = await readForm(request).then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toMatchObject({ init: { status: 400 } });
    }
  });
});

describe("handleForm", () => {
  const form = (fields: Record<string, string>) =>
    post(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
  /** What React Router would send: the status and the body of a data() or a Response. */
  const settle = async (answer: Promise<unknown>) => {
    const value = await answer.catch((e: unknown) => ({ thrown: e }));
    if (value instanceof Response) return { status: value.status, response: value };
    if (value && typeof value === "object" && "thrown" in value) return value;
    const { data: body, init } = value as { data: any; init: { status?: number } | null };
    return { status: init?.status ?? 200, body };
  };
  const SignIn = z.object({
    email: z.email({ error: "Enter an e-mail" }),
    password: z.string({ error: "Enter a password" }),
  });

  it("answers a form its schema refuses with 400, what was typed (not hidden fields) and the errors", async () => {
    const r = await settle(
      handleForm(
        form({ email: "ada", password: "secret" }),
        { form: { schema: SignIn, hideFields: ["password"], invalid: "Check the form" } },
        async () => redirect("/"),
      ),
    );
    expect(r).toMatchObject({ status: 400, body: { intent: null } });
    const { result } = (r as { body: FormAnswer }).body;
    expect(result.initialValue).toEqual({ email: "ada" });
    expect(result.error).toMatchObject({ "": ["Check the form"], email: ["Enter an e-mail"] });
  });

  it("passes the work's Response through, and answers a plain object as a 200 success", async () => {
    const ok = await settle(
      handleForm(form({ email: "ada@example.ng", password: "x" }), { form: SignIn }, async (i) =>
        redirect(`/hello?${i.value.email}`),
      ),
    );
    expect(ok).toMatchObject({ status: 302 });
    expect((ok as { response: Response }).response.headers.get("location")).toBe(
      "/hello?ada@example.ng",
    );
    const done = await settle(
      handleForm(form({ email: "ada@example.ng", password: "x" }), { form: SignIn }, async () => ({
        codes: ["a", "b"],
      })),
    );
    expect(done).toEqual({
      status: 200,
      body: { intent: null, result: { initialValue: null }, codes: ["a", "b"] },
    });
  });

  const Note = z.object({ id: fieldText(40), note: fieldText(5) });
  const page = { intents: { approve: Note, reject: { schema: Note, refused: fieldsOrMessage } } };

  it("picks the form by intent, and refuses an unknown intent with a thrown 400", async () => {
    const seen: unknown[] = [];
    await handleForm(form({ intent: "approve", id: " 7 ", note: "long note" }), page, async (i) => {
      seen.push(i);
      return redirect("/");
    });
    expect(seen).toEqual([{ intent: "approve", value: { id: "7", note: "long " } }]);
    const r = await settle(handleForm(form({ intent: "zap" }), page, async () => redirect("/")));
    expect(r).toMatchObject({
      thrown: { data: { message: "Unknown action" }, init: { status: 400 } },
    });
  });

  it("answers a DomainError with its status and the form's errors, what was typed kept", async () => {
    const refuse = async (): Promise<Response> => {
      throw new DomainError(409, "Already decided", { note: ["Too late"] });
    };
    const approve = await settle(handleForm(form({ intent: "approve", id: "7" }), page, refuse));
    expect(approve).toMatchObject({ status: 409, body: { intent: "approve" } });
    const a = (approve as { body: FormAnswer }).body.result;
    expect(a.initialValue).toEqual({ intent: "approve", id: "7" });
    expect(a.error).toMatchObject({ "": ["Already decided"], note: ["Too late"] });
    // The reject form reads a refusal with field errors as those alone.
    const reject = await settle(handleForm(form({ intent: "reject", id: "7" }), page, refuse));
    expect((reject as { body: FormAnswer }).body.result.error).toEqual({ note: ["Too late"] });
  });

  it("throws a refusal listed in pageErrors as the page's error, and rethrows anything else", async () => {
    const gone = await settle(
      handleForm(form({ intent: "approve" }), { ...page, pageErrors: { 404: "Gone" } }, () => {
        throw new DomainError(404, "Conversation not found");
      }),
    );
    expect(gone).toMatchObject({ thrown: { data: "Gone", init: { status: 404 } } });
    const bug = new Error("bug");
    const r = await settle(
      handleForm(form({ intent: "approve" }), page, () => {
        throw bug;
      }),
    );
    expect(r).toEqual({ thrown: bug });
    const signIn = redirect("/login");
    const r2 = await settle(
      handleForm(form({ intent: "approve" }), page, () => {
        throw signIn;
      }),
    );
    expect(r2).toEqual({ thrown: signIn });
  });

  it("answers a reader's UploadError on the form, as the upload's intent if given", async () => {
    const tooBig = () => Promise.reject(new UploadError(413, "Too big"));
    const r = await settle(
      handleForm(
        form({}),
        {
          ...page,
          read: { form: tooBig },
          refused: (e) => ({ formErrors: [`Failed: ${e.message}`] }),
        },
        async () => redirect("/"),
      ),
    );
    expect(r).toMatchObject({ status: 413, body: { intent: null } });
    expect((r as { body: FormAnswer }).body.result.error).toEqual({ "": ["Failed: Too big"] });
    // As the reject form: its own reading of a refusal (field errors alone, else the message).
    const asReject = await settle(
      handleForm(form({}), { ...page, read: { form: tooBig, intent: "reject" } }, async () =>
        redirect("/"),
      ),
    );
    expect(asReject).toMatchObject({ status: 413, body: { intent: "reject" } });
    expect((asReject as { body: FormAnswer }).body.result.error).toEqual({ "": ["Too big"] });
  });

  it("refuses a filled honeypot with 400 before the schema, keeping nothing", async () => {
    const r = await settle(
      handleForm(
        form({ email: "ada", password: "x", website_url: "http://spam" }),
        { form: SignIn, honeypot: true },
        async () => redirect("/"),
      ),
    );
    expect(r).toMatchObject({ status: 400, body: { intent: null } });
    expect((r as { body: FormAnswer }).body.result).toMatchObject({ initialValue: {}, error: {} });
    // A box that says why keeps what was typed.
    const told = await settle(
      handleForm(
        form({ email: "ada", password: "x", website_url: "http://spam" }),
        { form: SignIn, hideFields: ["password"], honeypot: "Not sent" },
        async () => redirect("/"),
      ),
    );
    expect((told as { body: FormAnswer }).body.result).toMatchObject({
      initialValue: { email: "ada" },
      error: { "": ["Not sent"] },
    });
  });

  it("answers a fault with the form's `fault` text and 500, what was typed kept, when it has one", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const r = await settle(
        handleForm(
          form({ email: "ada@example.ng", password: "x" }),
          { form: { schema: SignIn, hideFields: ["password"] }, fault: "Try again" },
          () => Promise.reject(new Error("mail down")),
        ),
      );
      expect(r).toMatchObject({ status: 500 });
      const { result } = (r as { body: FormAnswer }).body;
      expect(result.initialValue).toEqual({ email: "ada@example.ng" });
      expect(result.error).toMatchObject({ "": ["Try again"] });
    } finally {
      console.error = original;
    }
  });
});
