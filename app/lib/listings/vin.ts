/**
 * A listing's VIN (vehicle identification number, ISO 3779), as the listing rules check it
 * before anything decodes it (docs/decisions/032-scam-signals.md, "VIN"):
 *
 * - typed with spaces, hyphens or in lower case, it is stored as 17 upper-case characters;
 * - only the letters and digits a VIN may hold: no I, O or Q (mistaken for 1 and 0);
 * - its 9th character is a check digit where the market makes it one: VINs whose first
 *   character names North America (1-5, the US rule 49 CFR 565) or China (L, GB 16735). Elsewhere
 *   (Japan, Europe, Korea's home market) the 9th character is the maker's own, so it is not
 *   checked there. A tokunbo car bought in the US carries a US VIN and so its check digit.
 *
 * Pure functions, shared by the form (in the browser), the API and the importer. The decoding
 * (make, model year) is a job's: models/selling/vin-check.server.ts.
 */

/** 17 characters of A-Z and 0-9 without I, O and Q. Also the database's CHECK. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** How many of a VIN's last characters the public never sees. */
export const VIN_HIDDEN = 6;

/** A VIN as typed, normalised: upper case, without spaces and hyphens. */
export function normaliseVin(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** The value of each VIN character in the check-digit sum (49 CFR 565.15). */
const VALUES: Record<string, number> = Object.fromEntries([
  ..."0123456789".split("").map((d) => [d, Number(d)]),
  ...[..."ABCDEFGH"].map((c, i) => [c, i + 1]),
  ...[..."JKLMN"].map((c, i) => [c, i + 1]),
  ["P", 7],
  ["R", 9],
  ...[..."STUVWXYZ"].map((c, i) => [c, i + 2]),
]);

/** The weight of each position in the check-digit sum; the 9th (the digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether a VIN's market makes its 9th character a check digit (North America, China). */
export function hasCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/** The check digit a well-formed VIN should carry at position 9: "0"-"9" or "X" (10). */
export function checkDigitOf(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VALUES[vin[i]] ?? 0) * WEIGHTS[i];
  const rest = sum % 11;
  return rest === 10 ? "X" : String(rest);
}

/**
 * Why a normalised VIN is refused, as a message key, or null when it is a valid VIN:
 * `forms.listing.vinFormat` (length or characters), `forms.listing.vinCheckDigit` (a North
 * American or Chinese VIN whose check digit does not add up: usually a typo).
 */
export function vinProblem(
  vin: string,
): "forms.listing.vinFormat" | "forms.listing.vinCheckDigit" | null {
  if (!VIN_PATTERN.test(vin)) return "forms.listing.vinFormat";
  if (hasCheckDigit(vin) && vin[8] !== checkDigitOf(vin)) return "forms.listing.vinCheckDigit";
  return null;
}

/** The VIN as the public sees it: its last VIN_HIDDEN characters as asterisks. */
export function maskVin(vin: string): string {
  return vin.slice(0, vin.length - VIN_HIDDEN) + "*".repeat(VIN_HIDDEN);
}

/**
 * What the VIN check found for a listing (`listings.vin_check`, written by the `check-vin` job):
 * the VIN it checked (a newer VIN makes it stale), when, what the offline decoder read from it
 * (null: no maker or pattern it knows), and whether that agrees with the listing's make and
 * model year. `yearMatches` is null where the year was not compared: the decoder gave none, or
 * the VIN has no check digit (outside North America and China the 10th character need not be
 * the model year).
 */
export type VinCheck = {
  vin: string;
  checkedAt: string;
  decoded: { make: string; model: string | null; year: number | null } | null;
  makeMatches: boolean | null;
  yearMatches: boolean | null;
};

/**
 * What a listing's VIN is shown to agree with: `make-and-year`, `make` (the year could not be
 * compared), or null (unchecked, stale, undecoded or disagreeing: staff review the last).
 */
export function vinAgreement(
  vin: string | null,
  check: VinCheck | null,
): "make-and-year" | "make" | null {
  if (!vin || !check || check.vin !== vin || !check.makeMatches) return null;
  if (check.yearMatches === true) return "make-and-year";
  return check.yearMatches === null ? "make" : null;
}

/** Makes named in more than one way (normalised: lower case, letters and digits only). */
const MAKE_ALIASES: Record<string, string> = {
  mercedes: "mercedesbenz",
  benz: "mercedesbenz",
  vw: "volkswagen",
  chevy: "chevrolet",
  rangerover: "landrover",
};

const makeKey = (make: string) => {
  const key = make.toLowerCase().replace(/[^a-z0-9]/g, "");
  return MAKE_ALIASES[key] ?? key;
};

/**
 * Whether a listing's stated make and a decoded one name the same maker: compared on letters
 * and digits only, with the usual short names ("Mercedes", "VW", "Chevy") and "Range Rover" for
 * Land Rover taken as their makes.
 */
export function sameMake(stated: string, decoded: string): boolean {
  return makeKey(stated) !== "" && makeKey(stated) === makeKey(decoded);
}
