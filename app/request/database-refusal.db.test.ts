/**
 * A write the database refuses for its values (a CHECK constraint of db/schema; a unique key) is
 * the client's 400 with the field named, on the API and on a page's form, never a 500
 * (docs/decisions/029-one-rule-set-per-entity.md). The rules of app/lib refuse these values
 * first, so the test calls the model directly with a value no form or API lets through (a price
 * of ₦10) and answers its error as the API and a page do.
 */
import { describe, expect, it } from "vitest";
import { ListingDetailsSchema, toListingFields } from "~/lib/listings/listing-schema";
import { createDraft } from "~/models/selling/selling.server";
import { databaseRefusal } from "~/models/shared/errors.server";
import { createUser, LISTING_FIELDS } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { buildRequest } from "../../tests/support/routes";
import { apiErrorResponse } from "./api.server";
import { handleForm } from "./forms.server";

useTestDatabase();

async function seller() {
  const user = await createUser({ accountType: "seller", plan: "premium" });
  return { id: user.id, role: user.role, plan: user.plan, accountType: "seller" as const };
}

/** What a model call throws, or fails the test when it does not. */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error("expected the write to be refused");
}

describe("a write the database refuses", () => {
  it("is a 400 envelope naming the field on the API", async () => {
    const error = await thrown(createDraft(await seller(), { ...LISTING_FIELDS, price: 10 }));
    const answer = apiErrorResponse(error);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      success: false,
      message: "Some values could not be saved",
      errors: { price: ["This value is outside what can be saved"] },
    });
  });

  it("is the form's 400 with the field's error on a page, what was typed kept", async () => {
    const actor = await seller();
    const typed = {
      title: "Toyota Corolla LE 2014",
      make: "Toyota",
      model: "Corolla",
      year: "2014",
      price: "5,200,000",
      category: "tokunbo",
      state: "lagos",
      description: "Clean tokunbo Corolla, buy and drive.",
    };
    const request = await buildRequest({ method: "POST", path: "/sell", form: typed });
    // A rule that let a value through: the work writes a price the database has no room for.
    const answer = await handleForm(request, { form: ListingDetailsSchema }, async (input) => {
      await createDraft(actor, { ...toListingFields(input.value), mileage: 3_000_000 });
      return {};
    });
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as {
      data: { result: { error: unknown; initialValue: unknown } };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(data.result.error).toMatchObject({
      "": ["Some values could not be saved"],
      mileage: ["This value is outside what can be saved"],
    });
    expect(data.result.initialValue).toMatchObject({ price: "5,200,000" });
  });

  it("names the column of a unique key, and leaves any other error alone", async () => {
    const taken = await createUser();
    const error = await thrown(createUser({ email: taken.email }));
    expect(databaseRefusal(error)).toMatchObject({
      status: 400,
      fields: { email: ["refusals.stored.taken"] },
    });
    expect(databaseRefusal(new Error("boom"))).toBeNull();
  });
});
