/** Placeholder: the admin-panel work replaces this with /login and every /admin route. */
export default function AdminApp() {
  return <h1>Admin Panel</h1>;
}
