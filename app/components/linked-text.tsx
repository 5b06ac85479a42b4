/**
 * A translated sentence with one link inside, where each language puts it: the message has a
 * `{link}` placeholder given `LinkedText.MARK`, and the link's own words are a message of their
 * own (docs/decisions/023-languages.md; auth's Agreement does the same with two links).
 */
const MARK = "\u0000";

export function LinkedText({ text, link }: { text: string; link: React.ReactNode }) {
  const [before, ...rest] = text.split(MARK);
  if (!rest.length) return <>{text}</>;
  return (
    <>
      {before}
      {link}
      {rest.join("")}
    </>
  );
}

LinkedText.MARK = MARK;
