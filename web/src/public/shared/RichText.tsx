/**
 * Rich text from the API. The gateway sanitizes every rich-text field when it is
 * saved (tags, attributes and URL schemes on an allow-list), so the HTML is
 * rendered as is, inside a styled prose container.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Plain text whose line breaks are kept (testimonials, problem/solution/result). */
export function PlainText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`plain-text ${className}`.trim()}>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  );
}
