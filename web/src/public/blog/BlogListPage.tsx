/** Placeholder until this screen is built. */
export function BlogListPage() {
  return <h1>Blog</h1>;
}
