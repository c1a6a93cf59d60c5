/** The owner's description as they wrote it: blank lines start a new paragraph, single line breaks are kept. */
export function ListingDescription({ description }: { description: string }) {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="max-w-3xl space-y-4 text-base leading-7 text-stone-700 dark:text-stone-300">
      {paragraphs.map((paragraph, index) => (
        // The text is fixed for the page's life, so its position is a stable key.
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
