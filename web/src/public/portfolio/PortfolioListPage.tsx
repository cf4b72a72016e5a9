/** Placeholder until this screen is built. */
export function PortfolioListPage() {
  return <h1>Portfolio</h1>;
}
