/**
 * A photo upload form of /profile (the profile photo, the seller's cover image): a plain
 * multipart form post that works without JavaScript; with it, the chosen file shows as a small
 * preview (a local object URL, nothing is sent) before Upload is pressed.
 */
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/form-parts/button";
import { ErrorList } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import type { ProfileIntent } from "~/lib/forms/intents";
import { useT } from "~/i18n/react";

/** What the photo inputs accept (checked again by content on the server). */
const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

export function PhotoForm({
  intent,
  field,
  label,
  button,
  error,
  previewClassName = "h-20 w-20 rounded-full object-cover",
}: {
  intent: "upload-avatar" | "upload-cover";
  /** The file field's name: `avatar` or `coverImage`. */
  field: string;
  label: string;
  button: string;
  error?: string | null;
  previewClassName?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const id = `${field}-file`;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-2">
      <IntentInput<ProfileIntent> value={intent} />
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={field}
        accept={ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          setPreview(file ? URL.createObjectURL(file) : null);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("profile.photo.hint")}
      </p>
      {preview && (
        <img src={preview} alt={t("profile.photo.preview")} className={previewClassName} />
      )}
      <ErrorList id={`${id}-error`} errors={error ? [error] : null} />
      <Button
        size="sm"
        variant="secondary"
        pending={busy}
        pendingText={t("profile.photo.uploading")}
      >
        {button}
      </Button>
    </Form>
  );
}
