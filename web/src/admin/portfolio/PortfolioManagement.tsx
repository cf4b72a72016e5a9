/** Placeholder until this screen is built. */
export function PortfolioManagement() {
  return <h1>Portfolio Management</h1>;
}
