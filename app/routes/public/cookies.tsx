/**
 * Cookie policy: the cookies the app really sets (app/request/session.server.ts, app/request/authenticator.server.ts
 * and remix-auth-oauth2's state cookie), all strictly necessary; no advertising or analytics.
 */
import { LegalPage, legalMeta, type LegalSection } from "~/components/legal-page";
import type { I18nHandle } from "~/i18n/namespaces";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/cookies";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = legalMeta("cookies");

/** The sections (catalogue keys `legal.cookies.<id>.heading`, `.1`, `.2`...) and their paragraphs. */
const SECTIONS: readonly LegalSection[] = [
  ["what", 1],
  ["set", 4],
  ["unused", 1],
  ["others", 1],
  ["choices", 1],
];

export default function Cookies() {
  return <LegalPage page="cookies" updated={new Date("2026-11-21")} sections={SECTIONS} />;
}
