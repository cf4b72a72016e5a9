import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireToken } from './RequireToken';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<h1>Login screen</h1>} />
        <Route path="/admin/*" element={<RequireToken><h1>Secret screen</h1></RequireToken>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

test('without a stored token /admin redirects to /login', () => {
  renderAt('/admin/contacts');
  expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
  expect(screen.queryByText('Secret screen')).toBeNull();
});

test('with a stored token (validity not checked) the screen shows', () => {
  localStorage.setItem('token', 'anything');
  renderAt('/admin');
  expect(screen.getByRole('heading', { name: 'Secret screen' })).toBeTruthy();
});
