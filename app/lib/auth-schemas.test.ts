import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LoginSchema, RegisterSchema, safeRedirect } from "./auth-schemas";
import { formatNigerianPhone, toNigerianE164 } from "./phone";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

const valid = {
  accountType: "seller",
  firstName: "Ada",
  lastName: "Okafor",
  email: " Ada@Example.NG ",
  phone: "0803 123 4567",
  location: "lagos",
  password: "okra-soup-42",
  confirmPassword: "okra-soup-42",
  terms: "on",
};

describe("Nigerian phone numbers", () => {
  it("accepts 080..., +234... and 234... and stores E.164", () => {
    expect(toNigerianE164("08031234567")).toBe("+2348031234567");
    expect(toNigerianE164("+234 803 123 4567")).toBe("+2348031234567");
    expect(toNigerianE164("2348031234567")).toBe("+2348031234567");
    expect(toNigerianE164("0906-123-4567")).toBe("+2349061234567");
    expect(formatNigerianPhone("+2348031234567")).toBe("0803 123 4567");
  });

  it("rejects numbers that are not Nigerian mobiles", () => {
    for (const bad of [
      "0803123456",
      "01234567890",
      "+447911123456",
      "08031234567x",
      "0503 123 4567",
    ]) {
      expect(toNigerianE164(bad)).toBeNull();
    }
  });
});

describe("RegisterSchema", () => {
  it("normalises e-mail and phone on success", () => {
    const s = parseWithZod(form(valid), { schema: RegisterSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value.email).toBe("ada@example.ng");
      expect(s.value.phone).toBe("+2348031234567");
      expect(s.value.terms).toBe(true);
    }
  });

  it("answers the spec's messages on each field", () => {
    const s = parseWithZod(
      form({
        ...valid,
        accountType: "",
        firstName: "A",
        lastName: "",
        email: "nope",
        phone: "123",
        location: "",
        password: "short",
        confirmPassword: "different",
        terms: "",
      }),
      { schema: RegisterSchema },
    );
    const errors = s.reply().error!;
    expect(errors.accountType).toEqual(["Please select an account type"]);
    expect(errors.firstName).toEqual(["First name must be at least 2 characters"]);
    expect(errors.lastName).toEqual(["Last name must be at least 2 characters"]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.phone?.[0]).toBe("Please enter a valid phone number");
    expect(errors.location).toEqual(["Please select your location"]);
    expect(errors.password).toEqual(["Password must be at least 8 characters"]);
    expect(errors.terms?.[0]).toMatch(/accept the Terms/);
  });

  it("puts a password mismatch on the confirm field", () => {
    const s = parseWithZod(form({ ...valid, confirmPassword: "password124" }), {
      schema: RegisterSchema,
    });
    expect(s.reply().error).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it("refuses an 11-digit number that is not a Nigerian mobile", () => {
    const s = parseWithZod(form({ ...valid, phone: "01234567890" }), { schema: RegisterSchema });
    expect(s.reply().error?.phone).toEqual(["Please enter a valid Nigerian mobile number"]);
  });
});

describe("LoginSchema and redirects", () => {
  it("uses the login messages", () => {
    const s = parseWithZod(form({ email: "x", password: "123" }), { schema: LoginSchema });
    expect(s.reply().error).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("only follows local redirects", () => {
    expect(safeRedirect("/favorites?x=1")).toBe("/favorites?x=1");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
  });
});
