/**
 * Price-drop alerts on saved cars (docs/product.md#price-drop-alerts): when a saved car's price
 * goes down, its savers get an in-app notification and, when they want e-mail notifications,
 * an e-mail ("Toyota Camry 2015 is now ₦7,800,000, down ₦400,000"); when it is sold or removed
 * (by staff, or deleted by its seller), they are told once too. An expiry tells no one: the
 * seller may renew it, and the car may still be for sale.
 *
 * The write that changes a listing (selling, moderation, the admin's removal) commits first and
 * then calls `alertSavers`, which queues one `saved-car-alerts` job: a car can have thousands of
 * savers, so the fan-out never runs on a page request. The job reads the listing as it is when it
 * runs (a drop and a sale in quick succession tell only of the sale) and is idempotent:
 *
 * - a saver is told of a drop only below the lowest price they were told of (or the price when
 *   they saved it; for a car saved before prices were kept, the price before the change), and
 *   `favourites.notified_price` records it in the same transaction as the notifications, so one
 *   drop is never told twice and a rise tells nothing;
 * - "sold or removed" is told once per favourite (`favourites.gone_notified_at`);
 * - each e-mail has a job id made from the event and the saver (`stableJobId`), queued before
 *   the notifications are written, so a job retried after a failure neither loses nor repeats
 *   a mail.
 *
 * A deleted listing's favourites go with it, so `deleteListing` hands its savers to the job
 * (in batches of 500); each notification's id is made from the car and the saver, so a retried
 * batch writes none twice.
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { db, queryRows } from "#db/connection";
import { favourites, notifications } from "#db/schema";
import { translator } from "~/i18n/server/catalogues.server";
import { LOCALES, type Language } from "~/i18n/languages";
import { mailWords } from "~/i18n/server/mail.server";
import { makeFormatters } from "~/lib/format/format";
import { SITE } from "~/lib/format/site";
import type { Mail } from "~/services/mail.server";
import { enqueue, enqueueMany, stableJobId } from "~/services/queue.server";

/** Savers handed to one job when their car is deleted. */
const DELETED_BATCH = 500;

/** What a `saved-car-alerts` job carries. */
export type SavedCarAlertJob =
  | {
      listingId: string;
      /** The price before the change (whole naira), for savers whose save price is unknown. */
      previousPrice?: number;
    }
  | {
      /** A listing its seller deleted: its name and the savers to tell. */
      deleted: { listingId: string; car: string; userIds: string[] };
    };

/** How a car is named in alerts: "Toyota Camry 2015". */
export function carName(car: { make: string; model: string; year: number }): string {
  return `${car.make} ${car.model} ${car.year}`;
}

/**
 * The alert's one line in the saver's language: "Toyota Camry 2015 is now ₦7,800,000, down
 * ₦400,000" (docs/decisions/023-languages.md).
 */
export function priceDropMessage(
  car: string,
  price: number,
  before: number,
  language: Language = "en",
): string {
  const naira = makeFormatters({ locale: LOCALES[language], timeZone: "Africa/Lagos" }).naira;
  return translator(language)("mail.car.priceDrop", {
    car,
    price: naira(price),
    drop: naira(before - price),
  });
}

/** The line telling a saver their car is gone, in their language. */
export function goneMessage(car: string, status: "sold" | "removed", language: Language = "en") {
  return translator(language)("mail.car.gone", { car, status });
}

/**
 * Queues the alerts of one listing after a change to it was committed: a price change
 * (`previousPrice`), a sale or a removal. Cheap: the job decides whether anyone is told.
 */
export async function alertSavers(listingId: string, previousPrice?: number): Promise<void> {
  await enqueue<SavedCarAlertJob>("saved-car-alerts", { listingId, previousPrice });
}

/**
 * Queues the "no longer available" alerts of a listing about to be deleted, whose favourites
 * go with it: `userIds` are its savers, read in the deleting transaction.
 */
