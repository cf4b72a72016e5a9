/** Placeholder until this screen is built. */
export function BlogManagement() {
  return <h1>Blog Management</h1>;
}
