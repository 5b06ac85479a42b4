/**
 * Test data builders: insert a user or a listing with sensible defaults and the fields a test
 * cares about. They write through drizzle, the same path the app's models use.
 */
import crypto from "node:crypto";
import { listingPhotos, listings, users } from "../db/schema";
import { db } from "../db/connection";
import { contactSeller, sendMessage } from "../app/models/messaging/messages.server";

/** The records that make a seller Verified (e-mail, phone, identity and address checked):
 * spread into `createUser` (the `verified` column is derived from them). */
export const verifiedRecords = () => ({
  emailVerifiedAt: new Date(),
  phoneVerifiedAt: new Date(),
  identityVerifiedAt: new Date(),
  addressVerifiedAt: new Date(),
});

export async function createUser(fields: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db()
    .insert(users)
    .values({
      email: `user-${crypto.randomBytes(4).toString("hex")}@example.ng`,
      firstName: "Ada",
      lastName: "Okafor",
      accountType: "seller",
      sellerType: "individual",
      phone: "+2348031234567",
      ...fields,
    })
    .returning();
  return user;
}

export async function createListing(
  sellerId: string,
  fields: Partial<typeof listings.$inferInsert> = {},
) {
  const now = new Date();
  const [listing] = await db()
    .insert(listings)
    .values({
      sellerId,
      status: "active",
      title: "Toyota Corolla LE 2015",
      make: "Toyota",
      model: "Corolla",
      year: 2015,
      price: 6_500_000,
      mileage: 90_000,
      fuelType: "petrol",
      transmission: "automatic",
      bodyType: "sedan",
      color: "Silver",
      category: "tokunbo",
      state: "lagos",
      city: "Ikeja",
      description: "Clean car",
      publishedAt: now,
      expiresAt: new Date(now.getTime() + 60 * 86_400_000),
      ...fields,
    })
    .returning();
  return listing;
}

export async function addPhoto(
  listingId: string,
  position = 0,
  storageKey = `test/${listingId}-${position}`,
) {
  await db()
    .insert(listingPhotos)
    .values({ listingId, position, storageKey, widths: [320, 640], width: 640, height: 480 });
}

/** Valid details of a listing (what the /sell form or POST /api/cars produce), for models. */
export const LISTING_FIELDS = {
  title: "Toyota Corolla LE 2014",
  make: "Toyota",
  model: "Corolla",
  year: 2014,
  price: 5_200_000,
  negotiable: true,
  mileage: 98_000,
  fuelType: "petrol",
  transmission: "automatic",
  bodyType: "sedan",
  color: "Silver",
  category: "tokunbo" as const,
  conditionGrade: "good" as const,
  state: "lagos",
  city: "Yaba",
  description: "Clean tokunbo Corolla, buy and drive.",
  features: ["bluetooth"],
};

/**
 * A buyer's conversation with a seller about a new listing of theirs, which the seller has
 * answered (what makes the buyer eligible to review them): the buyer asks, the seller replies.
 * Goes through the messaging model, as the app does.
 */
export async function createAnsweredConversation(sellerId: string, buyerId: string) {
  const listing = await createListing(sellerId);
  const { conversationId } = await contactSeller(
    buyerId,
    { listingId: listing.id },
    {
      content: "Is it still available?",
      fields: { type: "text" },
      sharePhone: false,
      shareEmail: false,
    },
  );
  const reply = await sendMessage(sellerId, conversationId, {
    content: "Yes, it is",
    fields: { type: "text" },
  });
  return { conversationId, listingId: listing.id, sellerMessageId: reply.id };
}
