import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved!')}>ok</button>
      <button onClick={() => toast.error('Broken!')}>fail</button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('notices appear in a status region; success lasts 2 s, errors 4 s; each can be dismissed', () => {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByText('ok'));
  fireEvent.click(screen.getByText('fail'));
  const region = screen.getByRole('status');
  expect(region.textContent).toContain('Saved!');
  expect(region.textContent).toContain('Broken!');

  act(() => jest.advanceTimersByTime(2100));
  expect(region.textContent).not.toContain('Saved!');
  expect(region.textContent).toContain('Broken!');

  act(() => jest.advanceTimersByTime(2000));
  expect(region.textContent).not.toContain('Broken!');

  fireEvent.click(screen.getByText('ok'));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(region.textContent).not.toContain('Saved!');
});
