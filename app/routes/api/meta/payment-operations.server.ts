/**
 * The operations of plans, boosts and payments (docs/decisions/010-payments.md). Part of
 * API_OPERATIONS (api-operations.server.ts).
 */
import { z } from "zod";
import { CreatePaymentSchema, VerifyPaymentSchema } from "~/lib/billing-schema";
import { SetDefaultMethodSchema } from "../payments/method";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

export const PAYMENT_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/payments/create",
    tag: "Payments",
    summary:
      "Starts a payment for a plan (`purpose: subscription`, `plan`, `billingCycle`) or a boost of one of the caller's live listings (`purpose: boost`, `listingId`, `boost`), optionally for one `method` (card, bank_transfer, ussd). 201 `data {reference, authorizationUrl, amount, currency}`: send the payer to `authorizationUrl` (Paystack's checkout); it returns them to /payment/callback. The amount (naira) comes from the catalogue: boosts cost the premium price for premium subscribers, the basic price otherwise.",
    auth: "bearer",
    body: CreatePaymentSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Only sellers can boost listings.",
      404: "The listing is not one of the caller's.",
      409: "The listing is not live.",
      502: "The payment provider could not be reached; nothing was charged.",
      503: "Payments are switched off on this server.",
    },
  },
  {
    method: "post",
    path: "/api/payments/verify",
    tag: "Payments",
    summary:
      "Checks one of the caller's payments with the provider and applies the outcome once: `data {reference, status: completed | pending | failed | abandoned, purpose, amount}`.",
    auth: "bearer",
    body: VerifyPaymentSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "No payment of the caller's has this reference." },
  },
  {
    method: "get",
    path: "/api/payments/history",
    tag: "Payments",
    summary:
      "The caller's payments, newest first: `data` is an array of {id, reference, type (subscription, featured_listing), description, amount (naira), status, date, method}.",
    auth: "bearer",
    query: { type: "all (default), subscription or featured_listing." },
    errors: { ...AUTH_ERRORS, 400: "An unknown type." },
  },
  {
    method: "post",
    path: "/api/payments/webhook",
    tag: "Payments",
    summary:
      "Paystack's webhook. The raw body's HMAC-SHA512 with the secret key must equal the `x-paystack-signature` header. `charge.success` grants what the payment bought, once per reference however often it arrives; an amount or currency other than the one recorded grants nothing. Other events are acknowledged.",
    body: z.looseObject({ event: z.string(), data: z.record(z.string(), z.unknown()) }),
    errors: {
      400: "The body is not a JSON event.",
      401: "The signature is missing or wrong.",
      413: "The body is over 64 KB.",
    },
  },
  {
    method: "get",
    path: "/api/payments/methods",
    tag: "Payments",
    summary:
      "The caller's saved cards (the provider's reusable authorizations), default first: {id, type: card, brand, last4, expiryMonth, expiryYear, bank, isDefault}. No card number is ever stored; bank accounts are not stored.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "patch",
    path: "/api/payments/methods/{id}",
    tag: "Payments",
    summary: "Makes one of the caller's saved cards the default (the one renewals charge).",
    auth: "bearer",
    body: SetDefaultMethodSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "No saved card of the caller's has this id." },
  },
  {
    method: "delete",
    path: "/api/payments/methods/{id}",
    tag: "Payments",
    summary: "Removes one of the caller's saved cards.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "No saved card of the caller's has this id." },
  },
  {
    method: "get",
    path: "/api/user/subscription",
    tag: "Payments",
    summary:
      "The Subscription record: {plan, uploadsUsed, uploadsLimit, nextBillingDate, subscriptionStatus (inactive on free, active, past_due while renewal retries run, cancelled), billingCycle, cancelAtPeriodEnd, nextPlan, nextBillingCycle, currentPeriodEnd}.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "post",
    path: "/api/user/subscription/cancel",
    tag: "Payments",
    summary:
      "Cancels the paid plan at the end of its period (it stays until then; no renewal is charged). Answers the Subscription record.",
    auth: "bearer",
    errors: {
      ...AUTH_ERRORS,
      404: "The caller has no paid plan.",
      409: "Already cancelled.",
    },
  },
];
