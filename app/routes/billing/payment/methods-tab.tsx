/**
 * /payment's Payment Methods tab (docs/product.md#payment-and-billing, #data Saved payment method;
 * docs/decisions/010-payments.md): the user's saved cards, which are the reusable authorizations
 * the provider returned (brand, last four digits, expiry MM/YY, bank, Default badge) with Set
 * Default (not on the default) and Remove; "Add card", a small check charge on the provider's page
 * that is refunded at once. There is no Edit (card details are the bank's and the provider's) and
 * no bank accounts (MotorMart makes no payouts); the tab says both.
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { useFormat, useT } from "~/i18n/react";
import { capitalise } from "~/lib/format/format";
import { CARD_CHECK_AMOUNT } from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import type { SavedCard } from "~/models/billing/cards.server";
import type { PaymentIntent } from "~/lib/forms/intents";

const two = (n: number) => String(n % 100).padStart(2, "0");

export function MethodsTab({
  methods,
  paymentsOn,
}: {
  methods: SavedCard[];
  /** False: no provider, so no card can be checked and Add card is not offered. */
  paymentsOn: boolean;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-card";
  const t = useT();
  const f = useFormat();
  return (
    <div className="space-y-6">
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="text-xl font-bold">
          {t("billing.mt.saved")}
        </h2>
        {methods.length === 0 ? (
          <p className="mt-3 rounded-xl bg-white p-6 text-center text-slate-700">
            {t("billing.mt.none")}
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {methods.map((m) => {
              const name = t("billing.mt.cardName", {
                brand: capitalise(m.brand),
                last4: m.last4,
              });
              return (
                <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold">{capitalise(m.brand)}</p>
                      <p className="font-mono text-lg tracking-wider">
                        <span aria-hidden="true">•••• </span>
                        <span className="sr-only">{t("billing.mt.ending")} </span>
                        {m.last4}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t("billing.mt.expires", {
                          date: `${two(m.expiryMonth)}/${two(m.expiryYear)}`,
                        })}
                        {m.bank ? ` · ${m.bank}` : ""}
                      </p>
                    </div>
                    {m.isDefault && (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        {t("billing.mt.default")}
                      </span>
                    )}
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {!m.isDefault && (
                      <Form method="post">
                        <IntentInput<PaymentIntent> value="set-default-card" />
                        <input type="hidden" name="id" value={m.id} />
                        <Button variant="secondary" size="sm">
                          {t("billing.mt.setDefault")}
                          <span className="sr-only">: {name}</span>
                        </Button>
                      </Form>
                    )}
                    <Form method="post">
                      <IntentInput<PaymentIntent> value="remove-card" />
                      <input type="hidden" name="id" value={m.id} />
                      <Button variant="danger" size="sm">
                        {t("billing.mt.remove")}
                        <span className="sr-only">: {name}</span>
                      </Button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-3 text-sm text-slate-600">{t("billing.mt.noEdit")}</p>
      </section>
      {paymentsOn && (
        <section
          aria-labelledby="add-card-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="add-card-heading" className="text-lg font-semibold">
            {t("billing.mt.add")}
          </h2>
          <p className="mt-1 text-slate-700">
            {t("billing.mt.addText", { amount: f.naira(CARD_CHECK_AMOUNT) })}
          </p>
          <Form method="post" className="mt-4">
            <IntentInput<PaymentIntent> value="add-card" />
            <Button pending={adding} pendingText={t("billing.processing")}>
              {t("billing.mt.add")}
            </Button>
          </Form>
        </section>
      )}
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {t("billing.mt.noBank", { site: SITE.name })}
      </p>
    </div>
  );
}
