/** A plain text page (terms, privacy) with headed sections. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: [string, string[]][];
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">Last updated {updated}</p>
      {sections.map(([heading, paragraphs]) => (
        <section key={heading} className="mt-8">
          <h2 className="text-xl font-semibold">{heading}</h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
