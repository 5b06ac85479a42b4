/**
 * "Download my data" (docs/product.md#dashboard; the NDPA right of access,
 * routes/public/privacy.tsx "Your rights"): everything we hold about a user, as one JSON document
 * for `/account/export.json` and `GET /api/users/profile/export`.
 *
 * Sections: account (profile and verification records), preferences, listings (with their
 * photos' URLs), savedCars, savedSearches, conversations (both sides' messages in the user's conversations),
 * reviewsWritten, reviewsReceived, reportsFiled, payments, savedCards, billingProfile,
 * subscription, sessions (device, IP, times), securityEvents, notifications,
 * verificationDocuments (what was uploaded and its review, not the file), recentActivity,
 * signInProviders, twoFactor (on or off), newsletter.
 *
 * Never in it: password hashes, session or link token hashes, TOTP secrets, recovery codes,
 * the payment provider's card authorizations, or storage keys. Times are ISO 8601, money whole
 * naira. Throws DomainError 404 for an unknown user.
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db } from "#db/connection";
import {
  billingProfiles,
  conversations,
  favourites,
  listingPhotos,
  listings,
  messages,
  newsletterSubscribers,
  notifications,
  oauthAccounts,
  passwords,
  paymentMethods,
  payments,
  reports,
  securityEvents,
  sellerReviews,
  sessions,
  subscriptions,
  twoFactor,
  userActivity,
  users,
  verificationDocuments,
} from "#db/schema";
import { photoVariants } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import { listSavedSearches } from "../saved/saved-searches.server";
import { notFound } from "../shared/errors.server";
import { getPreferences } from "../shared/preferences.server";
import { activityText } from "../shared/audit.server";

/** Dates to ISO strings, deeply (what JSON.stringify would do, kept explicit for readers). */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The export of `userId`'s data; see the module comment. */
export async function exportAccountData(userId: string) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  const { source: _source, sourceRef: _sourceRef, ...account } = user;

  const ownListings = await db()
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(listings.createdAt));
  const listingIds = ownListings.map((l) => l.id);
  const photos = listingIds.length
    ? await db()
        .select({
          listingId: listingPhotos.listingId,
          position: listingPhotos.position,
          storageKey: listingPhotos.storageKey,
          widths: listingPhotos.widths,
          enhancement: listingPhotos.enhancement,
          createdAt: listingPhotos.createdAt,
        })
        .from(listingPhotos)
        .where(inArray(listingPhotos.listingId, listingIds))
        .orderBy(asc(listingPhotos.position))
    : [];

  const ownConversations = await db()
    .select({
      id: conversations.id,
      listingId: conversations.listingId,
      listingTitle: listings.title,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      buyerSharedPhone: conversations.buyerSharedPhone,
      buyerSharedEmail: conversations.buyerSharedEmail,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
    .orderBy(desc(conversations.lastMessageAt));
  const conversationIds = ownConversations.map((c) => c.id);
  const otherIds = [
    ...new Set(
      ownConversations
        .map((c) => (c.buyerId === userId ? c.sellerId : c.buyerId))
        .filter((id): id is string => !!id),
    ),
  ];
  const [conversationMessages, others] = await Promise.all([
    conversationIds.length
      ? db()
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            senderId: messages.senderId,
            type: messages.type,
            content: messages.content,
            details: messages.details,
            requestStatus: messages.requestStatus,
            readAt: messages.readAt,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds))
          .orderBy(asc(messages.seq))
      : [],
    otherIds.length
      ? db()
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, otherIds))
      : [],
  ]);

  const [
    preferences,
    saved,
    written,
    received,
    filed,
    paid,
    cards,
    billing,
    subscription,
    signedIn,
    events,
    inbox,
    documents,
    activity,
    providers,
    totp,
    newsletter,
    password,
  ] = await Promise.all([
    getPreferences(userId),
    db()
      .select({
        listingId: favourites.listingId,
        title: listings.title,
        savedAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt)),
    db()
      .select({
        id: sellerReviews.id,
        sellerId: sellerReviews.sellerId,
        rating: sellerReviews.rating,
        comment: sellerReviews.comment,
        carPurchased: sellerReviews.carPurchased,
        createdAt: sellerReviews.createdAt,
        updatedAt: sellerReviews.updatedAt,
      })
      .from(sellerReviews)
      .where(eq(sellerReviews.reviewerId, userId)),
    db()
      .select({
        id: sellerReviews.id,
        reviewerFirstName: users.firstName,
        rating: sellerReviews.rating,
        comment: sellerReviews.comment,
        carPurchased: sellerReviews.carPurchased,
        createdAt: sellerReviews.createdAt,
      })
      .from(sellerReviews)
      .leftJoin(users, eq(users.id, sellerReviews.reviewerId))
      .where(eq(sellerReviews.sellerId, userId)),
    db()
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId)),
    db()
      .select({
        id: payments.id,
        reference: payments.reference,
        purpose: payments.purpose,
        plan: payments.plan,
        billingCycle: payments.billingCycle,
        listingId: payments.listingId,
        boost: payments.boost,
        description: payments.description,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        method: payments.method,
        channel: payments.channel,
        renewal: payments.renewal,
        failureReason: payments.failureReason,
        receiptNumber: payments.receiptNumber,
        billingDetails: payments.billingDetails,
        createdAt: payments.createdAt,
        completedAt: payments.completedAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt)),
    db()
      .select({
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        expiryMonth: paymentMethods.expiryMonth,
        expiryYear: paymentMethods.expiryYear,
        bank: paymentMethods.bank,
        isDefault: paymentMethods.isDefault,
        createdAt: paymentMethods.createdAt,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId)),
    db().select().from(billingProfiles).where(eq(billingProfiles.userId, userId)),
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db()
      .select({
        id: sessions.id,
        device: sessions.userAgent,
        ipAddress: sessions.ip,
        rememberMe: sessions.persistent,
        trusted: sessions.trusted,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastActiveAt)),
    db()
      .select({
        type: securityEvents.type,
        severity: securityEvents.severity,
        ipAddress: securityEvents.ip,
        device: securityEvents.userAgent,
        details: securityEvents.details,
        reviewedAt: securityEvents.reviewedAt,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt)),
    db()
      .select({
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db()
      .select({
        id: verificationDocuments.id,
        type: verificationDocuments.type,
        status: verificationDocuments.status,
        contentType: verificationDocuments.contentType,
        byteSize: verificationDocuments.byteSize,
        fileName: verificationDocuments.fileName,
        issuedAt: verificationDocuments.issuedAt,
        rejectionReason: verificationDocuments.rejectionReason,
        rejectionNote: verificationDocuments.rejectionNote,
        uploadedAt: verificationDocuments.uploadedAt,
        reviewedAt: verificationDocuments.reviewedAt,
      })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, userId))
      .orderBy(desc(verificationDocuments.uploadedAt)),
    db()
      .select({
        type: userActivity.type,
        listingId: userActivity.listingId,
        message: userActivity.message,
        createdAt: userActivity.createdAt,
      })
      .from(userActivity)
      .where(eq(userActivity.userId, userId))
      .orderBy(desc(userActivity.createdAt)),
    db()
      .select({ provider: oauthAccounts.provider, linkedAt: oauthAccounts.createdAt })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId)),
    db()
      .select({ enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId)),
    db()
      .select({
        status: newsletterSubscribers.status,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${user.email.toLowerCase()}`),
    db()
      .select({ changedAt: passwords.updatedAt })
      .from(passwords)
      .where(and(eq(passwords.userId, userId))),
  ]);

  const nameOf = (id: string | null) => {
    const other = others.find((o) => o.id === id);
    return other ? `${other.firstName} ${other.lastName}`.trim() : "Account no longer active";
  };

  return plain({
    exportedAt: new Date().toISOString(),
    service: SITE.name,
    about:
      "Everything we hold about your account. Payment records are kept after an account is deleted, as the law requires; everything else is deleted with the account.",
    account: { ...account, passwordChangedAt: password[0]?.changedAt ?? null },
    preferences,
    listings: ownListings.map(({ searchVector: _searchVector, ...listing }) => ({
      ...listing,
      photos: photos
        .filter((p) => p.listingId === listing.id)
        .map((p) => ({
          position: p.position,
          enhancement: p.enhancement,
          createdAt: p.createdAt,
          urls: photoVariants(p).map((v) => v.url),
        })),
    })),
    savedCars: saved,
    savedSearches: await listSavedSearches(userId),
    conversations: ownConversations.map((c) => ({
      id: c.id,
      role: c.buyerId === userId ? ("buyer" as const) : ("seller" as const),
      car: c.listingId ? { id: c.listingId, title: c.listingTitle } : null,
      with: nameOf(c.buyerId === userId ? c.sellerId : c.buyerId),
      sharedPhone: c.buyerSharedPhone,
      sharedEmail: c.buyerSharedEmail,
      createdAt: c.createdAt,
      lastMessageAt: c.lastMessageAt,
      messages: conversationMessages
        .filter((m) => m.conversationId === c.id)
        .map(({ conversationId: _c, senderId, ...m }) => ({ ...m, fromMe: senderId === userId })),
    })),
    reviewsWritten: written,
    reviewsReceived: received,
    reportsFiled: filed,
    payments: paid,
    savedCards: cards,
    billingProfile: billing[0] ?? null,
    subscription: subscription[0] ?? null,
    sessions: signedIn,
    securityEvents: events,
    notifications: inbox,
    verificationDocuments: documents,
    recentActivity: activity.map((a) => ({
      ...a,
      message: activityText(a.message, preferences.language, preferences.timezone),
    })),
    signInProviders: providers,
    twoFactor: { enabled: !!totp[0]?.enabledAt, enabledAt: totp[0]?.enabledAt ?? null },
    newsletter: newsletter[0] ?? null,
  });
}
