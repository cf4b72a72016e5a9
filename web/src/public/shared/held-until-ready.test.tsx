import { act, useRef, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdUntilReady } from './held-until-ready';
import { useHeldUntilReady } from './useHeldUntilReady';

/** A controlled form as the site writes them: its state starts empty, its submit reads the state. */
function Form({ onSend }: { onSend: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ name: '', note: '' });
  const form = useRef<HTMLFormElement>(null);
  const held = useHeldUntilReady(form);
  // Reads its event only when React renders the update, as many handlers do: each field must be rendered before the next is handed over.
  const change = (event: { target: { name: string; value: string } }) => setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form ref={form} {...held} onSubmit={submit}>
      <input name="name" value={values.name} onChange={change} />
      <textarea name="note" value={values.note} onChange={change} />
      <button type="submit">Send</button>
    </form>
  );
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => holdUntilReady());

test('what is typed and sent before hydration reaches the form once it is hydrated, sent once', async () => {
  const sent: Record<string, string>[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Form onSend={(values) => sent.push(values)} />);
  const form = container.querySelector('form')!;
  // The visitor types into the server's markup and presses Send, twice, before any script has run.
  (form.elements.namedItem('name') as HTMLInputElement).value = 'Ada';
  (form.elements.namedItem('note') as HTMLTextAreaElement).value = 'Hello early';
  const button = form.querySelector('button')!;
  button.click();
  button.click();
  expect(form.hasAttribute('data-waiting')).toBe(true);

  await act(async () => {
    hydrateRoot(container, <Form onSend={(values) => sent.push(values)} />);
  });
  await act(async () => {
    for (let i = 0; i < 10; i++) await pause();
  });

  expect(sent).toEqual([{ name: 'Ada', note: 'Hello early' }]);
  expect(form.hasAttribute('data-waiting')).toBe(false);
  // From now on the form is React's: a second send goes straight to its handler.
  await act(async () => button.click());
  expect(sent).toHaveLength(2);
  container.remove();
});

test('a button pressed before hydration is pressed again once, when its component is ready', async () => {
  function Toggle() {
    const [open, setOpen] = useState(false);
    const ref = useRef<HTMLButtonElement>(null);
    const held = useHeldUntilReady(ref);
    return (
      <button ref={ref} type="button" {...held} aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        Menu
      </button>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Toggle />);
  const button = container.querySelector('button')!;
  button.click();
  button.click();
  await act(async () => {
    hydrateRoot(container, <Toggle />);
  });
  await act(async () => {
    for (let i = 0; i < 5; i++) await pause();
  });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  container.remove();
});
