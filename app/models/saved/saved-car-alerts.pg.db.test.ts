/**
 * Price-drop alerts on saved cars (docs/product.md#price-drop-alerts), through the real
 * `saved-car-alerts` and `send-mail` jobs: a lower price tells each saver once, in the app and
 * by e-mail as they chose; a rise tells nothing; a sale or a removal is told once; an expiry
 * tells no one; the saved cars list says how the price moved since it was saved.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { favourites, listings, notifications, userPreferences } from "#db/schema";
import { readOutbox } from "~/services/mail.server";
import { enqueueMany, queueCounts, stableJobId } from "~/services/queue.server";
import {
  LISTING_FIELDS,
  addPhoto,
  createListing,
  createStaff,
  createUser,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { deliverQueuedMail, runSavedCarAlertJobs } from "../../../tests/support/jobs";
import type { PublicUser } from "../identity/users.server";
import { saveFavourite, savedPriceChanges } from "./favourites.server";
import { approveListing, flagListing, removeFlaggedListing } from "../selling/moderation.server";
import { alertSavers, priceDropMessage, runSavedCarAlerts } from "./saved-car-alerts.server";
import {
  deleteListing,
  expireDueListings,
  markSold,
  updateDetails,
} from "../selling/selling.server";

useTestDatabase();

type Actor = Pick<PublicUser, "id" | "role" | "plan" | "accountType">;
let seller: Actor;
const CAMRY = {
  ...LISTING_FIELDS,
  title: "Toyota Camry 2015",
  make: "Toyota",
  model: "Camry",
  year: 2015,
  price: 8_200_000,
};

beforeAll(async () => {
  const s = await createUser({ accountType: "seller" });
  seller = { id: s.id, role: "user", plan: "free", accountType: "seller" };
});

async function camry(fields: Parameters<typeof createListing>[1] = {}) {
  return createListing(seller.id, { ...CAMRY, ...fields });
}

async function buyer(emailOn = true) {
  const user = await createUser({ accountType: "buyer" });
  if (!emailOn)
    await db().insert(userPreferences).values({ userId: user.id, emailNotifications: false });
  return user;
}

async function alertsOf(userId: string) {
  return db()
    .select({ type: notifications.type, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

const setPrice = (id: string, price: number) => updateDetails(seller, id, { ...CAMRY, price });

const runAlerts = runSavedCarAlertJobs;

describe("price drops", () => {
  it("tells each saver once, in the app and by e-mail when they want e-mail", async () => {
    const car = await camry();
    const [ada, bola, chidi] = [await buyer(), await buyer(), await buyer(false)];
    for (const u of [ada, bola, chidi]) expect(await saveFavourite(u.id, car.id)).toBe(true);

    expect(await setPrice(car.id, 7_800_000)).toBe("active");
    await runAlerts();
    const line = "Toyota Camry 2015 is now ₦7,800,000, down ₦400,000";
    for (const u of [ada, bola, chidi])
      expect(await alertsOf(u.id)).toEqual([
        { type: "price_drop", title: line, link: `/car/${car.id}` },
      ]);

    // The same drop again (a retried job, another save of the form): nobody is told twice.
    await alertSavers(car.id, 8_200_000);
    await runAlerts();
    for (const u of [ada, bola, chidi]) expect(await alertsOf(u.id)).toHaveLength(1);

    await deliverQueuedMail();
    const [mail] = await readOutbox(ada.email);
    expect(mail.subject).toBe(line);
    expect(mail.text).toContain(`/car/${car.id}`);
    expect(await readOutbox(bola.email)).toHaveLength(1);
    expect(await readOutbox(chidi.email)).toHaveLength(0);
  });

  it("tells nothing of a rise, nor of a fall above the last price told", async () => {
    const car = await camry();
    const ada = await buyer();
    await saveFavourite(ada.id, car.id);
    await setPrice(car.id, 8_500_000);
    await runAlerts();
    expect(await alertsOf(ada.id)).toEqual([]);

    await setPrice(car.id, 7_800_000);
    await runAlerts();
    await setPrice(car.id, 8_400_000);
    await setPrice(car.id, 8_000_000);
    await runAlerts();
    expect((await alertsOf(ada.id)).map((n) => n.title)).toEqual([
      "Toyota Camry 2015 is now ₦7,800,000, down ₦400,000",
    ]);

    await setPrice(car.id, 7_500_000);
    await runAlerts();
    expect((await alertsOf(ada.id)).map((n) => n.title).sort()).toEqual([
      "Toyota Camry 2015 is now ₦7,500,000, down ₦300,000",
      "Toyota Camry 2015 is now ₦7,800,000, down ₦400,000",
    ]);
  });

  it("compares a car saved before prices were kept with the price before the change", async () => {
    const car = await camry();
    const ada = await buyer();
    await db().insert(favourites).values({ userId: ada.id, listingId: car.id });
    await setPrice(car.id, 8_000_000);
    await runAlerts();
    expect((await alertsOf(ada.id)).map((n) => n.title)).toEqual([
      "Toyota Camry 2015 is now ₦8,000,000, down ₦200,000",
    ]);
  });

  it("tells of a drop made while the car went back to review once it is live again", async () => {
    const car = await camry();
    await addPhoto(car.id);
    const ada = await buyer();
    await saveFavourite(ada.id, car.id);
    expect(
      await updateDetails(seller, car.id, {
        ...CAMRY,
        title: "Toyota Camry SE 2015",
        price: 7_900_000,
      }),
    ).toBe("pending");
    await runAlerts();
    expect(await alertsOf(ada.id)).toEqual([]);
    const moderator = await createStaff("moderator", { accountType: "buyer" });
    await approveListing(moderator, car.id);
    await runAlerts();
    expect((await alertsOf(ada.id)).map((n) => n.title)).toEqual([
      "Toyota Camry 2015 is now ₦7,900,000, down ₦300,000",
    ]);
  });

  raceTest("tells each saver once when two runs for one drop meet", async () => {
    const car = await camry();
    const savers = [await buyer(), await buyer(), await buyer()];
    for (const u of savers) await saveFavourite(u.id, car.id);
    await db().update(listings).set({ price: 7_800_000 }).where(eq(listings.id, car.id));
    const job = { data: { listingId: car.id, previousPrice: 8_200_000 } };
    await Promise.all([runSavedCarAlerts(job), runSavedCarAlerts(job), runSavedCarAlerts(job)]);
    for (const u of savers) expect(await alertsOf(u.id)).toHaveLength(1);
  });

  it("shows on the saved cars how the price moved since saving", async () => {
    const [cheaper, dearer, same, unknown] = [
      await camry(),
      await camry(),
      await camry(),
      await camry(),
    ];
    const ada = await buyer();
    for (const c of [cheaper, dearer, same]) await saveFavourite(ada.id, c.id);
    await db().insert(favourites).values({ userId: ada.id, listingId: unknown.id });
    await setPrice(cheaper.id, 7_800_000);
    await setPrice(dearer.id, 8_450_000);
    await setPrice(unknown.id, 7_000_000);
    expect(await savedPriceChanges(ada.id)).toEqual({
      [cheaper.id]: -400_000,
      [dearer.id]: 250_000,
      [same.id]: 0,
    });
  });

  it("queues one e-mail per saver and drop however often the fan-out runs", async () => {
    const id = stableJobId("price-drop:test");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const before = (await queueCounts("send-mail")).created ?? 0;
    const mail = { to: "x@example.ng", subject: "s", text: "t" };
    await enqueueMany("send-mail", [{ id, data: mail }]);
    await enqueueMany("send-mail", [{ id, data: mail }]);
    expect((await queueCounts("send-mail")).created ?? 0).toBe(before + 1);
  });

  it("formats the line as the product says", () => {
    expect(priceDropMessage("Toyota Camry 2015", 7_800_000, 8_200_000)).toBe(
      "Toyota Camry 2015 is now ₦7,800,000, down ₦400,000",
    );
  });
});

describe("a saved car sold or removed", () => {
  it("tells its savers once that it was sold", async () => {
    const car = await camry();
    const ada = await buyer();
    await saveFavourite(ada.id, car.id);
    await markSold(seller, car.id);
    await runAlerts();
    await alertSavers(car.id);
    await runAlerts();
    expect(await alertsOf(ada.id)).toEqual([
      {
        type: "saved_car_unavailable",
        title: "Toyota Camry 2015 has been sold",
        link: "/favorites",
      },
    ]);
    await deliverQueuedMail();
    expect((await readOutbox(ada.email)).map((m) => m.subject)).toEqual([
      "Toyota Camry 2015 has been sold",
    ]);
  });

  it("tells them when staff remove it or its seller deletes it", async () => {
    const admin = await createStaff("admin", { accountType: "buyer" });
    const staff = { ...admin, plan: "free" as const };
    const [removed, deleted] = [await camry(), await camry()];
    const ada = await buyer();
    await saveFavourite(ada.id, removed.id);
    await saveFavourite(ada.id, deleted.id);
    await flagListing(staff, removed.id, "Looks like a scam");
    await removeFlaggedListing(staff, removed.id);
    await deleteListing(seller, deleted.id);
    await runAlerts();
    await runAlerts();
    const told = await alertsOf(ada.id);
    expect(told.map((n) => n.title)).toEqual([
      "Toyota Camry 2015 is no longer available",
      "Toyota Camry 2015 is no longer available",
    ]);
    expect(told.every((n) => n.type === "saved_car_unavailable")).toBe(true);
  });

  it("tells no one when a saved car expires (its seller may renew it)", async () => {
    const car = await camry({ expiresAt: new Date(Date.now() - 1000) });
    const ada = await buyer();
    await db()
      .insert(favourites)
      .values({ userId: ada.id, listingId: car.id, priceAtSave: 8_200_000 });
    await expireDueListings();
    await alertSavers(car.id);
    await runAlerts();
    expect(await alertsOf(ada.id)).toEqual([]);
    const [row] = await db()
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, ada.id), eq(favourites.listingId, car.id)));
    expect(row!.goneNotifiedAt).toBeNull();
  });
});
