import './spinner.css';

/** A small spinning ring; `label` is read by screen readers (omit it when text next to it says the same). */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
