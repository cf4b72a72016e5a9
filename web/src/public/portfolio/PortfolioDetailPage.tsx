/** Placeholder until this screen is built. */
export function PortfolioDetailPage() {
  return <h1>Project</h1>;
}
