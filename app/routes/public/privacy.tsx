/** Privacy notice aware of the Nigeria Data Protection Act 2023 (and the NDPR it builds on). */
import { LegalPage, legalMeta, type LegalSection } from "~/components/legal-page";
import type { I18nHandle } from "~/i18n/namespaces";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/privacy";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = legalMeta("privacy");

/** The sections (catalogue keys `legal.privacy.<id>.heading`, `.1`, `.2`...) and their paragraphs. */
const SECTIONS: readonly LegalSection[] = [
  ["controller", 1],
  ["collect", 1],
  ["basis", 1],
  ["sharing", 1],
  ["retention", 1],
  ["rights", 1],
  ["security", 1],
  ["cookies", 1],
];

export default function Privacy() {
  return <LegalPage page="privacy" updated={new Date("2026-11-21")} sections={SECTIONS} />;
}
