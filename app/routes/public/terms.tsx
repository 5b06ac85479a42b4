/** Terms of Service for a Nigerian car marketplace. */
import { LegalPage, legalMeta, type LegalSection } from "~/components/legal-page";
import type { I18nHandle } from "~/i18n/namespaces";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/terms";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = legalMeta("terms");

/** The sections (catalogue keys `legal.terms.<id>.heading`, `.1`, `.2`...) and their paragraphs. */
const SECTIONS: readonly LegalSection[] = [
  ["who", 1],
  ["account", 1],
  ["listing", 2],
  ["payments", 1],
  ["buying", 1],
  ["conduct", 1],
  ["liability", 1],
  ["law", 1],
];

export default function Terms() {
  return <LegalPage page="terms" updated={new Date("2026-11-21")} sections={SECTIONS} />;
}
