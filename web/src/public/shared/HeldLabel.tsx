import './spinner.css';

/**
 * A held form's submit button text (held-until-ready.ts): what it says, and the form's
 * own sending text, which spinner.css shows instead while a submit made before the
 * page's code loaded waits, so the visitor sees at once that it is being sent (hidden
 * otherwise, to styles and screen readers alike).
 */
export function HeldLabel({ text, sending }: { text: string; sending: string }) {
  return (
    <>
      <span className="held-label">{text}</span>
      <span className="held-label held-label--sending" hidden>
        {sending}
      </span>
    </>
  );
}
