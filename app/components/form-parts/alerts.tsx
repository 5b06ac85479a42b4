/** A form's message box and the honeypot (see field.tsx for the family). */
import { useMessageText } from "~/i18n/react";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

export function Honeypot() {
  const text = useMessageText();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{text("common.form.honeypot")}</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * A form's messages above it (refusals, a flash message); one that is a message key is shown in
 * the page's language, any other text as it is (docs/decisions/023-languages.md).
 */
export function FormAlert({
  errors,
  tone = "error",
}: {
  errors?: string[] | null;
  tone?: "error" | "success";
}) {
  const text = useMessageText();
  if (!errors?.length) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-900"
      }`}
    >
      {errors.map((e) => (
        <p key={e}>{text(e)}</p>
      ))}
    </div>
  );
}
