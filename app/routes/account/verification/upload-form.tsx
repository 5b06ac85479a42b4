/**
 * One document's upload form. Without JavaScript it is a plain multipart form post to the
 * page's action. With it, the same form is sent by XMLHttpRequest to
 * `POST /api/user/verification/documents` so the upload shows its progress
 * (docs/decisions/011-trust-and-verification.md); the page reloads when it is stored, or shows the
 * server's message.
 */
import { href } from "react-router";
import { useState, type FormEvent } from "react";
import { ErrorList, inputClass, Label } from "~/components/form-parts/field";
import { Button } from "~/components/form-parts/button";
import type { DocumentType } from "~/lib/vocabulary/domain-trust";
import { useLanguage, useLocalePath, useMessageText, useT } from "~/i18n/react";
import { DOCUMENT_NAMES } from "./types";

const ACCEPT = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

export function UploadForm({
  type,
  errors,
  issuedAt,
}: {
  type: DocumentType;
  /** Field errors from the no-JS post: `document`, `issuedAt`. */
  errors?: Record<string, string[]>;
  issuedAt?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const l = useLocalePath();
  const text = useMessageText();
  const language = useLanguage();
  const name = t(DOCUMENT_NAMES[type]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/user/verification/documents");
    // The API answers its message in the page's language (docs/decisions/023-languages.md).
    xhr.setRequestHeader("Accept-Language", language);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        window.location.assign(l(`${href("/:lang?/verification")}?tab=documents`));
        return;
      }
      setProgress(null);
      setError(
        xhr.response?.message ? text(xhr.response.message) : t("account.verify.upload.failed"),
      );
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t("account.verify.upload.offline"));
    };
    setError(null);
    setProgress(0);
    xhr.send(body);
  }

  const fileId = `document-${type}`;
  const dateId = `issued-${type}`;
  const fileErrors = [...(errors?.document ?? []), ...(error ? [error] : [])];
  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-3 space-y-3"
    >
      <input type="hidden" name="type" value={type} />
      <div>
        <Label htmlFor={fileId}>{t("account.verify.upload.file", { name })}</Label>
        <input
          id={fileId}
          name="document"
          type="file"
          accept={ACCEPT}
          required
          aria-invalid={fileErrors.length ? true : undefined}
          aria-describedby={fileErrors.length ? `${fileId}-error` : undefined}
          className="mt-1 block w-full text-sm"
        />
        <ErrorList id={`${fileId}-error`} errors={fileErrors} />
      </div>
      {type === "proofOfAddress" && (
        <div>
          <Label htmlFor={dateId}>{t("account.verify.upload.date")}</Label>
          <input
            id={dateId}
            name="issuedAt"
            type="date"
            required
            defaultValue={issuedAt}
            aria-invalid={errors?.issuedAt?.length ? true : undefined}
            aria-describedby={errors?.issuedAt?.length ? `${dateId}-error` : undefined}
            className={`${inputClass} max-w-xs`}
          />
          <ErrorList id={`${dateId}-error`} errors={errors?.issuedAt} />
        </div>
      )}
      {progress !== null && (
        <div>
          <div
            role="progressbar"
            aria-label={t("account.verify.upload.uploadingName", { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 rounded-full bg-slate-200"
          >
            <div className="bg-brand-600 h-2 rounded-full" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {t("account.verify.upload.progress", { progress })}
          </p>
        </div>
      )}
      <Button
        size="sm"
        pending={progress !== null}
        pendingText={t("account.verify.upload.uploading")}
      >
        {t("account.verify.upload.submit")}
      </Button>
    </form>
  );
}
