/**
 * Phrases that ask for money before the buyer has seen the car: the "deposit to hold it" scam of
 * this market (docs/risky-phrases.md lists them with examples; docs/decisions/032-scam-signals.md
 * says what they do). A message that matches shows its recipient a safety notice inside the
 * conversation and flags the conversation for staff; it is always delivered.
 *
 * Each phrase is a pattern on the message's normalised text (`normalise`: lower case, accents and
 * tone marks and the Hausa hooked letters taken to plain Latin letters, spaces collapsed), so
 * "Ọ̀wọ́ ìdógò" and "owo idogo" match alike. The patterns name the money and what it is for
 * (holding, reserving, before inspection): a price negotiation ("last price?", "I will pay after
 * inspection") matches none.
 */

/** A risky phrase: its name (shown to staff), language and pattern. */
export type RiskyPhrase = {
  id: string;
  language: "en" | "pcm" | "ha" | "yo" | "ig";
  pattern: RegExp;
};

const before = String.raw`(?:before|first|ahead of|prior to)`;
const see = String.raw`(?:see|seeing|inspect|inspection|inspecting|view|viewing|check|test ?drive|come)`;

export const RISKY_PHRASES: readonly RiskyPhrase[] = [
  // English
  {
    id: "deposit-to-hold",
    language: "en",
    pattern:
      /\b(?:deposit|part payment|down ?payment|commitment)\b.{0,40}\b(?:hold|reserve|secure|keep|book|block)\b/,
  },
  {
    id: "hold-for-deposit",
    language: "en",
    pattern:
      /\b(?:hold|reserve|keep|book)\b.{0,40}\b(?:pay|send|transfer)\b.{0,20}\b(?:deposit|something|part)\b/,
  },
  {
    id: "pay-before-inspection",
    language: "en",
    pattern: new RegExp(
      String.raw`\b(?:pay|send|transfer|make (?:the |a )?payment)\b.{0,40}\b${before}\b.{0,30}\b${see}\b`,
    ),
  },
  {
    id: "pay-first",
    language: "en",
    pattern: /\b(?:pay|payment|send (?:the )?money)\b (?:first|upfront|up front|in advance)\b/,
  },
  {
    id: "reservation-fee",
    language: "en",
    pattern:
      /\b(?:reservation|booking|holding|commitment|clearing|shipping|delivery|documentation)\s+(?:fee|charge|money)\b/,
  },
  {
    id: "gift-card",
    language: "en",
    pattern: /\b(?:gift ?cards?|itunes|steam card|amazon card|google play card|apple card)\b/,
  },
  {
    id: "crypto",
    language: "en",
    pattern: /\b(?:bitcoin|btc|usdt|crypto|binance|ethereum|wallet address)\b/,
  },
  {
    id: "account-to-reserve",
    language: "en",
    pattern:
      /\b(?:account number|acct no|account details|bank details)\b.{0,60}\b(?:reserve|reservation|hold|deposit|book|secure)\b/,
  },
  // Nigerian Pidgin
  {
    id: "pcm-make-i-hold",
    language: "pcm",
    pattern:
      /\b(?:pay|send|drop|transfer)\b.{0,30}\bmake i\b.{0,20}\b(?:hold|keep|reserve|no sell)\b/,
  },
  {
    id: "pcm-before-you-see",
    language: "pcm",
    pattern:
      /\b(?:pay|send|drop|transfer)\b.{0,40}\bbefore you\b.{0,10}\b(?:see|check|come|inspect)\b/,
  },
  // Hausa
  {
    id: "ha-pay-before",
    language: "ha",
    pattern: /\b(?:biya|tura|turo)\b.{0,40}\bkafin\b.{0,30}\b(?:gani|gan ta|duba|zo)\b/,
  },
  {
    id: "ha-deposit",
    language: "ha",
    pattern: /\b(?:kudin ajiya|kudin rike|kudin ajiye)\b/,
  },
  {
    id: "ha-hold-for-you",
    language: "ha",
    pattern: /\b(?:biya|tura)\b.{0,40}\b(?:rike maka|ajiye maka|rike miki|ajiye miki)\b/,
  },
  // Yoruba
  {
    id: "yo-deposit",
    language: "yo",
    pattern: /\bowo idogo\b/,
  },
  {
    id: "yo-pay-before",
    language: "yo",
    pattern:
      /\b(?:san|fi)\b.{0,30}\bowo\b.{0,40}\b(?:ki o to|ki e to|saaju)\b.{0,20}\b(?:ri|wo|ye)\b/,
  },
  {
    id: "yo-hold",
    language: "yo",
    pattern: /\b(?:san|fi)\b.{0,30}\bowo\b.{0,30}\bmu\b.{0,20}\bduro\b/,
  },
  // Igbo
  {
    id: "ig-deposit",
    language: "ig",
    pattern: /\bego (?:nkwunye|ndokwa|njide)\b/,
  },
  {
    id: "ig-pay-before",
    language: "ig",
    pattern: /\b(?:kwuo|kwu|ziga)\b.{0,40}\btupu\b.{0,30}\b(?:hu|lee|bia)\b/,
  },
  {
    id: "ig-hold",
    language: "ig",
    pattern: /\b(?:kwuo|kwu|ziga)\b.{0,40}\b(?:ka m jide|ka m debe|ka m chekwaa)\b/,
  },
];

/** Lower case, without accents, tone marks or the Hausa hooked letters, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ƙ/g, "k")
    .replace(/ɗ/g, "d")
    .replace(/ɓ/g, "b")
    .replace(/ƴ/g, "y")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The ids of the risky phrases `text` contains (none: an ordinary message). */
export function riskyPhrases(text: string): string[] {
  const plain = normalise(text);
  return RISKY_PHRASES.filter((p) => p.pattern.test(plain)).map((p) => p.id);
}
