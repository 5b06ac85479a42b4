/**
 * The MotorMart API's types, generated from its OpenAPI document by openapi-typescript:
 * do not edit; run `npm run api:client` (docs/decisions/025-api-contract.md).
 */
export interface paths {
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Checks the database and the file storage with a round trip each: `data.database` and `data.storage` (an unreachable storage still answers 200: pages are served, uploads refused). */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document. */
    get: operations["getOpenApiDocument"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Browse: filtered, sorted, paged public cars (`data.cars`, `data.pagination`). */
    get: operations["listCars"];
    put?: never;
    /** Creates a listing and submits it, counted against the monthly quota. It has no photo yet, so it waits out of the review queue (`data {id, status: "draft", awaitingPhotos: true}`) until its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review. */
    post: operations["createCar"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars/featured": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Boosted cars, newest boost first, a page at a time (`data.cars`, `data.pagination`). */
    get: operations["listFeaturedCars"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Browse with a required search text (`q` or `search`, at most 100 characters): `data.cars`, `data.pagination`. */
    get: operations["searchCars"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public car's detail. */
    get: operations["getCar"];
    /** Replaces a listing's details (owner or staff). Changing the title, description, features, colour, city, make, model, year or category of an approved listing sends it back to review (`data.status`). */
    put: operations["updateCar"];
    post?: never;
    /** Deletes a listing (owner or staff). */
    delete: operations["deleteCar"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars/{id}/contact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Messages the seller of a public car: 201 `data.conversationId` for a new conversation, 200 with the same id when the caller already has one for that car (the message is added). `type` defaults to `text`; a test drive, inspection or financing request may be sent with its fields. */
    post: operations["contactSeller"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cars/{id}/price-rating": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public car's fair-price rating: `data.rating` (great, good, fair, high, overpriced, or check: far below similar cars, with the `caution`) with `estimate {low, mid, high}` in naira, the number of `comparables`, their `basis` and the estimate's `confidence`, a few live `examples`, the `method` and `computedAt`; or `rating: null` with the `reason` (`too-few-comparables`, `not-rated-yet`, `price-changed`). */
    get: operations["getPriceRating"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buyers' reviews of active sellers, newest first (the /reviews page's twin): `data.reviews`, `data.pagination` and `data.makes` (the makes reviews are about). */
    get: operations["listReviews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/conversations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's conversations, newest first (at most 200). */
    get: operations["listConversations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/conversations/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One conversation and a page of its messages: the newest 50, oldest first, or those before `before`. Read receipts (`readAt`) only on a premium sender's own messages. */
    get: operations["getConversation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/conversations/{id}/block": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blocks the other participant: neither can send until the block is lifted. Blocking again changes nothing. */
    post: operations["blockConversation"];
    /** Lifts the caller's block of the other participant (a block by the other side stays). */
    delete: operations["unblockConversation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a message (`type` text, the default), a buyer's request (test_drive {at: Lagos time YYYY-MM-DDTHH:mm, 2 hours ahead at least}, inspection {date, location}, financing {downPayment, durationMonths}) or the seller's answer to one (request_response {requestId, answer, suggestedAt?}). `data` is the message stored. At most 30 messages a minute. */
    post: operations["sendMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/stream": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's live message events as server-sent events. Events: `message` (id: the message's seq; data: a Message as the caller sees it, its `text` in the language `Accept-Language` prefers when the stream opens), `read` (data {conversationId, readerId, seq}: messages up to seq were read) and `block` (data {conversationId, blocked}). The stream opens with `retry: 3000` and sends a `: ping` comment every 15 s; it ends when the session is signed out or revoked. Send `Last-Event-ID` (or `?after=`) to resume without loss or repeats; without either it starts now. */
    get: operations["streamMessages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/messages/{id}/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Marks the messages the other side sent in the conversation of message `id` read, up to and including it. Both participants' streams get a `read` event when any changed. */
    put: operations["markMessageRead"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reports a user, listing, message or review to the staff (201 `data` {id, targetType, targetId, reason, severity, status, createdAt}). Severity follows the reason: scam high, abusive warning, others info. */
    post: operations["createReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/saved-searches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's saved searches, oldest first (`data` an array). */
    get: operations["listSavedSearches"];
    put?: never;
    /** Saves a search (201 `data` the saved search). `query` is a browse query string (`make=Toyota&maxPrice=10000000&category=tokunbo`), validated as browse reads it: unknown keys, page, limit and sort are dropped, a bad value is refused on its field. At most 20 per user; names 1-60 characters. */
    post: operations["createSavedSearch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/saved-searches/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes one of the caller's saved searches. */
    delete: operations["deleteSavedSearch"];
    options?: never;
    head?: never;
    /** Renames one of the caller's saved searches and/or changes its alert frequency (instant, daily, weekly, off). `data` the saved search. */
    patch: operations["updateSavedSearch"];
    trace?: never;
  };
  "/api/notifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's in-app notifications, newest first, with the unread count. Page with `limit` and `before` (the previous page's `nextBefore`). */
    get: operations["listNotifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/read": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Marks notifications read: `{ids}` (the caller's; others' ids change nothing) or, with no body, all of them. `data {marked, unreadCount}`. */
    put: operations["markNotificationsRead"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/dashboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): the Overview figures: accounts, listings, the last 30 days' sign-ups and listings, the review queue, open reports, this month's payments and the boosts running. */
    get: operations["getAdminDashboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: accounts newest first, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listAdminUsers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): reports newest first, the open ones (pending, investigating) unless `status` is given. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listAdminReports"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): the audit log, newest first, read-only, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export/users.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the users as CSV (a header row, then one row each), streamed as an attachment, filtered as `GET /api/admin/users` (paging aside). Never password hashes, tokens or secrets. The export is audited. */
    get: operations["exportUsersCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export/listings.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the listings as CSV (a header row, then one row each), streamed as an attachment, filtered as `GET /api/admin/listings` (paging aside). Never password hashes, tokens or secrets. The export is audited. */
    get: operations["exportListingsCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export/payments.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the payments as CSV (a header row, then one row each), streamed as an attachment, filtered by the payment's `status` (paging aside). Never password hashes, tokens or secrets. The export is audited. */
    get: operations["exportPaymentsCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export/reports.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the reports as CSV (a header row, then one row each), streamed as an attachment, filtered as `GET /api/admin/reports` (paging aside). Never password hashes, tokens or secrets. The export is audited. */
    get: operations["exportReportsCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/export/audit.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the audit as CSV (a header row, then one row each), streamed as an attachment, filtered as `GET /api/admin/audit` (paging aside). Never password hashes, tokens or secrets. The export is audited. */
    get: operations["exportAuditCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/listings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): listings of every status, newest first, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listAdminListings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/listings/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Staff: `{status: active}` approves a pending listing or restores a flagged one; `{status: rejected | flagged, reason}` rejects a pending or hides an active one; `{status: removed, reason}` (admins) removes any. Audited; the seller is told. `data {id, status}`. */
    patch: operations["moderateListing"];
    trace?: never;
  };
  "/api/admin/reports/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Staff: `{status: investigating}` takes a pending report; `{status: resolved, action?: none | flag_listing | remove_listing | suspend_user | delete_review | warn_user, note?}` resolves it, does the action, closes the other open reports on the same target and tells each reporter, in one transaction with its audit rows (a failure changes nothing). `none` and `warn_user` need a note; `flag_listing` (hide the listing; the note, or the report's reason, is what the seller reads) and `warn_user` are for moderators and admins; `remove_listing`, `suspend_user` and `delete_review` need an admin (the report's `allowedActions`). Audited. `data` is the Report. */
    patch: operations["resolveReport"];
    trace?: never;
  };
  "/api/admin/risk": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): what the scam signals flagged (a bait price, a reused photo, a shared phone number, a message asking for money before inspection), newest first, the open flags unless `status` is given, each with its evidence and `allowedDecisions`. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listRiskFlags"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/risk/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Staff: decide an open risk flag: `clear` (nothing wrong), `hide-listing` (a live flagged listing; `note` is the reason the seller reads; moderators and admins), `suspend-account` (the listing's seller, the account, or the risky message's sender; `note` is mailed; admins). Hiding or suspending closes the subject's other open flags. Audited, in one transaction. `data` is the flag. */
    patch: operations["decideRiskFlag"];
    trace?: never;
  };
  "/api/admin/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Admins: `{status: suspended, reason}` suspends (sessions and tokens end at once, listings leave every public page, the user is mailed the reason); `{status: active}` activates (listings come back as they were); `{role}` changes the role (moderator or admin only for an account with a confirmed e-mail and two-factor authentication on); `firstName`, `lastName`, `phone`, `state`, `city` and `accountType` edit the account's details by the profile's rules (a new phone number loses its verification). Everything asked is applied together or, when any part is refused, nothing is. Audited with the admin's IP. `data` is the account after the change. */
    patch: operations["updateAdminUser"];
    trace?: never;
  };
  "/api/admin/verifications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (moderators and admins): the documents waiting for review, oldest first. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`. */
    get: operations["listVerifications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/verifications/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Staff approve or reject a pending document: `{status: approved | rejected, reason?, note?}`; a rejection needs a reason (unreadable, expired, name_mismatch, incomplete, too_old, wrong_document, suspected_forgery, other; `other` needs a note, notes up to 500 characters). Approval verifies the matching step (identity, address or business). The user is notified in the app and by mail. `data {id, status: verified | rejected}`. */
    patch: operations["reviewVerification"];
    trace?: never;
  };
  "/api/payments/create": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a payment for a plan (`purpose: subscription`, `plan`, `billingCycle`) or a boost of one of the caller's live listings (`purpose: boost`, `listingId`, `boost`), optionally for one `method` (card, bank_transfer, ussd). 201 `data {reference, authorizationUrl, amount, currency}`: send the payer to `authorizationUrl` (Paystack's checkout); it returns them to /payment/callback. The amount (naira) comes from the catalogue: boosts cost the premium price for premium subscribers, the basic price otherwise. */
    post: operations["createPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks one of the caller's payments with the provider (while it is pending) and applies the outcome once. A provider that cannot be reached leaves it pending. */
    post: operations["verifyPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's subscription and boost payments, newest first (at most 500; card checks are left out). */
    get: operations["listPayments"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/webhook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Paystack's webhook. The raw body's HMAC-SHA512 with the secret key must equal the `x-paystack-signature` header. `charge.success` grants what the payment bought, once per reference however often it arrives; an amount or currency other than the one recorded grants nothing. Other events are acknowledged. */
    post: operations["receivePaystackWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/methods": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's saved cards (the provider's reusable authorizations), default first, then newest first. No card number is ever stored; bank accounts are not stored. */
    get: operations["listPaymentMethods"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/methods/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes one of the caller's saved cards; when it was the default, the newest other card becomes the default. */
    delete: operations["deletePaymentMethod"];
    options?: never;
    head?: never;
    /** Makes one of the caller's saved cards the default (the one renewals charge). */
    patch: operations["updatePaymentMethod"];
    trace?: never;
  };
  "/api/user/subscription": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Subscription record: {plan, uploadsUsed, uploadsLimit, nextBillingDate, subscriptionStatus (inactive on free, active, past_due while renewal retries run, cancelled), billingCycle, cancelAtPeriodEnd, nextPlan, nextBillingCycle, currentPeriodEnd}. */
    get: operations["getSubscription"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/subscription/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the paid plan at the end of its period (it stays until then; no renewal is charged). Answers the Subscription record. */
    post: operations["cancelSubscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/verification/phone/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a 6-digit code by SMS to the caller's phone, valid 10 minutes: `data {sentTo, resendAfterSeconds}`. A new code at most every 60 seconds and 5 an hour. */
    post: operations["sendPhoneCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/verification/phone/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks the SMS code: `data {phoneVerified: true}`. 5 tries per code; the phone counts towards the trust score (+25). */
    post: operations["verifyPhoneCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/verification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's verification summary: `data {overallStatus: none | pending | verified | rejected, trustScore (0-100: e-mail 25, phone 25, identity 50), completionPercentage (required steps verified of 4), verificationSteps {email, phone, identity, address, business: {status: incomplete | pending | verified | rejected, completedAt, required}}, documents {nationalId, driversLicense, proofOfAddress, businessRegistration: {id, status, uploadedAt, issuedAt, rejectionReason, url}}, benefits {trustBadge, prioritySupport, higherVisibility, reducedFees, advancedFeatures}}`. Only the badge and the verified-only browse filter are real benefits; the others are false. */
    get: operations["getVerification"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/security": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product's Security data from the records: `data {lastPasswordChange, twoFactorEnabled, trustedDevices, suspiciousActivity (unanswered warnings of 30 days), accountLockouts, fraudScore (0-100), securityScore (0-100: 2FA 30, password under a year old 15, e-mail 15, phone 15, no unanswered alerts 25), emailVerified, phoneVerified, activeSessions, checks [{id, done, points, text, href}], alerts [{id, type, severity, title, description, ipAddress, device, createdAt, reviewed, reported, canReport}]}`. */
    get: operations["getSecurityOverview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your live sessions, the calling one first: `data [{id, device, browser, os, deviceType, location (null: no IP geolocation is kept), ipAddress, createdAt, lastActive, expiresAt, current, trusted}]`. */
    get: operations["listSessions"];
    put?: never;
    post?: never;
    /** Ends every session but the calling one: `data {ended}`. */
    delete: operations["revokeOtherSessions"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/sessions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Ends one of your sessions; its token stops working at once. */
    delete: operations["revokeSession"];
    options?: never;
    head?: never;
    /** Marks the session's device trusted (`{trusted: true}`) or not: a trusted device signs in from any network without an alert. */
    patch: operations["trustSession"];
    trace?: never;
  };
  "/api/user/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your API keys, newest first, revoked ones included (`data` an array; never a key itself). */
    get: operations["listApiKeys"];
    put?: never;
    /** Makes an API key for your dealer account: `data {key, apiKey}`. `key` (`mmk_...`) is shown this once; only its hash is kept. Scopes: `stock:read`, `stock:write`, `leads:read`. At most 10 live keys. */
    post: operations["createApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/api-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revokes one of your API keys at once (`data` the key, now with `revokedAt`). */
    delete: operations["revokeApiKey"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/2fa/setup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts two-factor set-up: `data {secret (base32), otpauthUrl}` for an authenticator app (TOTP, 6 digits, 30 s, SHA-1). Again replaces a set-up not yet confirmed. */
    post: operations["startTwoFactorSetup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/2fa/enable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor authentication on with a code from the app: `data {recoveryCodes}`, ten single-use codes shown this once. The owner is mailed. */
    post: operations["enableTwoFactor"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/2fa/disable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor authentication off with the password and a code (the app's or a recovery code). The owner is mailed. */
    post: operations["disableTwoFactor"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/verification/documents": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uploads a verification document for staff review (multipart): `document` (JPG, PNG or PDF, checked by content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress, businessRegistration) and `issuedAt` (YYYY-MM-DD, required for a proof of address: within the last 3 months). A pending document of the same type is replaced. 201 `data {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}`; `url` opens the file for its owner and staff only. */
    post: operations["uploadVerificationDocument"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dealer/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calling API key and its dealer: `data {key {name, prefix, scopes}, dealer {id, businessName}}`. */
    get: operations["getDealerKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dealer/stock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your stock, oldest change first: `data {cars, nextCursor}`. With `updatedSince`, only the cars changed after it; `nextCursor` (null on the last page) continues. */
    get: operations["listDealerStock"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dealer/stock/{externalId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One car of your stock by your own id. */
    get: operations["getDealerStockCar"];
    /** Creates the car with your id (201; it claims your plan's monthly quota and waits for its first photo, then review), or brings it to this body (200). The body is the car payload of POST /api/cars. The same body twice changes nothing and answers the same car (`changed: false`). A change to what buyers read as the car's identity sends a live car back to review. */
    put: operations["putDealerStockCar"];
    post?: never;
    /** `?as=sold` (the default) marks a live car sold; `?as=removed` deletes it for good. */
    delete: operations["deleteDealerStockCar"];
    options?: never;
    head?: never;
    /** Changes the price or mileage (the car stays live), or marks it sold (`status: "sold"`). */
    patch: operations["patchDealerStockCar"];
    trace?: never;
  };
  "/api/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs in: `data.token` (a Bearer token), `data.user`, `data.expiresAt`. With two-factor authentication on: `data {twoFactorRequired: true, challengeToken}` and no session; finish with `POST /api/auth/login/2fa`. */
    post: operations["signIn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/login/2fa": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The second step of a sign-in with two-factor authentication on: `challengeToken` from `POST /api/auth/login` (valid 5 minutes, used once) and `code` (the authenticator app's 6 digits, or an unused recovery code). `data {token, user, expiresAt}` as a sign-in. */
    post: operations["signInSecondStep"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs up: creates the account and mails the e-mail confirmation link; `data.email`, no session (sign in with `POST /api/auth/login`). An address that already has an account gets the same answer and its owner a mail, so the answer never tells whether an address is registered. */
    post: operations["register"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends this token's session. */
    post: operations["signOut"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/refresh-token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Swaps the token for a new one; the old one stops working. */
    post: operations["refreshToken"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms the e-mail with the mailed token. */
    post: operations["verifyEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a reset link when the address has an account (same answer either way). */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with the mailed token and ends every session. */
    post: operations["resetPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/uploads/cars/{id}/images": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds photos to your listing (field `carImages`, repeated; `photos` is taken too), checked by content, 10 MB each, within the plan's photos per listing; all or nothing. The first photos of a listing waiting for them send it to review: `data.submitted`, `data.status`. */
    post: operations["uploadCarPhotos"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/uploads/cars/{id}/images/reorder": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Orders your listing's photos (`imageOrder` lists every one of its photo ids once); the first is the cover. */
    put: operations["reorderCarPhotos"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/uploads/cars/{id}/images/{imageId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes one photo from your listing; the others close up behind it. */
    delete: operations["deleteCarPhoto"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/uploads/avatar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets your profile photo (one JPEG, PNG, WebP or HEIC file of at most 10 MB, stored as WebP); the one it replaces is deleted. */
    post: operations["uploadAvatar"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your own profile as the product's Profile screen reads it: firstName, lastName, email, phone, state, city, address, dateOfBirth, gender, bio, profileImage, verificationLevel (Full, Partial, None), subscription, trustScore, activeListings (and activeListing), totalListings, totalViews, averageRating, totalReviews, joinDate, responseRate, soldCars, subscriptionExpiry, pendingEmail, and the seller fields (sellerType, businessName, description, services, certifications, workingHours, website, coverImage). */
    get: operations["getMyProfile"];
    /** Updates the profile fields sent (or the whole object GET answered: its read-only fields are ignored, a different id, role, status or plan is refused). `""` or null clears a field. A new `email` is only requested: a confirmation link goes to it (`currentPassword` needed when the account has a password) and the answer's message says so; the e-mail stays until the link is opened. A new phone number is un-verified. */
    put: operations["updateMyProfile"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/profile/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything we hold about you (NDPA right of access), as `data`: your account, preferences, listings (with photo URLs), saved cars and searches, conversations (with messages), reviews, reports, payments, saved cards, billing profile, subscription, sessions, security events, notifications, verification documents, recent activity, sign-in providers, two-factor status and newsletter. Never passwords, tokens or secrets. */
    get: operations["exportMyData"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your preferences (the defaults until you save any). Prices and payments stay in naira; USD or EUR adds an approximate amount beside them on the site while an exchange rate is set. */
    get: operations["getPreferences"];
    /** Saves the preferences sent (the others stay as they are); answers them all. The mail and SMS jobs honour them (account messages always go). */
    put: operations["updatePreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/change-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes your password; your other sessions end. */
    post: operations["changePassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/delete-account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes your account as the privacy policy says: profile, listings and photos, saved cars, documents, sessions and the content of your messages; payment records are kept without you. `code` (an authenticator or recovery code) is required when two-factor authentication is on. */
    delete: operations["deleteAccount"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seller's public profile with review average and count, and their latest reviews. */
    get: operations["getSeller"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/listings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seller's active listings, newest first: `data` is the array of cars, and `pagination` (a Pagination) sits beside `data` in the answer. */
    get: operations["listSellerCars"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reviews seller `{id}` (201 `data` the review). Allowed once the seller has answered one of your messages; one review per seller. */
    post: operations["createSellerReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/users/{id}/reviews/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your review of seller `{id}` (or null) and whether you may write one now. */
    get: operations["getMyReview"];
    /** Replaces the rating, comment and car purchased of your review of seller `{id}`. */
    put: operations["updateMyReview"];
    post?: never;
    /** Deletes your review of seller `{id}`. */
    delete: operations["deleteMyReview"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Everything we hold about your account. */
    AccountExport: {
      /** Format: date-time */
      exportedAt: string;
      /** @description The site's name. */
      service: string;
      /** @description What the export holds, in English. */
      about: string;
      /** @description The account's record and its verification times. */
      account: {
        id: string;
        email: string;
        firstName: string;
        lastName: string;
        phone: string | null;
        /** @description Buyers may message the user on WhatsApp at `phone`. */
        whatsapp: boolean;
        /** @enum {string} */
        role: "user" | "moderator" | "admin";
        /** @enum {string} */
        accountType: "buyer" | "seller" | "both";
        /** @enum {string} */
        status: "active" | "suspended";
        /** @enum {string} */
        plan: "free" | "basic" | "premium";
        state: string | null;
        city: string | null;
        address: string | null;
        sellerType: ("dealer" | "individual") | null;
        businessName: string | null;
        description: string | null;
        services: string[];
        certifications: string[];
        workingHours: {
          weekdays: string;
          saturday: string;
          sunday: string;
        } | null;
        website: string | null;
        coverImage: string | null;
        avatar: string | null;
        dateOfBirth: string | null;
        gender: ("male" | "female" | "other") | null;
        bio: string | null;
        emailVerifiedAt: string | null;
        phoneVerifiedAt: string | null;
        identityVerifiedAt: string | null;
        addressVerifiedAt: string | null;
        businessVerifiedAt: string | null;
        verified: boolean;
        /** Format: date-time */
        createdAt: string;
        /** @description Null for an account without a password. */
        passwordChangedAt: string | null;
      };
      preferences: components["schemas"]["Preferences"];
      listings: {
        id: string;
        sellerId: string;
        /** @enum {string} */
        status:
          | "draft"
          | "pending"
          | "active"
          | "rejected"
          | "sold"
          | "expired"
          | "flagged"
          | "removed"
          | "suspended";
        /** @description The status a suspended listing goes back to. */
        suspendedFrom:
          | (
              | "draft"
              | "pending"
              | "active"
              | "rejected"
              | "sold"
              | "expired"
              | "flagged"
              | "removed"
              | "suspended"
            )
          | null;
        title: string;
        make: string;
        model: string;
        trim: string | null;
        year: number;
        /** @description Naira. */
        price: number;
        negotiable: boolean;
        /** @description Kilometres. */
        mileage: number | null;
        /** @description The VIN as the seller gave it (17 characters). */
        vin: string | null;
        /** @description What the VIN, decoded offline, showed: its make, model and model year. */
        vinCheck: {
          vin: string;
          /** @description ISO 8601. */
          checkedAt: string;
          decoded: {
            make: string;
            model: string | null;
            year: number | null;
          } | null;
          makeMatches: boolean | null;
          yearMatches: boolean | null;
        } | null;
        fuelType: string | null;
        transmission: string | null;
        bodyType: string | null;
        color: string | null;
        drivetrain: string | null;
        engineCc: number | null;
        seats: number | null;
        /** @enum {string} */
        category: "new" | "tokunbo" | "nigerian-used";
        conditionGrade: ("excellent" | "good" | "fair" | "poor") | null;
        certified: boolean;
        registered: boolean | null;
        state: string;
        city: string | null;
        description: string;
        features: string[];
        views: number;
        saves: number;
        rejectionReason: string | null;
        featuredUntil: string | null;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        updatedAt: string;
        publishedAt: string | null;
        submittedAt: string | null;
        awaitingPhotos: boolean;
        expiresAt: string | null;
        /** @description Where an imported listing came from. */
        source: string | null;
        sourceRef: string | null;
        /** @description The dealer's own stock id for the car. */
        externalId: string | null;
        priceRating: ("great" | "good" | "fair" | "high" | "overpriced" | "check") | null;
        priceRatingScore: number | null;
        photos: {
          /** @description 0 is the cover. */
          position: number;
          enhancement: ("auto" | "hdr" | "colour") | null;
          /** Format: date-time */
          createdAt: string;
          /** @description Each variant's URL, smallest first. */
          urls: string[];
        }[];
      }[];
      savedCars: {
        listingId: string;
        title: string;
        /** Format: date-time */
        savedAt: string;
      }[];
      savedSearches: {
        id: string;
        name: string;
        /** @description The browse query string, without `?`. */
        query: string;
        /** @enum {string} */
        frequency: "instant" | "daily" | "weekly" | "off";
        /** Format: date-time */
        createdAt: string;
        newMatches: number;
      }[];
      conversations: {
        id: string;
        /**
         * @description Your side of the conversation.
         * @enum {string}
         */
        role: "buyer" | "seller";
        car: {
          id: string;
          title: string | null;
        } | null;
        /** @description The other side's name, or "Account no longer active". */
        with: string;
        /** @description The buyer shared their phone number. */
        sharedPhone: boolean;
        /** @description The buyer shared their e-mail. */
        sharedEmail: boolean;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        lastMessageAt: string;
        messages: {
          id: string;
          /** @enum {string} */
          type: "text" | "test_drive" | "inspection" | "financing" | "request_response";
          content: string;
          details: {
            [key: string]: unknown;
          } | null;
          requestStatus: ("pending" | "accepted" | "declined" | "rescheduled") | null;
          readAt: string | null;
          /** Format: date-time */
          createdAt: string;
          fromMe: boolean;
        }[];
      }[];
      reviewsWritten: {
        id: string;
        sellerId: string;
        rating: number;
        comment: string;
        carPurchased: string | null;
        /** Format: date-time */
        createdAt: string;
        updatedAt: string | null;
      }[];
      reviewsReceived: {
        id: string;
        reviewerFirstName: string | null;
        rating: number;
        comment: string;
        carPurchased: string | null;
        /** Format: date-time */
        createdAt: string;
      }[];
      reportsFiled: {
        id: string;
        /** @enum {string} */
        targetType: "user" | "listing" | "message" | "review";
        targetId: string;
        /** @enum {string} */
        reason: "scam" | "fake_listing" | "abusive" | "wrong_information" | "other";
        details: string;
        /** @enum {string} */
        status: "pending" | "investigating" | "resolved";
        /** Format: date-time */
        createdAt: string;
      }[];
      payments: {
        id: string;
        reference: string;
        /** @enum {string} */
        purpose: "subscription" | "boost" | "card_check";
        plan: ("free" | "basic" | "premium") | null;
        billingCycle: ("monthly" | "yearly") | null;
        listingId: string | null;
        boost: ("featured" | "top" | "premium" | "mega") | null;
        description: string;
        /** @description Naira. */
        amount: number;
        currency: string;
        /** @enum {string} */
        status: "pending" | "completed" | "failed" | "abandoned" | "mismatch" | "refunded";
        method: ("card" | "bank_transfer" | "ussd") | null;
        channel: string | null;
        renewal: boolean;
        failureReason: string | null;
        receiptNumber: number | null;
        /** @description The billing details the receipt was made out to. */
        billingDetails: {
          [key: string]: string;
        } | null;
        /** Format: date-time */
        createdAt: string;
        completedAt: string | null;
      }[];
      savedCards: {
        brand: string;
        last4: string;
        expiryMonth: number;
        expiryYear: number;
        bank: string | null;
        isDefault: boolean;
        /** Format: date-time */
        createdAt: string;
      }[];
      billingProfile: {
        userId: string;
        fullName: string;
        email: string;
        phone: string;
        address: string;
        city: string;
        state: string;
        /** @description Tax identification number (FIRS TIN); empty when not given. */
        taxId: string;
        businessName: string;
        /** Format: date-time */
        updatedAt: string;
      } | null;
      subscription: {
        userId: string;
        /** @enum {string} */
        plan: "free" | "basic" | "premium";
        /** @enum {string} */
        billingCycle: "monthly" | "yearly";
        /** @enum {string} */
        status: "active" | "past_due" | "cancelled";
        /** Format: date-time */
        currentPeriodStart: string;
        /** Format: date-time */
        currentPeriodEnd: string;
        cancelAtPeriodEnd: boolean;
        nextPlan: ("free" | "basic" | "premium") | null;
        nextBillingCycle: ("monthly" | "yearly") | null;
        renewalAttempts: number;
        nextAttemptAt: string | null;
        /** Format: date-time */
        updatedAt: string;
      } | null;
      sessions: {
        id: string;
        /** @description The browser's user agent. */
        device: string | null;
        ipAddress: string | null;
        rememberMe: boolean;
        /** @description Skips the two-factor step on this device. */
        trusted: boolean;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        lastActiveAt: string;
        /** Format: date-time */
        expiresAt: string;
      }[];
      securityEvents: {
        /** @enum {string} */
        type:
          | "sign_in"
          | "new_device_sign_in"
          | "failed_sign_ins"
          | "password_changed"
          | "two_factor_enabled"
          | "two_factor_disabled"
          | "recovery_code_used"
          | "two_factor_locked"
          | "email_changed"
          | "phone_changed"
          | "session_reported";
        /** @enum {string} */
        severity: "info" | "warning" | "high";
        ipAddress: string | null;
        device: string | null;
        details: {
          [key: string]: unknown;
        };
        reviewedAt: string | null;
        /** Format: date-time */
        createdAt: string;
      }[];
      notifications: {
        /** @enum {string} */
        type:
          | "message"
          | "listing_approved"
          | "listing_rejected"
          | "payment_succeeded"
          | "payment_failed"
          | "verification_decided"
          | "security_alert"
          | "report_resolved"
          | "account_warning"
          | "saved_search_match"
          | "price_drop"
          | "saved_car_unavailable";
        title: string;
        body: string;
        link: string | null;
        readAt: string | null;
        /** Format: date-time */
        createdAt: string;
      }[];
      verificationDocuments: {
        id: string;
        /** @enum {string} */
        type: "nationalId" | "driversLicense" | "proofOfAddress" | "businessRegistration";
        /** @enum {string} */
        status: "pending" | "verified" | "rejected";
        contentType: string;
        /** @description Bytes. */
        byteSize: number;
        fileName: string | null;
        /** @description A proof of address's issue date, YYYY-MM-DD. */
        issuedAt: string | null;
        rejectionReason:
          | (
              | "unreadable"
              | "expired"
              | "name_mismatch"
              | "incomplete"
              | "too_old"
              | "wrong_document"
              | "suspected_forgery"
              | "other"
            )
          | null;
        rejectionNote: string | null;
        /** Format: date-time */
        uploadedAt: string;
        reviewedAt: string | null;
      }[];
      recentActivity: {
        /** @enum {string} */
        type:
          | "listing_submitted"
          | "listing_approved"
          | "listing_rejected"
          | "listing_flagged"
          | "listing_saved"
          | "views_milestone"
          | "listing_expired"
          | "boost_ended"
          | "boost_started"
          | "plan_changed"
          | "payment_failed";
        listingId: string | null;
        /** @description In your language. */
        message: string;
        /** Format: date-time */
        createdAt: string;
      }[];
      signInProviders: {
        provider: string;
        /** Format: date-time */
        linkedAt: string;
      }[];
      twoFactor: {
        enabled: boolean;
        enabledAt: string | null;
      };
      newsletter: {
        /** @enum {string} */
        status: "pending" | "confirmed" | "unsubscribed";
        confirmedAt: string | null;
        unsubscribedAt: string | null;
        /** Format: date-time */
        createdAt: string;
      } | null;
    };
    /** @description The signed-in account. */
    AccountUser: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @description International form (`+2348031234567`). */
      phone: string | null;
      /** @enum {string} */
      role: "user" | "moderator" | "admin";
      /** @enum {string} */
      accountType: "buyer" | "seller" | "both";
      /** @enum {string} */
      status: "active" | "suspended";
      /** @enum {string} */
      plan: "free" | "basic" | "premium";
      /** @description A state slug (`lagos`, `fct`). */
      state: string | null;
      city: string | null;
      emailVerified: boolean;
      /** @description Two-factor authentication is on. A moderator or admin holds staff permissions only with it on and the e-mail confirmed. */
      twoFactorEnabled: boolean;
      /** @description Every required verification step is done: the Verified badge. */
      verified: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    /** @description A listing of any status as staff list it. */
    AdminListing: {
      id: string;
      title: string;
      seller: {
        id: string;
        name: string;
        email: string;
        /** @description The seller's account: active or suspended. */
        status: string;
      };
      /** @description Naira. */
      price: number;
      /** @description "Lekki, Lagos". */
      location: string;
      /**
       * Format: date-time
       * @description When it went live, or when it was created if it never did.
       */
      datePosted: string;
      views: number;
      /** @enum {string} */
      status:
        | "draft"
        | "pending"
        | "active"
        | "rejected"
        | "sold"
        | "expired"
        | "flagged"
        | "removed"
        | "suspended";
      /** @enum {string} */
      category: "new" | "tokunbo" | "nigerian-used";
      /** @description The reason given when it was rejected, flagged or removed. */
      reason: string | null;
    };
    /** @description A report of a user, listing, message or review, as staff handle it. */
    AdminReport: {
      id: string;
      /**
       * @description What was reported.
       * @enum {string}
       */
      type: "user" | "listing" | "message" | "review";
      /** @description The reported user's, listing's, message's or review's id. */
      targetId: string;
      /**
       * @description The reason's severity, raised a step at 3 reports on one target.
       * @enum {string}
       */
      severity: "info" | "warning" | "high";
      /**
       * @description The reason's own severity.
       * @enum {string}
       */
      baseSeverity: "info" | "warning" | "high";
      /** @enum {string} */
      status: "pending" | "investigating" | "resolved";
      /** @enum {string} */
      reason: "scam" | "fake_listing" | "abusive" | "wrong_information" | "other";
      /** @description The reason in words. */
      reasonLabel: string;
      /** @description What the reporter wrote (may be empty). */
      details: string;
      /** @description Null when the reporter's account is gone. */
      reportedBy: {
        id: string;
        name: string;
      } | null;
      reportedUser: {
        id: string;
        name: string;
        /** @description The account: active or suspended. */
        status: string;
      } | null;
      /** @description How many reports name this target (this one included). */
      reportsOnTarget: number;
      /** @description The reported thing as staff should see it: a car's title, a message's text. */
      context: {
        label: string;
        text: string | null;
        /** @description A site path (`/car/<id>`) to see the target. */
        link: string | null;
      };
      /** @description The staff member investigating it. */
      assignee: {
        id: string;
        name: string;
      } | null;
      /** @description The action taken when resolved. */
      action:
        | (
            | "none"
            | "flag_listing"
            | "remove_listing"
            | "suspend_user"
            | "delete_review"
            | "warn_user"
          )
        | null;
      /** @description The Take Action choices the caller may take now: what fits the target, the caller's role and the target's state. */
      allowedActions: (
        "none" | "flag_listing" | "remove_listing" | "suspend_user" | "delete_review" | "warn_user"
      )[];
      /** @description The resolving note. */
      resolution: string | null;
      /** Format: date-time */
      date: string;
      resolvedAt: string | null;
    };
    /** @description An account as staff list it. */
    AdminUser: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      /** @description "Ikeja, Lagos"; null when not given. */
      location: string | null;
      /** Format: date-time */
      joinDate: string;
      /**
       * @description `pending`: an active account whose e-mail is not confirmed yet.
       * @enum {string}
       */
      status: "active" | "suspended" | "pending";
      /** @enum {string} */
      role: "user" | "moderator" | "admin";
      /** @enum {string} */
      plan: "free" | "basic" | "premium";
      /** @enum {string} */
      accountType: "buyer" | "seller" | "both";
      /** @description Has the Verified badge. */
      verified: boolean;
    };
    /** @description A dealer's API key for `/api/dealer/*` (docs/decisions/033-dealer-api-keys.md). */
    ApiKey: {
      id: string;
      name: string;
      /** @description The key's first characters (`mmk_` and 8 more), to know it by. */
      prefix: string;
      scopes: ("stock:read" | "stock:write" | "leads:read")[];
      /** Format: date-time */
      createdAt: string;
      /** @description To the minute; null: never used. */
      lastUsedAt: string | null;
      /** @description Null while the key is live. */
      revokedAt: string | null;
    };
    /** @description Who did what to which entity, when. */
    AuditEntry: {
      id: string;
      /** Format: date-time */
      at: string;
      /** @description Null for the system (a job), or an account that is gone. */
      actor: {
        id: string;
        name: string;
        email: string;
      } | null;
      /** @description `user.suspend`, `listing.approve`, `document_rejected`... */
      action: string;
      /** @description user, listing, report, review, verification_document... */
      entityType: string;
      entityId: string;
      /** @description Reasons, notes, and changes as `{field: [before, after]}`. */
      details: {
        [key: string]: unknown;
      };
      /** @description The staff member's address, when done from a request. */
      ip: string | null;
    };
    /** @description A car as lists show it. */
    Car: {
      id: string;
      title: string;
      make: string;
      model: string;
      /** @description Naira. */
      price: number;
      year: number;
      /** @description Kilometres; null when unknown. */
      mileage: number | null;
      fuelType: string | null;
      transmission: string | null;
      /** @enum {string} */
      category: "new" | "tokunbo" | "nigerian-used";
      certified: boolean;
      negotiable: boolean;
      state: string;
      city: string | null;
      /** @description "Lekki, Lagos". */
      location: string;
      features: string[];
      /** @description Boosted: shown first and marked Featured. */
      featured: boolean;
      views: number;
      /** @enum {string} */
      status:
        | "draft"
        | "pending"
        | "active"
        | "rejected"
        | "sold"
        | "expired"
        | "flagged"
        | "removed"
        | "suspended";
      /** @description The fair-price rating of a live car's current price; null while unrated; `check` when the price is far below similar cars, a caution rather than a deal (docs/product.md#fair-price-rating). */
      priceRating: ("great" | "good" | "fair" | "high" | "overpriced" | "check") | null;
      /**
       * @description Only on the owner's own draft submitted without a photo: it goes to review with its first photo.
       * @constant
       */
      awaitingPhotos?: true;
      publishedAt: string | null;
      /** @description The cover photo. */
      photo: components["schemas"]["Photo"] | null;
      seller: components["schemas"]["SellerSummary"];
    };
    /** @description A public car with everything its page shows. */
    CarDetail: {
      id: string;
      title: string;
      make: string;
      model: string;
      /** @description Naira. */
      price: number;
      year: number;
      /** @description Kilometres; null when unknown. */
      mileage: number | null;
      fuelType: string | null;
      transmission: string | null;
      /** @enum {string} */
      category: "new" | "tokunbo" | "nigerian-used";
      certified: boolean;
      negotiable: boolean;
      state: string;
      city: string | null;
      /** @description "Lekki, Lagos". */
      location: string;
      features: string[];
      /** @description Boosted: shown first and marked Featured. */
      featured: boolean;
      views: number;
      /** @enum {string} */
      status:
        | "draft"
        | "pending"
        | "active"
        | "rejected"
        | "sold"
        | "expired"
        | "flagged"
        | "removed"
        | "suspended";
      /** @description The fair-price rating of a live car's current price; null while unrated; `check` when the price is far below similar cars, a caution rather than a deal (docs/product.md#fair-price-rating). */
      priceRating: ("great" | "good" | "fair" | "high" | "overpriced" | "check") | null;
      /**
       * @description Only on the owner's own draft submitted without a photo: it goes to review with its first photo.
       * @constant
       */
      awaitingPhotos?: true;
      publishedAt: string | null;
      trim: string | null;
      bodyType: string | null;
      color: string | null;
      drivetrain: string | null;
      engineCc: number | null;
      seats: number | null;
      conditionGrade: string | null;
      registered: boolean | null;
      /** @description The car's VIN, when the seller gave one; never shown whole. */
      vin: {
        /** @description The VIN with its last 6 characters hidden as asterisks. */
        masked: string;
        /** @description What the VIN, decoded offline, agrees with: the listing's make and model year, or its make alone (where the VIN's market does not encode the year). Null while unchecked or when it could not be decoded. */
        matches: ("make-and-year" | "make") | null;
      } | null;
      description: string;
      photos: {
        id: string;
        /** @description `/uploads/<storageKey>-<width>.webp` (and `.avif` when `avif`) is a variant. */
        storageKey: string;
        /** @description Widths of the variants made, ascending (px). */
        widths: number[];
        /** @description AVIF variants exist beside the WebP ones. */
        avif?: boolean;
        /** @description Width of the largest variant (px). */
        width: number;
        /** @description Height of the largest variant (px). */
        height: number;
        /** @description A tiny blurred preview to show until (or instead of) the photo: a `data:image/webp;base64,` URI of a 16x12 px WebP, about 200 characters. Null while it is not made yet. */
        preview?: string | null;
        /** @description Order: 0 is the cover. */
        position: number;
      }[];
      inspection:
        | {
            /** @constant */
            available: true;
            score: number;
            reportDate: string;
            inspector: string | null;
            issues: {
              /** @enum {string} */
              type: "good" | "warning";
              description: string;
            }[];
          }
        | {
            /** @constant */
            available: false;
          };
      financing:
        | {
            /** @constant */
            available: true;
            provider: string;
            /** @description Naira. */
            downPayment: number;
            /** @description Naira. */
            monthlyPayment: number;
            /** @description Months. */
            duration: number;
          }
        | {
            /** @constant */
            available: false;
          };
      /** Format: date-time */
      createdAt: string;
      seller: {
        id: string;
        name: string;
        verified: boolean;
        /** @description Average review rating, 1-5 with one decimal; null without reviews. */
        rating: number | null;
        totalReviews: number;
        type: ("dealer" | "individual") | null;
        phone: string | null;
        /** @description The seller takes WhatsApp messages at `phone` (never true without a phone): `https://wa.me/<phone without +>`. */
        whatsapp: boolean;
        /** Format: date-time */
        memberSince: string;
        totalListings: number;
        /** @description The median wait for the seller's first answer in words ("Within 3 hours"); null below 3 conversations in 90 days. */
        responseTime: string | null;
      };
    };
    /** @description A conversation as the caller's list shows it. */
    Conversation: {
      /** Format: uuid */
      id: string;
      participant: {
        /** @description Null once their account is deleted. */
        id: string | null;
        name: string;
        avatar: string | null;
        /** @description Active on the site in the last 5 minutes. */
        isOnline: boolean;
        /** @description Null when never seen, or no longer active. */
        lastActiveAt: string | null;
        /** @enum {string} */
        verificationStatus: "verified" | "unverified";
        /** @description E-mail +25, phone +25, identity document +50. */
        trustScore: number;
        /** @description False once the account is suspended or deleted ("Account no longer active"). */
        active: boolean;
      };
      /** @description The car it is about; null for a conversation started from a seller's profile. */
      car: {
        /** Format: uuid */
        id: string;
        title: string;
        /** @description Naira. */
        price: number;
        /** @description The car's page is public (its link opens). */
        available: boolean;
      } | null;
      /** @description Messages from the other side not read yet. */
      unreadCount: number;
      /** @description The newest message as its reader reads it (a Message's `text`), in the language `Accept-Language` prefers. */
      lastMessage: string;
      /**
       * Format: date-time
       * @description When the newest message was sent.
       */
      updatedAt: string;
      /**
       * @description `blocked` when either side blocked the other; `inactive` when the other account is suspended or deleted.
       * @enum {string}
       */
      status: "active" | "blocked" | "inactive";
      /**
       * @description The caller's side.
       * @enum {string}
       */
      role: "buyer" | "seller";
      blockedByMe: boolean;
    };
    /** @description A conversation with what its pane shows besides the messages. */
    ConversationDetail: {
      /** Format: uuid */
      id: string;
      participant: {
        /** @description Null once their account is deleted. */
        id: string | null;
        name: string;
        avatar: string | null;
        /** @description Active on the site in the last 5 minutes. */
        isOnline: boolean;
        /** @description Null when never seen, or no longer active. */
        lastActiveAt: string | null;
        /** @enum {string} */
        verificationStatus: "verified" | "unverified";
        /** @description E-mail +25, phone +25, identity document +50. */
        trustScore: number;
        /** @description False once the account is suspended or deleted ("Account no longer active"). */
        active: boolean;
      };
      /** @description The car it is about; null for a conversation started from a seller's profile. */
      car: {
        /** Format: uuid */
        id: string;
        title: string;
        /** @description Naira. */
        price: number;
        /** @description The car's page is public (its link opens). */
        available: boolean;
      } | null;
      /** @description Messages from the other side not read yet. */
      unreadCount: number;
      /** @description The newest message as its reader reads it (a Message's `text`), in the language `Accept-Language` prefers. */
      lastMessage: string;
      /**
       * Format: date-time
       * @description When the newest message was sent.
       */
      updatedAt: string;
      /**
       * @description `blocked` when either side blocked the other; `inactive` when the other account is suspended or deleted.
       * @enum {string}
       */
      status: "active" | "blocked" | "inactive";
      /**
       * @description The caller's side.
       * @enum {string}
       */
      role: "buyer" | "seller";
      blockedByMe: boolean;
      /** @description The other side blocked the caller. */
      blockedMe: boolean;
      /** @description Both accounts are active and neither blocked the other: the caller may send. */
      canReply: boolean;
      /** @description For the seller: the buyer's phone, when the buyer chose to share it. */
      sharedPhone: string | null;
      /** @description For the seller: the buyer's e-mail, when the buyer chose to share it. */
      sharedEmail: string | null;
    };
    /** @description A photo of a listing, in its order. */
    ListingPhoto: {
      id: string;
      /** @description `/uploads/<storageKey>-<width>.webp` (and `.avif` when `avif`) is a variant. */
      storageKey: string;
      /** @description Widths of the variants made, ascending (px). */
      widths: number[];
      /** @description AVIF variants exist beside the WebP ones. */
      avif?: boolean;
      /** @description Width of the largest variant (px). */
      width: number;
      /** @description Height of the largest variant (px). */
      height: number;
      /** @description A tiny blurred preview to show until (or instead of) the photo: a `data:image/webp;base64,` URI of a 16x12 px WebP, about 200 characters. Null while it is not made yet. */
      preview?: string | null;
      /** @description Place in the listing's order; 0 is the cover. */
      position: number;
    };
    /** @description A message, a structured request, or the seller's answer to one. */
    Message: {
      /** Format: uuid */
      id: string;
      /** @description Its place among all messages: the event stream's id, to resume after. */
      seq: number;
      /** Format: uuid */
      conversationId: string;
      /** @description Null once the sender's account is deleted. */
      senderId: string | null;
      isFromCurrentUser: boolean;
      /** @description What the sender typed, as typed: the text, or the note sent with a request or an answer (empty when none). */
      content: string;
      /** @description The message as a reader reads it, in the language `Accept-Language` prefers: a request's or answer's line (times and days in Lagos time), then the note on the next line; a text message as typed. */
      text: string;
      /** @enum {string} */
      type: "text" | "test_drive" | "inspection" | "financing" | "request_response";
      /** @description A request's or an answer's fields; null for text (and for a request stored before requests were structured whose text could not be read: `text` is then its words as stored). */
      details: components["schemas"]["MessageDetails"] | null;
      /** @description Where a request stands; null for text and answers. */
      requestStatus: ("pending" | "accepted" | "declined" | "rescheduled") | null;
      /**
       * Format: date-time
       * @description When it was sent (the same as createdAt).
       */
      timestamp: string;
      /** Format: date-time */
      createdAt: string;
      /** @description Only on a premium sender's own messages: when the other side read it, null while unread. */
      readAt?: string | null;
      /**
       * @description Only on a message to the reader that asks for money before the car is seen (a deposit to hold it, payment before inspection, gift cards, crypto): show the reader a safety notice. The message is delivered as sent; staff see the conversation in the risk queue.
       * @constant
       */
      caution?: true;
    };
    /** @description A request's or an answer's fields. */
    MessageDetails:
      | {
          /** @constant */
          requestType: "test_drive";
          /**
           * Format: date-time
           * @description The time asked for (chosen in Lagos time).
           */
          at: string;
        }
      | {
          /** @constant */
          requestType: "inspection";
          /**
           * Format: date
           * @description The day asked for, a Lagos calendar date (YYYY-MM-DD).
           */
          date: string;
          /** @description Where, as the buyer wrote it. */
          location: string;
        }
      | {
          /** @constant */
          requestType: "financing";
          /** @description Naira. */
          downPayment: number;
          durationMonths: number;
        }
      | {
          /**
           * Format: uuid
           * @description The request answered (a message of this conversation).
           */
          requestId: string;
          /**
           * @description The kind of request answered.
           * @enum {string}
           */
          requestType: "test_drive" | "inspection" | "financing";
          /** @enum {string} */
          answer: "accepted" | "declined" | "rescheduled";
          /**
           * Format: date-time
           * @description With `rescheduled`: the time the seller suggests (chosen in Lagos time).
           */
          suggestedAt?: string;
        };
    /** @description Your review of a seller. */
    MyReview: {
      id: string;
      sellerId: string;
      rating: number;
      comment: string;
      carPurchased: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Null until it is edited. */
      updatedAt: string | null;
    };
    /** @description A notice for the signed-in user. */
    Notification: {
      id: string;
      /** @enum {string} */
      type:
        | "message"
        | "listing_approved"
        | "listing_rejected"
        | "payment_succeeded"
        | "payment_failed"
        | "verification_decided"
        | "security_alert"
        | "report_resolved"
        | "account_warning"
        | "saved_search_match"
        | "price_drop"
        | "saved_car_unavailable";
      /** @description One line, at most 200 characters, in the user's language. */
      title: string;
      /** @description Detail, at most 1,000 characters; empty when there is none. */
      body: string;
      /** @description A path inside the site (`/car/{id}` for a car alert); null when there is none. */
      link: string | null;
      read: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    /** @description Page-number paging: a page past the last is an empty page, never an error. */
    Pagination: {
      currentPage: number;
      /** @description At least 1, even for an empty list. */
      totalPages: number;
      /** @description Items matching the query, on every page. */
      total: number;
      limit: number;
    };
    /** @description A subscription or boost payment. */
    Payment: {
      /** Format: uuid */
      id: string;
      /** @description Our reference at the provider ("MM-" and 24 hex digits). */
      reference: string;
      /**
       * @description `featured_listing` is a boost of a listing.
       * @enum {string}
       */
      type: "subscription" | "featured_listing";
      /** @description What it bought, in English ("Basic plan (monthly)"). */
      description: string;
      /** @description Naira. */
      amount: number;
      /**
       * @description completed: paid and granted (a refunded card check too); pending: not paid yet (a bank transfer waits here); failed: declined, or not granted because the amount paid differs; abandoned: not paid within 24 hours.
       * @enum {string}
       */
      status: "completed" | "pending" | "failed" | "abandoned";
      /**
       * Format: date-time
       * @description When the payment was started.
       */
      date: string;
      /** @description How it was paid: the provider's channel once known (card, bank, ussd, bank_transfer...), else the method chosen; null when none was chosen. */
      method: string | null;
    };
    /** @description A saved card: the provider's reusable authorization, shown by brand, last four digits and expiry. No card number is stored. */
    PaymentMethod: {
      /** Format: uuid */
      id: string;
      /** @constant */
      type: "card";
      /** @description The card scheme as the provider names it ("visa", "verve"). */
      brand: string;
      /** @description The card number's last four digits. */
      last4: string;
      expiryMonth: number;
      /** @description Four digits. */
      expiryYear: number;
      /** @description The issuing bank, when the provider said. */
      bank: string | null;
      /** @description The card renewals charge. */
      isDefault: boolean;
    };
    /** @description A listing photo, stored as WebP (and AVIF) variants at several widths. */
    Photo: {
      id: string;
      /** @description `/uploads/<storageKey>-<width>.webp` (and `.avif` when `avif`) is a variant. */
      storageKey: string;
      /** @description Widths of the variants made, ascending (px). */
      widths: number[];
      /** @description AVIF variants exist beside the WebP ones. */
      avif?: boolean;
      /** @description Width of the largest variant (px). */
      width: number;
      /** @description Height of the largest variant (px). */
      height: number;
      /** @description A tiny blurred preview to show until (or instead of) the photo: a `data:image/webp;base64,` URI of a 16x12 px WebP, about 200 characters. Null while it is not made yet. */
      preview?: string | null;
    };
    /** @description What you want to be told, and how the site reads to you. */
    Preferences: {
      /** @description Notification e-mails (new messages, inquiries). */
      emailNotifications: boolean;
      /** @description SMS alerts, to a verified phone. */
      smsNotifications: boolean;
      marketingEmails: boolean;
      /** @description Tell me when a buyer first writes about my car. */
      newInquiryAlerts: boolean;
      /** @description The Monday e-mail with last week's figures (sellers). */
      weeklyReports: boolean;
      /**
       * @description English, Hausa, Yoruba or Igbo.
       * @enum {string}
       */
      language: "en" | "ha" | "yo" | "ig";
      /** @enum {string} */
      timezone: "Africa/Lagos" | "UTC";
      /**
       * @description Prices and payments stay in naira; USD or EUR adds an approximate amount beside them while an exchange rate is set.
       * @enum {string}
       */
      currency: "NGN" | "USD" | "EUR";
    };
    /** @description Your own profile, as the Profile screen reads it. */
    Profile: {
      id: string;
      /** @description The account's e-mail (a new one waits in `pendingEmail`). */
      email: string;
      firstName: string;
      lastName: string;
      /** @description International form (`+2348031234567`). */
      phone: string | null;
      /** @enum {string} */
      role: "user" | "moderator" | "admin";
      /** @enum {string} */
      accountType: "buyer" | "seller" | "both";
      /** @enum {string} */
      status: "active" | "suspended";
      /** @enum {string} */
      plan: "free" | "basic" | "premium";
      /** @description A state slug (`lagos`, `fct`). */
      state: string | null;
      city: string | null;
      emailVerified: boolean;
      /** @description Two-factor authentication is on. A moderator or admin holds staff permissions only with it on and the e-mail confirmed. */
      twoFactorEnabled: boolean;
      /** @description Every required verification step is done: the Verified badge. */
      verified: boolean;
      /** Format: date-time */
      createdAt: string;
      address: string | null;
      /** @description YYYY-MM-DD. */
      dateOfBirth: string | null;
      gender: ("male" | "female" | "other") | null;
      bio: string | null;
      /** @description The seller's description of their business. */
      description: string | null;
      website: string | null;
      sellerType: ("dealer" | "individual") | null;
      businessName: string | null;
      services: string[];
      certifications: string[];
      workingHours: {
        weekdays: string;
        saturday: string;
        sunday: string;
      } | null;
      /** @description URL of the profile photo (WebP). */
      avatar: string | null;
      /** @description URL of the seller's cover image (WebP). */
      coverImage: string | null;
      phoneVerified: boolean;
      /** @description Buyers may message the user on WhatsApp at `phone` (their cars' pages show it). */
      whatsapp: boolean;
      /** @description A new e-mail waiting for its confirmation link to be opened. */
      pendingEmail: string | null;
      /** @description The product's name for `avatar`. */
      profileImage: string | null;
      /**
       * @description Full: Verified; Partial: some record (e-mail, phone, identity, address) checked.
       * @enum {string}
       */
      verificationLevel: "Full" | "Partial" | "None";
      /**
       * @description The product's name for `plan`.
       * @enum {string}
       */
      subscription: "free" | "basic" | "premium";
      /** @description E-mail +25, phone +25, identity document +50. */
      trustScore: number;
      /** @description Listings buyers can see now. */
      activeListings: number;
      /** @description The product's other spelling of `activeListings`. */
      activeListing: number;
      /** @description Every listing but removed ones. */
      totalListings: number;
      /** @description Views of every listing but removed ones. */
      totalViews: number;
      /** @description 1-5 with one decimal; null without reviews. */
      averageRating: number | null;
      totalReviews: number;
      /** Format: date-time */
      joinDate: string;
      /** @description Percent of the last 90 days' conversations answered within 24 hours; null below 3. */
      responseRate: number | null;
      soldCars: number;
      /** @description End of the paid plan's current period; null on the free plan. */
      subscriptionExpiry: string | null;
      /** @description Listings submitted this month (Lagos time). */
      uploadsUsed: number;
      /** @description Listings the plan allows a month. */
      uploadsLimit: number;
      /** @description When the plan renews (the next retry while overdue); null when it will not. */
      nextBillingDate: string | null;
    };
    Review: {
      id: string;
      reviewer: string;
      rating: number;
      date: string;
      comment: string;
      carPurchased: string | null;
    };
    /** @description A listing, an account or a conversation a scam signal flagged, with its evidence. */
    RiskFlag: {
      id: string;
      /**
       * @description What raised it.
       * @enum {string}
       */
      signal:
        | "price-far-below"
        | "reused-photo"
        | "shared-phone"
        | "risky-message"
        | "vin-mismatch"
        | "vin-shared";
      /** @enum {string} */
      subjectType: "listing" | "user" | "conversation";
      subjectId: string;
      subject: {
        /** @description The car's title, the account's name, or the conversation's car. */
        label: string;
        /** @description The car's page or the account's admin page. */
        link: string | null;
        /** @description The listing's or account's status now. */
        status: string | null;
        /** @description The account a suspension would reach. */
        account: {
          id: string;
          name: string;
          status: string;
        } | null;
      };
      /** @description What was found, by signal. */
      evidence:
        | {
            /** @constant */
            signal: "price-far-below";
            /** @description Naira. */
            price: number;
            estimate: {
              /** @description Naira. */
              low: number;
              /** @description Naira. */
              mid: number;
              /** @description Naira. */
              high: number;
            };
            comparables: number;
            percentBelow: number;
          }
        | {
            /** @constant */
            signal: "reused-photo";
            /** @description Bits of the 64-bit perceptual hashes that differ. */
            distance: number;
            /** @description The flagged listing's photo. */
            photo: {
              /** @description The photo (WebP, 640 px wide or the largest kept). */
              url: string;
              listingId: string;
              listingTitle: string;
              sellerName: string;
            } | null;
            /** @description The earlier photo on another seller's listing. */
            match: {
              /** @description The photo (WebP, 640 px wide or the largest kept). */
              url: string;
              listingId: string;
              listingTitle: string;
              sellerName: string;
            } | null;
          }
        | {
            /** @constant */
            signal: "shared-phone";
            phone: string;
            accounts: {
              id: string;
              name: string;
              email: string;
              status: string;
            }[];
          }
        | {
            /** @constant */
            signal: "risky-message";
            excerpt: string;
            /** @description The risky phrases found (docs/risky-phrases.md). */
            phrases: string[];
            senderName: string | null;
          }
        | {
            /** @constant */
            signal: "vin-mismatch";
            /** @description The whole VIN (staff only). */
            vin: string;
            stated: {
              make: string;
              year: number;
            };
            /** @description What the VIN decodes as (NHTSA vPIC, offline). */
            decoded: {
              make: string;
              model: string | null;
              year: number | null;
            } | null;
          }
        | {
            /** @constant */
            signal: "vin-shared";
            /** @description The whole VIN (staff only). */
            vin: string;
            /** @description Other sellers' live listings with this VIN when it was checked. */
            listings: {
              id: string;
              title: string;
            }[];
          };
      /** @enum {string} */
      status: "open" | "cleared" | "actioned";
      decision: ("clear" | "hide-listing" | "suspend-account") | null;
      note: string | null;
      /** Format: date-time */
      createdAt: string;
      decidedAt: string | null;
      decidedBy: {
        id: string;
        name: string;
      } | null;
      /** @description What the caller may decide now (empty once decided). */
      allowedDecisions: ("clear" | "hide-listing" | "suspend-account")[];
    };
    /** @description A search the user keeps, with its alerts. */
    SavedSearch: {
      id: string;
      /** @description 1 to 60 characters. */
      name: string;
      /** @description The browse query string without `?` (`make=Toyota&maxPrice=10000000`): filters only, no page, limit or sort. */
      query: string;
      /**
       * @description How often new matches are sent: at once (at most hourly), daily, weekly, never.
       * @enum {string}
       */
      frequency: "instant" | "daily" | "weekly" | "off";
      /** Format: date-time */
      createdAt: string;
      /** @description Cars found since the owner last opened the search from /saved-searches. */
      newMatches: number;
    };
    /** @description A security event of the account. */
    SecurityEvent: {
      id: string;
      /** @enum {string} */
      type:
        | "sign_in"
        | "new_device_sign_in"
        | "failed_sign_ins"
        | "password_changed"
        | "two_factor_enabled"
        | "two_factor_disabled"
        | "recovery_code_used"
        | "two_factor_locked"
        | "email_changed"
        | "phone_changed"
        | "session_reported";
      /** @enum {string} */
      severity: "info" | "warning" | "high";
      title: string;
      description: string;
      ipAddress: string | null;
      /** @description "Chrome on Android"; null when not recorded. */
      device: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The user answered it (This was me, or This wasn't me). */
      reviewed: boolean;
      /** @description The user said it was not them. */
      reported: boolean;
      /** @description This wasn't me applies: it opened a session other than the caller's. */
      canReport: boolean;
    };
    /** @description The account's security: scores, what to do next, and recent alerts. */
    SecurityOverview: {
      /** @description Null for an account without a password (Google sign-in only). */
      lastPasswordChange: string | null;
      twoFactorEnabled: boolean;
      /** @description Live sessions marked trusted. */
      trustedDevices: number;
      /** @description Warnings and high alerts of the last 30 days not answered. */
      suspiciousActivity: number;
      /** @description Sign-in lockouts and two-factor pauses in the last 30 days. */
      accountLockouts: number;
      /** @description 0 (no sign of fraud) to 100, from unanswered alerts and lockouts. */
      fraudScore: number;
      /** @description The points of the checks done: 2FA 30, password under a year old 15, e-mail 15, phone 15, no unanswered alerts 25. */
      securityScore: number;
      emailVerified: boolean;
      phoneVerified: boolean;
      activeSessions: number;
      checks: {
        /** @description twoFactor, password, email, phone or noSuspicious. */
        id: string;
        done: boolean;
        /** @description What it adds to the security score when done. */
        points: number;
        /** @description What it says, in the request's language. */
        text: string;
        /** @description The site's page where it is done (a path). */
        href: string;
      }[];
      /** @description Warnings and high alerts of the last 30 days, newest first. */
      alerts: components["schemas"]["SecurityEvent"][];
    };
    /** @description A seller's public profile and their latest reviews. */
    Seller: {
      id: string;
      name: string;
      businessName: string | null;
      avatar: string | null;
      coverImage: string | null;
      verified: boolean;
      /** @description Staff approved a proof of address ("Address checked"). */
      addressChecked: boolean;
      /** @description Staff approved a CAC certificate ("Registered business"). */
      registeredBusiness: boolean;
      /** @enum {string} */
      type: "dealer" | "individual";
      rating: number | null;
      totalReviews: number;
      activeListings: number;
      soldCars: number;
      /** @description Percent of the last 90 days' conversations answered within 24 hours; null below 3. */
      responseRate: number | null;
      responseTime: string | null;
      /** Format: date-time */
      memberSince: string;
      phone: string | null;
      email: string;
      address: string | null;
      location: string | null;
      website: string | null;
      description: string | null;
      services: string[];
      certifications: string[];
      workingHours: {
        weekdays: string;
        saturday: string;
        sunday: string;
      } | null;
      /** @description The latest 50 reviews, newest first. */
      reviews: components["schemas"]["Review"][];
    };
    SellerSummary: {
      id: string;
      name: string;
      verified: boolean;
      /** @description Average review rating, 1-5 with one decimal; null without reviews. */
      rating: number | null;
      totalReviews: number;
      type: ("dealer" | "individual") | null;
    };
    /** @description A signed-in session. */
    Session: {
      id: string;
      /** @description "Chrome on Android", or "Unknown device". */
      device: string;
      browser: string | null;
      os: string | null;
      /** @enum {string} */
      deviceType: "mobile" | "tablet" | "desktop";
      /** @description Always null: no IP geolocation database is kept. */
      location: null;
      ipAddress: string | null;
      /**
       * Format: date-time
       * @description When the session was opened.
       */
      createdAt: string;
      /** Format: date-time */
      lastActive: string;
      /** Format: date-time */
      expiresAt: string;
      /** @description The session making this request. */
      current: boolean;
      /** @description Its device's sign-ins raise no new-device alert. */
      trusted: boolean;
    };
    /** @description A finished sign-in. */
    SignIn: {
      /** @description A Bearer token tied to a session (revocable like any signed-in session). */
      token: string;
      /**
       * Format: date-time
       * @description When the token stops working, fixed at sign-in: 30 days later with `remember`, else 12 hours.
       */
      expiresAt: string;
      user: components["schemas"]["AccountUser"];
    };
    /** @description A car of a dealer's stock, as their system keeps it in step. */
    StockCar: {
      /** @description The dealer's own id for the car. */
      externalId: string | null;
      /** @description MotorMart's id: the car's page is `/car/{id}`. */
      id: string;
      /** @enum {string} */
      status:
        | "draft"
        | "pending"
        | "active"
        | "rejected"
        | "sold"
        | "expired"
        | "flagged"
        | "removed"
        | "suspended";
      /** @description A new car waits for its first photo before it goes to review. */
      awaitingPhotos: boolean;
      title: string;
      make: string;
      model: string;
      year: number;
      /** @description Naira. */
      price: number;
      /** @description Kilometres. */
      mileage: number | null;
      /** @description Whole: the dealer's own car. */
      vin: string | null;
      /** @enum {string} */
      category: "new" | "tokunbo" | "nigerian-used";
      state: string;
      /**
       * Format: date-time
       * @description The feed's order.
       */
      updatedAt: string;
    };
    /** @description The account's plan, its use this month and its billing. */
    Subscription: {
      /** @enum {string} */
      plan: "free" | "basic" | "premium";
      /** @description Listings submitted this calendar month (Africa/Lagos). */
      uploadsUsed: number;
      /** @description Listings the plan allows a month; 999 stands for unlimited. */
      uploadsLimit: number;
      /** @description The next charge (the next retry while past due); null on the free plan or when the plan ends or steps down to free. */
      nextBillingDate: string | null;
      /**
       * @description `inactive` on the free plan and once a paid plan has ended (a cancelled plan reads `inactive`); `past_due` while renewal retries run.
       * @enum {string}
       */
      subscriptionStatus: "active" | "past_due" | "cancelled" | "inactive";
      billingCycle: ("monthly" | "yearly") | null;
      /** @description The plan ends at `currentPeriodEnd`. */
      cancelAtPeriodEnd: boolean;
      /** @description A downgrade waiting for the period end. */
      nextPlan: ("free" | "basic" | "premium") | null;
      /** @description A change of cycle waiting for the period end. */
      nextBillingCycle: ("monthly" | "yearly") | null;
      /** @description When the paid period ends (the plan runs until then). */
      currentPeriodEnd: string | null;
    };
    /** @description The first step of a sign-in with two-factor authentication on: a code is needed. */
    TwoFactorChallenge: {
      /** @constant */
      twoFactorRequired: true;
      /** @description Goes with the code to `POST /api/auth/login/2fa`; valid 5 minutes, used by the right code. */
      challengeToken: string;
    };
    /** @description The account's verification: steps, documents and what they give. */
    Verification: {
      /** @enum {string} */
      overallStatus: "none" | "pending" | "verified" | "rejected";
      /** @description E-mail 25, phone 25, identity 50. */
      trustScore: number;
      /** @description Required steps verified, of 4, as a whole percentage. */
      completionPercentage: number;
      verificationSteps: {
        email: {
          /** @enum {string} */
          status: "incomplete" | "pending" | "verified" | "rejected";
          /** @description When the step was verified. */
          completedAt: string | null;
          /** @description Needed for the Verified badge. */
          required: boolean;
        };
        phone: {
          /** @enum {string} */
          status: "incomplete" | "pending" | "verified" | "rejected";
          /** @description When the step was verified. */
          completedAt: string | null;
          /** @description Needed for the Verified badge. */
          required: boolean;
        };
        identity: {
          /** @enum {string} */
          status: "incomplete" | "pending" | "verified" | "rejected";
          /** @description When the step was verified. */
          completedAt: string | null;
          /** @description Needed for the Verified badge. */
          required: boolean;
        };
        address: {
          /** @enum {string} */
          status: "incomplete" | "pending" | "verified" | "rejected";
          /** @description When the step was verified. */
          completedAt: string | null;
          /** @description Needed for the Verified badge. */
          required: boolean;
        };
        business: {
          /** @enum {string} */
          status: "incomplete" | "pending" | "verified" | "rejected";
          /** @description When the step was verified. */
          completedAt: string | null;
          /** @description Needed for the Verified badge. */
          required: boolean;
        };
      };
      documents: {
        nationalId: components["schemas"]["VerificationDocument"];
        driversLicense: components["schemas"]["VerificationDocument"];
        proofOfAddress: components["schemas"]["VerificationDocument"];
        businessRegistration: components["schemas"]["VerificationDocument"];
      };
      /** @description Only the badge and the verified-only browse filter are real benefits: the others are always false. */
      benefits: {
        trustBadge: boolean;
        prioritySupport: boolean;
        higherVisibility: boolean;
        reducedFees: boolean;
        advancedFeatures: boolean;
      };
    };
    /** @description A verification document and its review. */
    VerificationDocument: {
      /** @description Null while none of this type was uploaded. */
      id: string | null;
      /** @enum {string} */
      status: "incomplete" | "pending" | "verified" | "rejected";
      uploadedAt: string | null;
      /** @description A proof of address's issue date (YYYY-MM-DD); null for the other types. */
      issuedAt: string | null;
      /** @description The staff's reason (and note) when rejected, else null. */
      rejectionReason: string | null;
      /** @description The site's path that opens the file, for its owner and staff only. */
      url: string | null;
    };
    /** @description An identity, address or business document waiting for a staff decision. */
    VerificationRequest: {
      id: string;
      /** @enum {string} */
      type: "nationalId" | "driversLicense" | "proofOfAddress" | "businessRegistration";
      /** @description The document type in words. */
      typeLabel: string;
      /** @description A proof of address's issue date; null for the others. */
      issuedAt: string | null;
      /** Format: date-time */
      uploadedAt: string;
      /** @description The name the file was uploaded with. */
      fileName: string | null;
      /** @description image/jpeg, image/png or application/pdf. */
      contentType: string;
      /** @description The authorised site path that serves the file to staff. */
      url: string;
      user: {
        id: string;
        name: string;
        email: string;
        phone: string | null;
        businessName: string | null;
      };
    };
    Failure: {
      /** @constant */
      success: false;
      /** @description What went wrong, in the request's language. */
      message: string;
      /** @description Messages by field (`body` for the whole body, `query` for the query). */
      errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /**
               * @description The database answered within 1.5 s.
               * @constant
               */
              database: "ok";
              /**
               * @description `unreachable`: the file storage did not answer within 1.5 s; uploads answer 503.
               * @enum {string}
               */
              storage: "ok" | "unreachable";
            };
          };
        };
      };
      /** @description The database does not answer within 1.5 s: `data {database: "down", storage}` beside the message. Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listCars: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: number;
        /** @description Cars per page, 1 to 50. */
        limit?: number;
        /** @description Words to find in the title, make, model, trim, year, city and state (`q` is an alias). */
        search?: string;
        /** @description The same as `search` (when both are sent, `search` counts). */
        q?: string;
        /** @description One of: new, tokunbo, nigerian-used. */
        category?: "new" | "tokunbo" | "nigerian-used";
        /** @description A make, e.g. `toyota` or `mercedes-benz`. */
        make?: string;
        /** @description A price band: 0-1, 1-3, 3-5, 5-10, 10+ (millions of naira). */
        price?: "0-1" | "1-3" | "3-5" | "5-10" | "10+";
        /** @description Lowest price in naira. */
        minPrice?: number;
        /** @description Highest price in naira. */
        maxPrice?: number;
        /** @description Earliest model year (1990 to next year). */
        minYear?: number;
        /** @description Latest model year (1990 to next year). */
        maxYear?: number;
        /** @description Lowest mileage in km. */
        minMileage?: number;
        /** @description Highest mileage in km (unknown mileage counts as 0). */
        maxMileage?: number;
        /** @description A browse location (lagos, abuja, port-harcourt, kano, ibadan, kaduna, benin, jos, warri, owerri) or a state slug (abia, adamawa, akwa-ibom, anambra, bauchi, bayelsa, benue, borno, cross-river, delta, ebonyi, edo, ekiti, enugu, fct, gombe, imo, jigawa, kaduna, kano, katsina, kebbi, kogi, kwara, lagos, nasarawa, niger, ogun, ondo, osun, oyo, plateau, rivers, sokoto, taraba, yobe, zamfara). */
        location?: string;
        /** @description Comma-joined (or repeated) list of: petrol, diesel, hybrid, electric, cng. Any of them matches. */
        fuelType?: string;
        /** @description Comma-joined (or repeated) list of: automatic, manual, cvt, semi-automatic. Any of them matches. */
        transmission?: string;
        /** @description Comma-joined (or repeated) list of: new, tokunbo, nigerian-used, certified. Any of them matches. */
        condition?: string;
        /** @description Comma-joined list of: bluetooth, backup-camera, sunroof, leather-seats, navigation, heated-seats, keyless-entry, cruise-control, premium-audio, parking-sensors. Every one must be present. */
        features?: string;
        /** @description `true`: verified sellers only. */
        verified?: boolean;
        /** @description Comma-joined fair-price ratings (great, good, fair, high, overpriced): cars rated any of them; unrated cars, and cars rated `check` (far below similar cars), never match, and `sortBy=deal` puts them last. Each car carries its `priceRating` (null while unrated). */
        deal?: string;
        /** @description A browse sort (relevance, price-low, price-high, year-new, year-old, mileage-low, mileage-high, date-new, popularity, deal; `deal`: best fair-price rating first, unrated last) or a field (price, year, mileage, date, popularity) with sortOrder. */
        sortBy?: string;
        /** @description With a field sortBy. */
        sortOrder?: "asc" | "desc";
        /** @description One seller's listings; `me` (signed in) lists your own in every status. */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              cars: components["schemas"]["Car"][];
              pagination: components["schemas"]["Pagination"];
            };
          };
        };
      };
      /** @description A query value is not valid, e.g. a search text over 100 characters (`errors` by field). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description `userId=me` without signing in. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createCar: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          brand: string;
          model: string;
          year: number;
          price: number;
          mileage?: number | null;
          /** @description The car's 17-character VIN (optional; spaces, hyphens and lower case are accepted). Letters I, O and Q are refused; a North American or Chinese VIN's check digit must add up. The public sees it with its last 6 characters hidden. */
          vin?: string | null;
          /** @enum {string} */
          fuelType?: "petrol" | "diesel" | "hybrid" | "electric" | "cng";
          /** @enum {string} */
          transmission?: "automatic" | "manual" | "cvt" | "semi-automatic";
          /** @enum {string} */
          bodyType?: "sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "wagon" | "van" | "bus";
          color?: string;
          /**
           * @description A grade (excellent, good, fair, poor) or a category name (new, tokunbo, foreign, local, nigerian-used). Without `category`, a category name here sets it; otherwise the listing is nigerian-used. `new` also grades the car excellent.
           * @enum {string}
           */
          condition?:
            | "excellent"
            | "good"
            | "fair"
            | "poor"
            | "new"
            | "tokunbo"
            | "foreign"
            | "local"
            | "nigerian-used";
          /** @description new, tokunbo or nigerian-used (aliases: foreign, local, naija-used...). Optional: taken from `condition` when it names a category, else nigerian-used. */
          category?: string;
          location: string;
          city?: string;
          description: string;
          features?: string[] | string;
          negotiable?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              /**
               * @description `draft`: a new listing waits for its first photo.
               * @enum {string}
               */
              status:
                | "draft"
                | "pending"
                | "active"
                | "rejected"
                | "sold"
                | "expired"
                | "flagged"
                | "removed"
                | "suspended";
              /** @description `true`: its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review. */
              awaitingPhotos: boolean;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A buyer account (switch to selling first), or Upload Limit Reached: the plan's monthly quota is used. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listFeaturedCars: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: number;
        /** @description Cars per page, 1 to 50. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              cars: components["schemas"]["Car"][];
              pagination: components["schemas"]["Pagination"];
            };
          };
        };
      };
      /** @description `page` or `limit` is not valid (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  searchCars: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: number;
        /** @description Cars per page, 1 to 50. */
        limit?: number;
        /** @description Words to find in the title, make, model, trim, year, city and state (`q` is an alias). */
        search?: string;
        /** @description The same as `search` (when both are sent, `search` counts). */
        q?: string;
        /** @description One of: new, tokunbo, nigerian-used. */
        category?: "new" | "tokunbo" | "nigerian-used";
        /** @description A make, e.g. `toyota` or `mercedes-benz`. */
        make?: string;
        /** @description A price band: 0-1, 1-3, 3-5, 5-10, 10+ (millions of naira). */
        price?: "0-1" | "1-3" | "3-5" | "5-10" | "10+";
        /** @description Lowest price in naira. */
        minPrice?: number;
        /** @description Highest price in naira. */
        maxPrice?: number;
        /** @description Earliest model year (1990 to next year). */
        minYear?: number;
        /** @description Latest model year (1990 to next year). */
        maxYear?: number;
        /** @description Lowest mileage in km. */
        minMileage?: number;
        /** @description Highest mileage in km (unknown mileage counts as 0). */
        maxMileage?: number;
        /** @description A browse location (lagos, abuja, port-harcourt, kano, ibadan, kaduna, benin, jos, warri, owerri) or a state slug (abia, adamawa, akwa-ibom, anambra, bauchi, bayelsa, benue, borno, cross-river, delta, ebonyi, edo, ekiti, enugu, fct, gombe, imo, jigawa, kaduna, kano, katsina, kebbi, kogi, kwara, lagos, nasarawa, niger, ogun, ondo, osun, oyo, plateau, rivers, sokoto, taraba, yobe, zamfara). */
        location?: string;
        /** @description Comma-joined (or repeated) list of: petrol, diesel, hybrid, electric, cng. Any of them matches. */
        fuelType?: string;
        /** @description Comma-joined (or repeated) list of: automatic, manual, cvt, semi-automatic. Any of them matches. */
        transmission?: string;
        /** @description Comma-joined (or repeated) list of: new, tokunbo, nigerian-used, certified. Any of them matches. */
        condition?: string;
        /** @description Comma-joined list of: bluetooth, backup-camera, sunroof, leather-seats, navigation, heated-seats, keyless-entry, cruise-control, premium-audio, parking-sensors. Every one must be present. */
        features?: string;
        /** @description `true`: verified sellers only. */
        verified?: boolean;
        /** @description Comma-joined fair-price ratings (great, good, fair, high, overpriced): cars rated any of them; unrated cars, and cars rated `check` (far below similar cars), never match, and `sortBy=deal` puts them last. Each car carries its `priceRating` (null while unrated). */
        deal?: string;
        /** @description A browse sort (relevance, price-low, price-high, year-new, year-old, mileage-low, mileage-high, date-new, popularity, deal; `deal`: best fair-price rating first, unrated last) or a field (price, year, mileage, date, popularity) with sortOrder. */
        sortBy?: string;
        /** @description With a field sortBy. */
        sortOrder?: "asc" | "desc";
        /** @description One seller's listings; `me` (signed in) lists your own in every status. */
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              cars: components["schemas"]["Car"][];
              pagination: components["schemas"]["Pagination"];
            };
          };
        };
      };
      /** @description No search text, a search text over 100 characters, or a query value that is not valid (`errors` by field). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["CarDetail"];
          };
        };
      };
      /** @description No public car with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updateCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          brand: string;
          model: string;
          year: number;
          price: number;
          mileage?: number | null;
          /** @description The car's 17-character VIN (optional; spaces, hyphens and lower case are accepted). Letters I, O and Q are refused; a North American or Chinese VIN's check digit must add up. The public sees it with its last 6 characters hidden. */
          vin?: string | null;
          /** @enum {string} */
          fuelType?: "petrol" | "diesel" | "hybrid" | "electric" | "cng";
          /** @enum {string} */
          transmission?: "automatic" | "manual" | "cvt" | "semi-automatic";
          /** @enum {string} */
          bodyType?: "sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "wagon" | "van" | "bus";
          color?: string;
          /**
           * @description A grade (excellent, good, fair, poor) or a category name (new, tokunbo, foreign, local, nigerian-used). Without `category`, a category name here sets it; otherwise the listing is nigerian-used. `new` also grades the car excellent.
           * @enum {string}
           */
          condition?:
            | "excellent"
            | "good"
            | "fair"
            | "poor"
            | "new"
            | "tokunbo"
            | "foreign"
            | "local"
            | "nigerian-used";
          /** @description new, tokunbo or nigerian-used (aliases: foreign, local, naija-used...). Optional: taken from `condition` when it names a category, else nigerian-used. */
          category?: string;
          location: string;
          city?: string;
          description: string;
          features?: string[] | string;
          negotiable?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              /**
               * @description Where the listing stands after the edit: `pending` (or `draft` without a photo) when it went back to review.
               * @enum {string}
               */
              status:
                | "draft"
                | "pending"
                | "active"
                | "rejected"
                | "sold"
                | "expired"
                | "flagged"
                | "removed"
                | "suspended";
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found, or not yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found, or not yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  contactSeller: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @default  */
              message?: string;
              /** @default false */
              sharePhone?: boolean;
              /** @default false */
              shareEmail?: boolean;
              /**
               * @default text
               * @constant
               */
              type?: "text";
            }
          | {
              /** @default  */
              message?: string;
              /** @default false */
              sharePhone?: boolean;
              /** @default false */
              shareEmail?: boolean;
              /** @constant */
              type: "test_drive";
              at: string;
            }
          | {
              /** @default  */
              message?: string;
              /** @default false */
              sharePhone?: boolean;
              /** @default false */
              shareEmail?: boolean;
              /** @constant */
              type: "inspection";
              date: string;
              location: string;
            }
          | {
              /** @default  */
              message?: string;
              /** @default false */
              sharePhone?: boolean;
              /** @default false */
              shareEmail?: boolean;
              /** @constant */
              type: "financing";
              downPayment: number;
              durationMonths: number;
            };
      };
    };
    responses: {
      /** @description The message was added to the caller's conversation about this car. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The conversation (`/api/messages/conversations/{id}`). */
              conversationId: string;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The conversation (`/api/messages/conversations/{id}`). */
              conversationId: string;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the car is the caller's own. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description One of you has blocked the other. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No public car with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many new conversations (20 an hour) or messages (30 a minute). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getPriceRating: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data:
              | {
                  /** @enum {string} */
                  rating: "great" | "good" | "fair" | "high" | "overpriced" | "check";
                  /** @description The rating in words ("Great price"). */
                  label: string;
                  /** @description The estimated market price: a fair range around its middle. */
                  estimate: {
                    /** @description Naira. */
                    low: number;
                    /** @description Naira. */
                    mid: number;
                    /** @description Naira. */
                    high: number;
                  };
                  /** @description Cars the estimate was worked out from. */
                  comparables: number;
                  /** @description A few of the comparables that are still public, to link. */
                  examples: {
                    id: string;
                    title: string;
                    year: number;
                    /** @description Kilometres; null when unknown. */
                    mileage: number | null;
                    /** @description Naira. */
                    price: number;
                  }[];
                  /** @description How far the search for comparables widened ("year ±2, any mileage"). */
                  widening: string;
                  /**
                   * @description Which cars were compared: `model` (the same make and model) or `make-body` (the make's other models of the same body type, when the model has too few).
                   * @enum {string}
                   */
                  basis: "model" | "make-body";
                  /**
                   * @description How sure the estimate is: `firm` (the model within two years), `fair` (the model over wider years or conditions), `rough` (other models of the make). The backtest's error of each is in the README.
                   * @enum {string}
                   */
                  confidence: "firm" | "fair" | "rough";
                  /** @description Set when `rating` is `check`: the price is so far below similar cars that buyers should check before paying anything (docs/decisions/031-bait-proof-price-rating.md). */
                  caution: {
                    /** @constant */
                    reason: "far-below-comparables";
                    message: string;
                    /** @description How far under the estimate the price is, in %. */
                    percentBelow: number;
                  } | null;
                  /** @description The method's name and version (`huber-log-price-median-v2`). */
                  method: string;
                  /** Format: date-time */
                  computedAt: string;
                }
              | {
                  rating: null;
                  /** @enum {string} */
                  reason: "too-few-comparables" | "price-changed" | "not-rated-yet";
                  /** @description The reason in words. */
                  message: string;
                  /** @description Cars found at the last try; null when it was never rated. */
                  comparables: number | null;
                  method: string | null;
                  computedAt: string | null;
                };
          };
        };
      };
      /** @description No public car with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listReviews: {
    parameters: {
      query?: {
        /** @description Only reviews about a car of this make (any case), e.g. `Toyota`. */
        make?: string;
        /** @description Page number, from 1. */
        page?: number;
        /** @description Reviews per page, 1 to 50. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              reviews: {
                id: string;
                rating: number;
                comment: string;
                /**
                 * Format: date-time
                 * @description When it was written.
                 */
                date: string;
                /** @description The buyer's first name only. */
                buyer: string;
                seller: {
                  id: string;
                  name: string;
                };
                /** @description The car the buyer asked the seller about (fixed when the review was written); null when that listing is gone. */
                car: {
                  make: string;
                  model: string;
                  year: number;
                } | null;
                /** @description What the buyer typed as the car they bought. */
                carPurchased: string | null;
              }[];
              pagination: components["schemas"]["Pagination"];
              /** @description The makes of the cars reviews are about, A to Z. */
              makes: string[];
            };
          };
        };
      };
      /** @description A query value is not valid (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listConversations: {
    parameters: {
      query?: {
        /** @description Words to find in the other person's name or the car's title (the first 100 characters count). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Conversation"][];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConversation: {
    parameters: {
      query?: {
        /** @description A message id of the conversation: answers the 50 messages before it. */
        before?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              conversation: components["schemas"]["ConversationDetail"];
              /** @description Oldest first. */
              messages: components["schemas"]["Message"][];
              /** @description Older messages remain: ask again with `before`. */
              hasEarlier: boolean;
            };
          };
        };
      };
      /** @description `before` is not a message id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not a participant, or no such conversation, or `before` is not one of its messages. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  blockConversation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @constant */
              blocked: true;
            };
          };
        };
      };
      /** @description The other participant's account is deleted: there is no one to block. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not a participant, or no such conversation. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  unblockConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @constant */
              blocked: false;
            };
          };
        };
      };
      /** @description The other participant's account is deleted: there is no one to block. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not a participant, or no such conversation. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  sendMessage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** Format: uuid */
              conversationId: string;
              /** @default  */
              content?: string;
              /**
               * @default text
               * @constant
               */
              type?: "text";
            }
          | {
              /** Format: uuid */
              conversationId: string;
              /** @default  */
              content?: string;
              /** @constant */
              type: "test_drive";
              at: string;
            }
          | {
              /** Format: uuid */
              conversationId: string;
              /** @default  */
              content?: string;
              /** @constant */
              type: "inspection";
              date: string;
              location: string;
            }
          | {
              /** Format: uuid */
              conversationId: string;
              /** @default  */
              content?: string;
              /** @constant */
              type: "financing";
              downPayment: number;
              durationMonths: number;
            }
          | {
              /** Format: uuid */
              conversationId: string;
              /** @default  */
              content?: string;
              /** @constant */
              type: "request_response";
              /** Format: uuid */
              requestId: string;
              /** @enum {string} */
              answer: "accepted" | "declined" | "rescheduled";
              suggestedAt?: string;
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Message"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: blank text, text longer than 2000 characters with its summary, or financing asked about a car that offers none. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Blocked either way, the other account is no longer active, or this side cannot send this type (requests come from the buyer, answers from the seller). Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not a participant, or no such conversation, or `requestId` is not a request of it. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The request was already answered. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description More than 30 messages a minute: Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  streamMessages: {
    parameters: {
      query?: {
        /** @description Resume after this message seq (the `Last-Event-ID` header wins when both are sent). */
        after?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description `Last-Event-ID` (or `after`) is not a sequence number. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The caller already has 8 streams open on this server: close one. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  markMessageRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description How many messages changed: 0 when they were read already. */
              marked: number;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such message, or not in a conversation of the caller's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          targetType: "user" | "listing" | "message" | "review";
          /** Format: uuid */
          targetId: string;
          /** @enum {string} */
          reason: "scam" | "fake_listing" | "abusive" | "wrong_information" | "other";
          /** @default  */
          details?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              /** @enum {string} */
              targetType: "user" | "listing" | "message" | "review";
              targetId: string;
              /** @enum {string} */
              reason: "scam" | "fake_listing" | "abusive" | "wrong_information" | "other";
              /**
               * @description From the reason: scam `high`, abusive `warning`, others `info`.
               * @enum {string}
               */
              severity: "info" | "warning" | "high";
              /**
               * @description `pending` for a new report.
               * @enum {string}
               */
              status: "pending" | "investigating" | "resolved";
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the target is the caller's own (account, listing, message or review). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such target, or not one you can see (a message of a conversation you are not in). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description You have already reported this (your report is still pending). Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many reports (10 a day). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SavedSearch"][];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createSavedSearch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          query: string;
          /**
           * @default instant
           * @enum {string}
           */
          frequency?: "instant" | "daily" | "weekly" | "off";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SavedSearch"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The caller already keeps 20 saved searches, or has saved this search already. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No saved search of the caller's has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updateSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name?: string;
          /** @enum {string} */
          frequency?: "instant" | "daily" | "weekly" | "off";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SavedSearch"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No saved search of the caller's has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description Notifications per page, 1 to 100. */
        limit?: number;
        /** @description The previous page's `nextBefore` (`<ISO time>_<id>` of its last notification): the page after it. */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              notifications: components["schemas"]["Notification"][];
              /** @description Unread notifications in all. */
              unreadCount: number;
              /** @description `before` for the next page; null when this page is the last. */
              nextBefore: string | null;
            };
          };
        };
      };
      /** @description A malformed `limit` or `before` (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description Notifications that were unread and now are read. */
              marked: number;
              /** @description Unread notifications left. */
              unreadCount: number;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getAdminDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              users: {
                byStatus: {
                  active: number;
                  suspended: number;
                  pending: number;
                };
                byRole: {
                  user: number;
                  moderator: number;
                  admin: number;
                };
                total: number;
              };
              listings: {
                byStatus: {
                  draft: number;
                  pending: number;
                  active: number;
                  rejected: number;
                  sold: number;
                  expired: number;
                  flagged: number;
                  removed: number;
                  suspended: number;
                };
              };
              /** @description One row per Lagos day over the last 30 days, oldest first, zeros included. */
              newUsersPerDay: {
                /** Format: date */
                day: string;
                count: number;
              }[];
              /** @description One row per Lagos day over the last 30 days, oldest first, zeros included. */
              newListingsPerDay: {
                /** Format: date */
                day: string;
                count: number;
              }[];
              /** @description The listing review queue. */
              queue: {
                /** @description Listings waiting for review. */
                pending: number;
                /** @description Hours the oldest has waited; null when none waits. */
                oldestHours: number | null;
                /** @description The moderation target, in hours (settings). */
                targetHours: number;
                /** @description The oldest has waited longer than the target. */
                overdue: boolean;
              };
              reports: {
                /** @description Pending and investigating reports, by severity. */
                open: {
                  info: number;
                  warning: number;
                  high: number;
                };
              };
              /** @description This month's completed payments. */
              payments: {
                /** @description The Lagos month, in English ("November 2026"). */
                month: string;
                /**
                 * Format: date-time
                 * @description The middle of that month, to name it in another language.
                 */
                monthMid: string;
                /** @description Payments completed this month. */
                completed: number;
                /** @description Their total, in naira. */
                sum: number;
              };
              /** @description Live listings with a boost running. */
              boostsActive: number;
              /**
               * Format: date-time
               * @description When the figures were counted (they are kept up to 30 seconds).
               */
              asOf: string;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listAdminUsers: {
    parameters: {
      query?: {
        /** @description Part of the name, e-mail or phone number. */
        q?: string;
        /** @description `pending`: an active account whose e-mail is not confirmed yet. */
        status?: "active" | "suspended" | "pending";
        role?: "user" | "moderator" | "admin";
        plan?: "free" | "basic" | "premium";
        accountType?: "buyer" | "seller" | "both";
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no users. Ignored with `before`. */
        page?: number;
        /** @description Users per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              users: components["schemas"]["AdminUser"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
            };
          };
        };
      };
      /** @description An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listAdminReports: {
    parameters: {
      query?: {
        /** @description Without it: the open reports (pending and investigating). */
        status?: "pending" | "investigating" | "resolved";
        /** @description The reason's severity (before a repeated target raises it). */
        severity?: "info" | "warning" | "high";
        /** @description What was reported. */
        type?: "user" | "listing" | "message" | "review";
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no reports. Ignored with `before`. */
        page?: number;
        /** @description Reports per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              reports: components["schemas"]["AdminReport"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
            };
          };
        };
      };
      /** @description An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        /** @description An actor's id, or part of their e-mail. */
        actor?: string;
        /** @description An action (`user.suspend`), or a prefix ending in a dot (`user.`). */
        action?: string;
        /** @description The target's kind: user, listing, report, review, verification_document... */
        entityType?: string;
        /** @description The target's id. */
        entityId?: string;
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no entries. Ignored with `before`. */
        page?: number;
        /** @description Entries per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              entries: components["schemas"]["AuditEntry"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
            };
          };
        };
      };
      /** @description A page or limit that is not a whole number in range, a bad cursor, or a parameter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportUsersCsv: {
    parameters: {
      query?: {
        /** @description Part of the name, e-mail or phone number. */
        q?: string;
        /** @description `pending`: an active account whose e-mail is not confirmed yet. */
        status?: "active" | "suspended" | "pending";
        role?: "user" | "moderator" | "admin";
        plan?: "free" | "basic" | "premium";
        accountType?: "buyer" | "seller" | "both";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description An unknown filter value, or a filter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportListingsCsv: {
    parameters: {
      query?: {
        status?:
          | "draft"
          | "pending"
          | "active"
          | "rejected"
          | "sold"
          | "expired"
          | "flagged"
          | "removed"
          | "suspended";
        /** @description Part of the title, the listing's id, or part of the seller's e-mail. */
        q?: string;
        category?: "new" | "tokunbo" | "nigerian-used";
        /** @description A state id (`lagos`). */
        state?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description An unknown filter value, or a filter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportPaymentsCsv: {
    parameters: {
      query?: {
        status?: "pending" | "completed" | "failed" | "abandoned" | "mismatch" | "refunded";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description An unknown filter value, or a filter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportReportsCsv: {
    parameters: {
      query?: {
        /** @description Without it: the open reports (pending and investigating). */
        status?: "pending" | "investigating" | "resolved";
        /** @description The reason's severity (before a repeated target raises it). */
        severity?: "info" | "warning" | "high";
        /** @description What was reported. */
        type?: "user" | "listing" | "message" | "review";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description An unknown filter value, or a filter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportAuditCsv: {
    parameters: {
      query?: {
        /** @description An actor's id, or part of their e-mail. */
        actor?: string;
        /** @description An action (`user.suspend`), or a prefix ending in a dot (`user.`). */
        action?: string;
        /** @description The target's kind: user, listing, report, review, verification_document... */
        entityType?: string;
        /** @description The target's id. */
        entityId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description An unknown filter value, or a filter too long or with control characters (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listAdminListings: {
    parameters: {
      query?: {
        status?:
          | "draft"
          | "pending"
          | "active"
          | "rejected"
          | "sold"
          | "expired"
          | "flagged"
          | "removed"
          | "suspended";
        /** @description Part of the title, the listing's id, or part of the seller's e-mail. */
        q?: string;
        category?: "new" | "tokunbo" | "nigerian-used";
        /** @description A state id (`lagos`). */
        state?: string;
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no listings. Ignored with `before`. */
        page?: number;
        /** @description Listings per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              listings: components["schemas"]["AdminListing"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
            };
          };
        };
      };
      /** @description An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  moderateListing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "active" | "rejected" | "flagged" | "removed";
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              /** @enum {string} */
              status: "active" | "rejected" | "flagged" | "removed";
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: a rejection, flag or removal without a reason. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff, removing as a moderator, or a cookie-signed request from another site. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such listing. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The listing is not in a state that change applies to. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  resolveReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "investigating" | "resolved";
          /** @enum {string} */
          action?:
            | "none"
            | "flag_listing"
            | "remove_listing"
            | "suspend_user"
            | "delete_review"
            | "warn_user";
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["AdminReport"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: an action that does not fit the target, or a missing note. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff, an action only admins may take, or a cookie-signed request from another site. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such report. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not pending (investigate), already resolved, or a listing no longer active (flag). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listRiskFlags: {
    parameters: {
      query?: {
        /** @description Without it: the open flags. */
        status?: "open" | "cleared" | "actioned";
        /** @description What raised the flag. */
        signal?:
          | "price-far-below"
          | "reused-photo"
          | "shared-phone"
          | "risky-message"
          | "vin-mismatch"
          | "vin-shared";
        /** @description What the flag is about. */
        subject?: "listing" | "user" | "conversation";
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no flags. Ignored with `before`. */
        page?: number;
        /** @description Flags per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              flags: components["schemas"]["RiskFlag"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
            };
          };
        };
      };
      /** @description An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  decideRiskFlag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          decision: "clear" | "hide-listing" | "suspend-account";
          /** @description Why: required to hide a listing (the seller reads it) or suspend an account (mailed to its owner). */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["RiskFlag"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: a decision that does not fit the flag now, or a missing note. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff, a decision only admins may take, or a cookie-signed request from another site. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such flag. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Already decided. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updateAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status?: "active" | "suspended";
          reason?: string;
          /** @enum {string} */
          role?: "user" | "moderator" | "admin";
          firstName?: string;
          lastName?: string;
          phone?: string | null;
          state?:
            | (
                | "abia"
                | "adamawa"
                | "akwa-ibom"
                | "anambra"
                | "bauchi"
                | "bayelsa"
                | "benue"
                | "borno"
                | "cross-river"
                | "delta"
                | "ebonyi"
                | "edo"
                | "ekiti"
                | "enugu"
                | "fct"
                | "gombe"
                | "imo"
                | "jigawa"
                | "kaduna"
                | "kano"
                | "katsina"
                | "kebbi"
                | "kogi"
                | "kwara"
                | "lagos"
                | "nasarawa"
                | "niger"
                | "ogun"
                | "ondo"
                | "osun"
                | "oyo"
                | "plateau"
                | "rivers"
                | "sokoto"
                | "taraba"
                | "yobe"
                | "zamfara"
              )
            | null;
          city?: string | null;
          /** @enum {string} */
          accountType?: "buyer" | "seller" | "both";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              /** @description "Ikeja, Lagos"; null when not given. */
              location: string | null;
              /** Format: date-time */
              joinDate: string;
              /**
               * @description `pending`: an active account whose e-mail is not confirmed yet.
               * @enum {string}
               */
              status: "active" | "suspended" | "pending";
              /** @enum {string} */
              role: "user" | "moderator" | "admin";
              /** @enum {string} */
              plan: "free" | "basic" | "premium";
              /** @enum {string} */
              accountType: "buyer" | "seller" | "both";
              /** @description Has the Verified badge. */
              verified: boolean;
              firstName: string;
              lastName: string;
              /** @description A state slug (`lagos`, `fct`). */
              state: string | null;
              city: string | null;
              bio: string | null;
              /** @description dealer or individual; null for a buyer. */
              sellerType: string | null;
              businessName: string | null;
              emailVerified: boolean;
              /** @description Two-factor authentication is on: with `emailVerified`, needed for a staff role. */
              twoFactorEnabled: boolean;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: nothing to change, a suspension without a reason, or one's own account. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not an admin (moderators included), an admin whose own e-mail is not confirmed or whose two-factor authentication is off, or a cookie-signed request from another site. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such user. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Already suspended, not suspended, already that role, or a staff role for an account whose e-mail is not confirmed or whose two-factor authentication is off (`errors.role`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listVerifications: {
    parameters: {
      query?: {
        /** @description Page number, from 1; answered with `pagination`. Past the last page: no documents. Ignored with `before`. */
        page?: number;
        /** @description Documents per page. */
        limit?: number;
        /** @description Instead of `page`: the previous page's `nextBefore` (`<uploadedAt>_<id>`), to read the next page by index (`pagination` is then null). */
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              documents: components["schemas"]["VerificationRequest"][];
              /** @description Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page. */
              nextBefore: string | null;
              /** @description Page-number paging, counted with the same filters; null when the page was read by `before`. */
              pagination: components["schemas"]["Pagination"] | null;
              /** @description Documents waiting, on every page. */
              total: number;
            };
          };
        };
      };
      /** @description A page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  reviewVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "approved" | "rejected";
          /** @enum {string} */
          reason?:
            | "unreadable"
            | "expired"
            | "name_mismatch"
            | "incomplete"
            | "too_old"
            | "wrong_document"
            | "suspected_forgery"
            | "other";
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              id: string;
              /** @enum {string} */
              status: "verified" | "rejected";
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: a rejection without a reason, or `other` without a note. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not staff, the reviewer's own document, or a cookie-signed request from another site. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No document has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The document was already reviewed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @constant */
              purpose: "subscription";
              /** @enum {string} */
              plan: "basic" | "premium";
              /**
               * @default monthly
               * @enum {string}
               */
              billingCycle?: "monthly" | "yearly";
              /** @enum {string} */
              method?: "card" | "bank_transfer" | "ussd";
            }
          | {
              /** @constant */
              purpose: "boost";
              /** Format: uuid */
              listingId: string;
              /** @enum {string} */
              boost: "featured" | "top" | "premium" | "mega";
              /** @enum {string} */
              method?: "card" | "bank_transfer" | "ussd";
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description Our reference at the provider ("MM-" and 24 hex digits). */
              reference: string;
              /**
               * Format: uri
               * @description Where the payer pays: the provider's checkout.
               */
              authorizationUrl: string;
              /** @description Naira, from the catalogue. */
              amount: number;
              /** @constant */
              currency: "NGN";
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or: the boost would take the Lagos calendar month's boost spend past 200000 naira (pending payments count). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Only sellers can boost listings. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The listing is not one of the caller's. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The listing is not live; or the plan is already the caller's, or the change (a downgrade, another billing cycle) waits for the period's end. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The payment provider could not be reached; nothing was charged. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Payments are switched off on this server (no provider is set up). Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  verifyPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reference: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              reference: string;
              /**
               * @description completed: paid and granted (a refunded card check too); pending: not paid yet (a bank transfer waits here); failed: declined, or not granted because the amount paid differs; abandoned: not paid within 24 hours.
               * @enum {string}
               */
              status: "completed" | "pending" | "failed" | "abandoned";
              /**
               * @description What it buys: a plan period, a boost, or the refunded check that saves a card.
               * @enum {string}
               */
              purpose: "subscription" | "boost" | "card_check";
              /** @description Naira. */
              amount: number;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No payment of the caller's has this reference. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The payment is pending and payments are switched off on this server. Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listPayments: {
    parameters: {
      query?: {
        /** @description Only subscription payments, or only boosts (`featured_listing`); all by default. */
        type?: "all" | "subscription" | "featured_listing";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Payment"][];
          };
        };
      };
      /** @description An unknown type. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  receivePaystackWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          event: string;
          data: {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /**
               * @description What the event did: granted (now), already (granted or settled before), failed (the payment is marked failed), mismatch (another amount or currency: nothing granted), open (not final yet), unknown (no payment has this reference), ignored (another event).
               * @enum {string}
               */
              outcome:
                "granted" | "already" | "failed" | "mismatch" | "open" | "unknown" | "ignored";
            };
          };
        };
      };
      /** @description The body is not a JSON event. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The signature is missing or wrong. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is over 64 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["PaymentMethod"][];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deletePaymentMethod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No saved card of the caller's has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updatePaymentMethod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @constant */
          isDefault: true;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No saved card of the caller's has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Subscription"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Subscription"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The caller has no paid plan. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Already cancelled. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  sendPhoneCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The number the code went to, written as at home ("0803 123 4567") when Nigerian, else in international form. */
              sentTo: string;
              /** @description Seconds before another code may be sent. */
              resendAfterSeconds: number;
            };
          };
        };
      };
      /** @description No phone number on the profile. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The phone number is already verified. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. A new code at most every 60 seconds (the message says the seconds left) and 5 an hour. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  verifyPhoneCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @constant */
              phoneVerified: true;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the code is wrong (the message says the tries left), expired, dead after 5 tries, none was sent, or the phone number changed since (`errors.code`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Verification"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSecurityOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SecurityOverview"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Session"][];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  revokeOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description How many other sessions were ended. */
              ended: number;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  revokeSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such session of yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  trustSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          trusted: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              trusted: boolean;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such session of yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["ApiKey"][];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          scopes: ("stock:read" | "stock:write" | "leads:read")[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The key, to put in `Authorization: Bearer`; never shown again. */
              key: string;
              apiKey: components["schemas"]["ApiKey"];
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not a dealer's account (a seller with a business account), or a cross-site request. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The account already has 10 live keys: revoke one first. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["ApiKey"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such key of yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  startTwoFactorSetup: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The TOTP secret in base32, to type into the app. */
              secret: string;
              /** @description The `otpauth://totp/...` URI the app reads from a QR code. */
              otpauthUrl: string;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Two-factor authentication is already on. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  enableTwoFactor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description Single-use codes that stand in for the app's; shown this once. */
              recoveryCodes: string[];
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the code is not correct, or no set-up was started (`errors.code`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Two-factor authentication is already on. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  disableTwoFactor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or a wrong password or code, or two-factor authentication is not on. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. Password checks (10 per 15 minutes) and codes (10 per 15 minutes, the app's paused for 24 hours after 30 wrong in a day) are limited. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  uploadVerificationDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          document?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["VerificationDocument"];
          };
        };
      };
      /** @description No file, an unknown type, not a JPG/PNG/PDF, or a missing or too old issue date (`errors` by field). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description That step is already verified, or another upload of the same type is in progress. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The file is over 5 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The document storage cannot be reached: nothing was stored, try again later. Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getDealerKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              key: {
                name: string;
                prefix: string;
                scopes: ("stock:read" | "stock:write" | "leads:read")[];
              };
              dealer: {
                id: string;
                businessName: string | null;
              };
            };
          };
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listDealerStock: {
    parameters: {
      query?: {
        /** @description Only cars changed after this moment (ISO 8601). */
        updatedSince?: string;
        /** @description The previous page's `nextCursor`. */
        cursor?: string;
        /** @description 1-100, default 50. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              cars: components["schemas"]["StockCar"][];
              nextCursor: string | null;
            };
          };
        };
      };
      /** @description A query value is not valid, or the cursor is not one of ours. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The key lacks the scope this operation needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getDealerStockCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        externalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["StockCar"];
          };
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The key lacks the scope this operation needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No car of yours with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putDealerStockCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        externalId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          brand: string;
          model: string;
          year: number;
          price: number;
          mileage?: number | null;
          /** @description The car's 17-character VIN (optional; spaces, hyphens and lower case are accepted). Letters I, O and Q are refused; a North American or Chinese VIN's check digit must add up. The public sees it with its last 6 characters hidden. */
          vin?: string | null;
          /** @enum {string} */
          fuelType?: "petrol" | "diesel" | "hybrid" | "electric" | "cng";
          /** @enum {string} */
          transmission?: "automatic" | "manual" | "cvt" | "semi-automatic";
          /** @enum {string} */
          bodyType?: "sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "wagon" | "van" | "bus";
          color?: string;
          /**
           * @description A grade (excellent, good, fair, poor) or a category name (new, tokunbo, foreign, local, nigerian-used). Without `category`, a category name here sets it; otherwise the listing is nigerian-used. `new` also grades the car excellent.
           * @enum {string}
           */
          condition?:
            | "excellent"
            | "good"
            | "fair"
            | "poor"
            | "new"
            | "tokunbo"
            | "foreign"
            | "local"
            | "nigerian-used";
          /** @description new, tokunbo or nigerian-used (aliases: foreign, local, naija-used...). Optional: taken from `condition` when it names a category, else nigerian-used. */
          category?: string;
          location: string;
          city?: string;
          description: string;
          features?: string[] | string;
          negotiable?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              car: components["schemas"]["StockCar"];
              changed: boolean;
            };
          };
        };
      };
      /** @description The car was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              car: components["schemas"]["StockCar"];
              changed: boolean;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The key lacks `stock:write`, or the plan's monthly listings are used up. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The id is not 1-64 letters, digits, dots, underscores, colons or hyphens. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteDealerStockCar: {
    parameters: {
      query?: {
        /** @description `sold` (default) or `removed`. */
        as?: string;
      };
      header?: never;
      path: {
        externalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description `as` is neither sold nor removed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The key lacks the scope this operation needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No car of yours with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Only a live car can be sold. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  patchDealerStockCar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        externalId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          price?: number;
          mileage?: number | null;
          /**
           * @description `sold`: the car was sold (a live car only).
           * @constant
           */
          status?: "sold";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["StockCar"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No API key, or not a valid live one. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The key lacks the scope this operation needs. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No car of yours with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Only a live car can be sold. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This key's rate limit is reached: wait `Retry-After` seconds. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          password: string;
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SignIn"] | components["schemas"]["TwoFactorChallenge"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid email or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The account is suspended. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  signInSecondStep: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          challengeToken: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["SignIn"];
          };
        };
      };
      /** @description The code is not correct (the challenge stays usable), or a field is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The challenge is unknown, used or expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The account is suspended. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. Codes are limited to 10 per 15 minutes; after 30 wrong codes in a day the app's codes are paused for 24 hours (the message says until when; recovery codes still work). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          accountType: "buyer" | "seller" | "both";
          firstName: string;
          lastName: string;
          email: string;
          phone: string;
          /** @enum {string} */
          location:
            | "lagos"
            | "abuja"
            | "rivers"
            | "kano"
            | "oyo"
            | "edo"
            | "kaduna"
            | "ogun"
            | "delta"
            | "anambra";
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The address signed up with, in lower case. */
              email: string;
            };
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the password is too common, or is the e-mail address (or its part before the @). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Registration is closed for now. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The new Bearer token. */
              token: string;
              /**
               * Format: date-time
               * @description The session's expiry, unchanged since sign-in.
               */
              expiresAt: string;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the token is unknown, used or expired (`errors.token`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. Or the token is unknown, used or expired (`errors.token`), or the password is too common or is the e-mail address or its part before the @ (`errors.password`; the token stays usable). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  uploadCarPhotos: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          carImages?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The listing's id. */
              id: string;
              /**
               * @description Where the listing stands now.
               * @enum {string}
               */
              status:
                | "draft"
                | "pending"
                | "active"
                | "rejected"
                | "sold"
                | "expired"
                | "flagged"
                | "removed"
                | "suspended";
              /** @description A submitted draft still waiting for its first photo. */
              awaitingPhotos: boolean;
              /** @description These were the first photos of a listing waiting for them: it went to review. */
              submitted: boolean;
              /** @description Photos added. */
              added: number;
              /** @description Every photo of the listing, in order. */
              images: components["schemas"]["ListingPhoto"][];
            };
          };
        };
      };
      /** @description No photo was sent, a file is not a JPEG, PNG, WebP or HEIC photo, too many files were sent at once, the body was cut short, or the photos would pass the plan's photo limit (the message says how many fit). Nothing was added. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found, or not yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A file is over 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `multipart/form-data`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The file storage cannot be written now: nothing was added. Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  reorderCarPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          imageOrder: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The listing's photos in their new order. */
              images: components["schemas"]["ListingPhoto"][];
            };
          };
        };
      };
      /** @description A field is not valid (`errors` by field), the body is not valid JSON, or `imageOrder` does not list exactly the listing's photos. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found, or not yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteCarPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such listing or photo, or not yours. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The last photo of a listing in review or on sale stays. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  uploadAvatar: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          avatar?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description The new profile photo's URL (`/uploads/avatars/...webp`). */
              url: string;
            };
          };
        };
      };
      /** @description No photo was sent, the file is not a JPEG, PNG, WebP or HEIC photo, more than one file was sent, or the body was cut short. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The file is over 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `multipart/form-data`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The file storage cannot be written now: the photo was not saved. Or: The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Profile"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updateMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName?: string;
          lastName?: string;
          email?: string;
          currentPassword?: string;
          phone?: string | null;
          whatsapp?: boolean;
          state?:
            | (
                | "abia"
                | "adamawa"
                | "akwa-ibom"
                | "anambra"
                | "bauchi"
                | "bayelsa"
                | "benue"
                | "borno"
                | "cross-river"
                | "delta"
                | "ebonyi"
                | "edo"
                | "ekiti"
                | "enugu"
                | "fct"
                | "gombe"
                | "imo"
                | "jigawa"
                | "kaduna"
                | "kano"
                | "katsina"
                | "kebbi"
                | "kogi"
                | "kwara"
                | "lagos"
                | "nasarawa"
                | "niger"
                | "ogun"
                | "ondo"
                | "osun"
                | "oyo"
                | "plateau"
                | "rivers"
                | "sokoto"
                | "taraba"
                | "yobe"
                | "zamfara"
              )
            | null;
          city?: string | null;
          address?: string | null;
          dateOfBirth?: string | null;
          gender?: ("male" | "female" | "other") | null;
          bio?: string | null;
          /** @enum {string} */
          accountType?: "buyer" | "seller" | "both";
          /** @enum {string} */
          sellerType?: "dealer" | "individual";
          businessName?: string | null;
          description?: string | null;
          services?: string[];
          certifications?: string[];
          workingHours?: {
            weekdays: string;
            saturday: string;
            sunday: string;
          } | null;
          website?: string | null;
          id?: unknown;
          role?: unknown;
          status?: unknown;
          plan?: unknown;
          subscription?: unknown;
          emailVerified?: unknown;
          twoFactorEnabled?: unknown;
          phoneVerified?: unknown;
          verified?: unknown;
          createdAt?: unknown;
          avatar?: unknown;
          coverImage?: unknown;
          profileImage?: unknown;
          pendingEmail?: unknown;
          verificationLevel?: unknown;
          trustScore?: unknown;
          activeListing?: unknown;
          activeListings?: unknown;
          totalListings?: unknown;
          totalViews?: unknown;
          averageRating?: unknown;
          totalReviews?: unknown;
          joinDate?: unknown;
          responseRate?: unknown;
          soldCars?: unknown;
          subscriptionExpiry?: unknown;
          uploadsUsed?: unknown;
          uploadsLimit?: unknown;
          nextBillingDate?: unknown;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Profile"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The new e-mail belongs to another account. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many e-mail changes or password tries. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  exportMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["AccountExport"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Preferences"];
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updatePreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          emailNotifications?: boolean;
          smsNotifications?: boolean;
          marketingEmails?: boolean;
          newInquiryAlerts?: boolean;
          weeklyReports?: boolean;
          /** @enum {string} */
          language?: "en" | "ha" | "yo" | "ig";
          /** @enum {string} */
          timezone?: "Africa/Lagos" | "UTC";
          /** @enum {string} */
          currency?: "NGN" | "USD" | "EUR";
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Preferences"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
          code?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many attempts in a while: the message says how many minutes to wait. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSeller: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Seller"];
          };
        };
      };
      /** @description No such seller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  listSellerCars: {
    parameters: {
      query?: {
        /** @description Page number, from 1 (default 1). */
        page?: number;
        /** @description Cars per page, 1 to 50 (default 12). */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["Car"][];
            pagination: components["schemas"]["Pagination"];
          };
        };
      };
      /** @description `page` or `limit` is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such seller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  createSellerReview: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          rating: number;
          comment: string;
          carPurchased?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["MyReview"];
          };
        };
      };
      /** @description A field is not valid (`errors` by field), the body is not valid JSON, or the seller is you. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The seller has not answered one of your messages yet. Or: Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description No such seller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description You have already reviewed this seller. Or: A request with this Idempotency-Key is still running, or answered a secret once (a new API key). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description This Idempotency-Key was used for another request. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getMyReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: {
              /** @description A review would be accepted now: the seller answered one of your messages, you have not reviewed them, and they are not you. */
              canReview: boolean;
              review: components["schemas"]["MyReview"] | null;
            };
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  updateMyReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          rating: number;
          comment: string;
          carPurchased?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: components["schemas"]["MyReview"];
          };
        };
      };
      /** @description A field is not valid, or unknown (`errors` by field), or the body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description You have no review of this seller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is larger than 16 KB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The body is not sent as `application/json`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteMyReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /** @description What happened, in the request's language. */
            message: string;
            data: null;
          };
        };
      };
      /** @description Not signed in, or the token is not valid. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description You have no review of this seller. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
}