export async function alertSaversOfDeleted(
  listing: { id: string; make: string; model: string; year: number; sellerId: string },
  userIds: string[],
): Promise<void> {
  const savers = userIds.filter((id) => id !== listing.sellerId);
  for (let i = 0; i < savers.length; i += DELETED_BATCH) {
    await enqueue<SavedCarAlertJob>("saved-car-alerts", {
      deleted: {
        listingId: listing.id,
        car: carName(listing),
        userIds: savers.slice(i, i + DELETED_BATCH),
      },
    });
  }
}

/** The savers of a listing, for `alertSaversOfDeleted` (inside the deleting transaction). */
export async function saversOf(
  tx: Pick<ReturnType<typeof db>, "select">,
  listingId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(eq(favourites.listingId, listingId));
  return rows.map((r) => r.userId);
}

type Saver = { user_id: string; email: string; before: number | null; language: Language };

/** The saver's language, for a query over `users u` (English without saved preferences). */
const LANGUAGE = sql`coalesce((select p.language from user_preferences p where p.user_id = u.id), 'en') as language`;
type ListingState = {
  id: string;
  make: string;
  model: string;
  year: number;
  price: number;
  status: string;
  live: boolean;
};

/** The `saved-car-alerts` job: tells one listing's savers what is due. */
export async function runSavedCarAlerts(job: Pick<PgBoss.Job<SavedCarAlertJob>, "data">) {
  const data = job.data;
  if ("deleted" in data) return tellDeleted(data.deleted);
  const [listing] = await queryRows<ListingState>(sql`
    select id, make, model, year, price::float8 as price, status,
      (status = 'active' and expires_at > now()) as live
    from listings where id = ${data.listingId}`);
  if (!listing) return;
  if (listing.live) return tellPriceDrop(listing, data.previousPrice ?? null);
  if (listing.status === "sold" || listing.status === "removed")
    return tellGone(listing, listing.status);
}

/** The price each saver knows: the lowest told, the price when saved, or the one before. */
const knownPrice = (previous: number | null): SQL =>
  sql`coalesce(${favourites.notifiedPrice}, ${favourites.priceAtSave}, ${previous}::bigint)`;

async function tellPriceDrop(listing: ListingState, previous: number | null) {
  const car = carName(listing);
  const due = await queryRows<Saver>(sql`
    select favourites.user_id, u.email, ${knownPrice(previous)}::float8 as before, ${LANGUAGE}
    from favourites join users u on u.id = favourites.user_id
      join listings l on l.id = favourites.listing_id
    where favourites.listing_id = ${listing.id} and favourites.user_id <> l.seller_id
      and u.status = 'active' and ${listing.price} < ${knownPrice(previous)}`);
  if (!due.length) return;
  await queueAlertMails(
    due.map((s) => ({
      key: `price-drop:${listing.id}:${s.user_id}:${listing.price}`,
      userId: s.user_id,
      to: s.email,
      language: s.language,
      line: priceDropMessage(car, listing.price, Number(s.before), s.language),
      link: `/car/${listing.id}`,
    })),
  );
  await db().transaction(async (tx) => {
    // Locked and read again: a second run for the same price finds them told already.
    const rows = await tx
      .select({ userId: favourites.userId, before: knownPrice(previous).mapWith(Number) })
      .from(favourites)
      .where(
        and(
          eq(favourites.listingId, listing.id),
          inArray(
            favourites.userId,
            due.map((s) => s.user_id),
          ),
          sql`${listing.price} < ${knownPrice(previous)}`,
        ),
      )
      .for("update");
    if (!rows.length) return;
    await tx
      .update(favourites)
      .set({ notifiedPrice: listing.price })
      .where(
        and(
          eq(favourites.listingId, listing.id),
          inArray(
            favourites.userId,
            rows.map((r) => r.userId),
          ),
        ),
      );
    const language = new Map(due.map((s) => [s.user_id, s.language]));
    await tx.insert(notifications).values(
      rows.map((r) => ({
        userId: r.userId,
        type: "price_drop" as const,
        title: priceDropMessage(car, listing.price, r.before, language.get(r.userId)),
        body: translator(language.get(r.userId) ?? "en")("mail.car.cheaper"),
        link: `/car/${listing.id}`,
      })),
    );
  });
}

