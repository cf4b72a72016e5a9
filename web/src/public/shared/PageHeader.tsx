/** The dark title band of the list pages (Portfolio, Blog). */
export function PageHeader({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="page-header">
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        <p className="page-header__lead">{lead}</p>
      </div>
    </header>
  );
}
