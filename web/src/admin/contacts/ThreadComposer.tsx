import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { DraftPrompt } from '../drafts/DraftPrompt';
import { useDraftKeeper } from '../drafts/useDraftKeeper';
import { useGuardedSave } from '../shared/useGuardedSave';

interface Props {
  /** Names the draft among the panel's forms: 'contact-note' or 'contact-reply'. */
  form: string;
  contactId: string;
  label: string;
  button: string;
  helperText?: string;
  messages: { success: string; failure: string };
  /** Stores the text; answers the mutation's data. */
  send: (text: string) => Promise<unknown>;
}

const EMPTY = { text: '' };

/**
 * A note or reply box. What was typed is kept in the browser as a draft while it is
 * unsent, and stays in the box when the server refuses it or cannot be reached:
 * it is emptied only once the server has stored it.
 */
export function ThreadComposer({ form, contactId, label, button, helperText, messages, send }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const draft = useDraftKeeper({ form, itemId: contactId, values, baseline: EMPTY });
  const guardedSave = useGuardedSave(messages);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const stored = await guardedSave(() => send(values.text.trim()));
    setSending(false);
    if (!stored) return;
    draft.forget(contactId);
    setValues(EMPTY);
  }

  function restore() {
    const kept = draft.restore();
    if (kept) setValues(kept.values);
  }

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={1} aria-label={label}>
      <DraftPrompt draft={draft.offer} onRestore={restore} onDiscard={draft.discard} />
      <TextField
        label={label}
        value={values.text}
        onChange={(event) => setValues({ text: event.target.value })}
        multiline
        minRows={3}
        fullWidth
        helperText={helperText}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={sending || !values.text.trim()}>
          {sending ? 'Sending...' : button}
        </Button>
      </Stack>
    </Stack>
  );
}
