/**
 * "I agree to the Terms of Service and Privacy Policy" with both as links, from one message
 * (`{terms}` and `{privacy}` placed where each language puts them: docs/decisions/023-languages.md).
 */
import { Link, href } from "react-router";
import type { MessageKey } from "~/i18n/keys";
import { useLocalePath, useT } from "~/i18n/react";

const MARK = "\u0000";

export function Agreement({
  message,
  linkClassName,
}: {
  message: Extract<MessageKey, "auth.login.agree" | "auth.register.agree">;
  linkClassName: string;
}) {
  const t = useT();
  const l = useLocalePath();
  const links: Record<string, React.ReactNode> = {
    terms: (
      <Link key="terms" to={l(href("/:lang?/terms"))} className={linkClassName}>
        {t("auth.terms")}
      </Link>
    ),
    privacy: (
      <Link key="privacy" to={l(href("/:lang?/privacy"))} className={linkClassName}>
        {t("auth.privacy")}
      </Link>
    ),
  };
  const text = t(message, { terms: `${MARK}terms${MARK}`, privacy: `${MARK}privacy${MARK}` });
  return <>{text.split(MARK).map((part, i) => (i % 2 ? (links[part] ?? part) : part || null))}</>;
}
