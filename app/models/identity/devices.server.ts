/**
 * The device behind a session or an event, read from its User-Agent header by ua-parser-js
 * (a maintained parser): browser, operating system and kind (mobile, tablet, desktop).
 */
import UAParser from "ua-parser-js";

export type DeviceInfo = {
  /** "Chrome on Android", "Safari on iOS", or "Unknown device". */
  label: string;
  browser: string | null;
  os: string | null;
  type: "mobile" | "tablet" | "desktop";
};

/** Reads the browser, system and kind of device from a User-Agent header. */
export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const r = new UAParser(userAgent ?? "").getResult();
  const browser = r.browser.name ?? null;
  const os = r.os.name ?? null;
  const type = r.device.type === "mobile" || r.device.type === "tablet" ? r.device.type : "desktop";
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "Unknown device");
  return { label, browser, os, type };
}

/** Browser, system and kind: two sign-ins with the same key are the same device to us. */
export const deviceKey = (d: DeviceInfo) => `${d.browser ?? "?"}|${d.os ?? "?"}|${d.type}`;
