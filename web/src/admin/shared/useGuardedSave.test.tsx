import { CombinedGraphQLErrors } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useGuardedSave } from './useGuardedSave';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp })}.sig`;

let save: jest.Mock;
function SaveButton() {
  const guardedSave = useGuardedSave({ success: 'Saved!', failure: 'Failed to save' });
  return <button onClick={() => void guardedSave(save)}>Save</button>;
}

function renderScreen() {
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/admin/statistics']}>
        <Routes>
          <Route path="/login" element={<h1>Login screen</h1>} />
          <Route path="/admin/statistics" element={<SaveButton />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

beforeEach(() => {
  save = jest.fn(async () => ({ updateStatistics: { id: 'site' } }));
});
afterEach(() => localStorage.clear());

test('an expired token is refused before saving: message, token removed, /login', async () => {
  localStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) - 60));
  renderScreen();
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(await screen.findByText('Please log in again to continue')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
  expect(localStorage.getItem('token')).toBeNull();
  expect(save).not.toHaveBeenCalled();
});

test('a usable token saves and shows the success message', async () => {
  localStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) + 3600));
  renderScreen();
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(save).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Saved!')).toBeTruthy();
});

test('an answer without the saved settings gives the failure message', async () => {
  localStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) + 3600));
  save = jest.fn(async () => undefined);
  renderScreen();
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(await screen.findByText('Failed to save')).toBeTruthy();
  expect(localStorage.getItem('token')).not.toBeNull();
});

test('a refusal of what was typed says why', async () => {
  localStorage.setItem('token', jwt(Math.floor(Date.now() / 1000) + 3600));
  save = jest.fn(async () => {
    throw new CombinedGraphQLErrors({ errors: [{ message: 'headline must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } }] });
  });
  renderScreen();
  await act(async () => screen.getByRole('button', { name: 'Save' }).click());
  expect(await screen.findByText('Failed to save: headline must be at most 200 characters')).toBeTruthy();
});
