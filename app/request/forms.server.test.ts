import { describe, expect, it } from "vitest";
import { readForm } from "./forms.server";

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
