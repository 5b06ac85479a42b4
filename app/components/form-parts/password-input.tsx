/** A password input with Show/Hide (see field.tsx for the family). */
import { useEffect, useState, type InputHTMLAttributes } from "react";
import { useMessageText } from "~/i18n/react";
import { inputClass } from "./field";

/** A password input with a Show/Hide button (the button only appears once JavaScript runs). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const text = useMessageText();
  const [shown, setShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="relative">
      <input {...props} type={shown ? "text" : "password"} className={`${inputClass} pr-16`} />
      {hydrated && (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="text-brand-700 absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold hover:bg-slate-100"
          aria-controls={props.id}
          aria-label={text(shown ? "common.form.hidePassword" : "common.form.showPassword")}
        >
          {text(shown ? "common.form.hide" : "common.form.show")}
        </button>
      )}
    </div>
  );
}
