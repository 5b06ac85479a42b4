/**
 * The risky phrases (docs/risky-phrases.md): what asks for money before the buyer has seen the
 * car, in English, Pidgin, Hausa, Yoruba and Igbo, fires; a negotiation or an inspection plan
 * does not.
 */
import { describe, expect, it } from "vitest";
import { normalise, riskyPhrases } from "./risky-phrases";

describe("riskyPhrases", () => {
  it.each([
    ["Pay a deposit of 200k to hold the car for you till Saturday", "deposit-to-hold"],
    ["Many people want it. Send 10% part payment and I will reserve it", "deposit-to-hold"],
    ["You have to pay before inspection, the car is in Cotonou", "pay-before-inspection"],
    ["Transfer the money first before you come and see it", "pay-before-inspection"],
    ["Payment upfront please, then I bring the car", "pay-first"],
    ["There is a reservation fee of N50,000", "reservation-fee"],
    ["Clearing fee must be paid to the agent", "reservation-fee"],
    ["You can pay with iTunes gift card", "gift-card"],
    ["I accept USDT or bitcoin", "crypto"],
    ["Here is my account number, pay now to reserve it", "account-to-reserve"],
    ["Abeg send small money make I hold am for you", "pcm-make-i-hold"],
    ["Pay am before you come see the motor", "pcm-before-you-see"],
    ["Ka biya kuɗin kafin ka zo ka gani", "ha-pay-before"],
    ["Ka tura kuɗin ajiya yau", "ha-deposit"],
    ["Ẹ san ọ̀wọ́ ìdógò kí n lè tà á fún yín", "yo-deposit"],
    ["Ẹ fi owó ránṣẹ́ kí ẹ tó wá rí i", "yo-pay-before"],
    ["Zite ego nkwụnye taa", "ig-deposit"],
    ["Kwụọ ụgwọ ya tupu ị bịa hụ ya", "ig-pay-before"],
    ["I can hold it if you send something", "hold-for-deposit"],
    ["Ka tura 50k in riƙe maka", "ha-hold-for-you"],
    ["Ẹ san owó kí n mú u dúró", "yo-hold"],
    ["Ziga ego ka m jide ya", "ig-hold"],
  ])("fires on %j", (text, id) => {
    expect(riskyPhrases(text)).toContain(id);
  });

  it.each([
    "Last price?",
    "How much last? I fit pay 3.2m cash",
    "Can I come and inspect it on Saturday with my mechanic?",
    "I will pay after inspection, once the papers check out",
    "Is the car still available? Where is it located?",
    "Please send me more photos of the engine",
    "The customs papers are complete and duty paid",
    "Nawa ne farashin karshe?",
    "Ṣé ẹ lè dín owó rẹ̀ kù?",
    "Ego ole ka ọ bụ?",
  ])("stays quiet on %j", (text) => {
    expect(riskyPhrases(text)).toEqual([]);
  });

  it("reads accents, tone marks and hooked letters as plain letters", () => {
    expect(normalise("Ọ̀wọ́  ìdógò ƙaɗan")).toBe("owo idogo kadan");
  });
});