async function tellGone(listing: ListingState, status: "sold" | "removed") {
  const car = carName(listing);
  const due = await queryRows<Saver>(sql`
    select f.user_id, u.email, null as before, ${LANGUAGE}
    from favourites f join users u on u.id = f.user_id join listings l on l.id = f.listing_id
    where f.listing_id = ${listing.id} and f.user_id <> l.seller_id and u.status = 'active'
      and f.gone_notified_at is null`);
  if (!due.length) return;
  await queueAlertMails(
    due.map((s) => ({
      key: `gone:${listing.id}:${s.user_id}`,
      userId: s.user_id,
      to: s.email,
      language: s.language,
      line: goneMessage(car, status, s.language),
      link: "/favorites",
    })),
  );
  await db().transaction(async (tx) => {
    const told = await tx
      .update(favourites)
      .set({ goneNotifiedAt: new Date() })
      .where(
        and(
          eq(favourites.listingId, listing.id),
          inArray(
            favourites.userId,
            due.map((s) => s.user_id),
          ),
          isNull(favourites.goneNotifiedAt),
        ),
      )
      .returning({ userId: favourites.userId });
    if (!told.length) return;
    const language = new Map(due.map((s) => [s.user_id, s.language]));
    await tx.insert(notifications).values(
      told.map((r) => ({
        userId: r.userId,
        type: "saved_car_unavailable" as const,
        title: goneMessage(car, status, language.get(r.userId)),
        body: translator(language.get(r.userId) ?? "en")("mail.car.staysSaved"),
        link: "/favorites",
      })),
    );
  });
}

async function tellDeleted(deleted: { listingId: string; car: string; userIds: string[] }) {
  if (!deleted.userIds.length) return;
  const due = await queryRows<Saver>(sql`
    select u.id as user_id, u.email, null as before, ${LANGUAGE} from users u
    where u.id in (${sql.join(
      deleted.userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and u.status = 'active'`);
  if (!due.length) return;
  await queueAlertMails(
    due.map((s) => ({
      key: `gone:${deleted.listingId}:${s.user_id}`,
      userId: s.user_id,
      to: s.email,
      language: s.language,
      line: goneMessage(deleted.car, "removed", s.language),
      link: "/browse",
    })),
  );
  // No favourite is left to mark: each notification's id is made from the car and the saver,
  // so a second run inserts nothing.
  await db()
    .insert(notifications)
    .values(
      due.map((s) => ({
        id: stableJobId(`gone:${deleted.listingId}:${s.user_id}`),
        userId: s.user_id,
        type: "saved_car_unavailable" as const,
        title: goneMessage(deleted.car, "removed", s.language),
        body: translator(s.language)("mail.car.takenDown"),
        link: "/browse",
      })),
    )
    .onConflictDoNothing();
}

type AlertMail = {
  key: string;
  userId: string;
  to: string;
  language: Language;
  line: string;
  link: string;
};

/**
 * Queues the alerts' e-mails (kind `alert`: sent when the saver wants e-mail notifications), each
 * in its saver's language with links to pages in it.
 */
async function queueAlertMails(mails: AlertMail[]) {
  await enqueueMany<Mail>(
    "send-mail",
    mails.map((m) => {
      const { t, link } = mailWords(m.language);
      return {
        id: stableJobId(m.key),
        data: {
          to: m.to,
          userId: m.userId,
          kind: "alert",
          subject: m.line,
          text:
            `${m.line}.\n\n${link(m.link)}\n\n` +
            `${t("mail.car.why", { site: SITE.name })} ` +
            `${t("mail.car.stop")}: ${link("/settings")}`,
        },
      };
    }),
  );
}
