/**
 * Form pieces shared by the account and listing forms: a labelled field with its errors
 * (linked by aria-describedby), a password field with a show/hide toggle that works as a
 * plain checkbox-free button with JavaScript and degrades to a normal password box without
 * it, the honeypot, and an error summary.
 */
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function Field({
  label,
  id,
  errors,
  hint,
  children,
}: {
  label: string;
  id: string;
  errors?: string[];
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A password input with a Show/Hide button (the button only appears once JavaScript runs). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
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
          aria-label={shown ? "Hide password" : "Show password"}
        >
          {shown ? "Hide" : "Show"}
        </button>
      )}
    </div>
  );
}

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
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

export function FormAlert({
  errors,
  tone = "error",
}: {
  errors?: string[] | null;
  tone?: "error" | "success";
}) {
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
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
