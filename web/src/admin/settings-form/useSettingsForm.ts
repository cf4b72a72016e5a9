import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDraftKeeper } from '../drafts/useDraftKeeper';
import { rootField } from '../shared/answers';
import { useFragment as unmask, type FragmentType } from '../gql';
import { useGuardedSave } from '../shared/useGuardedSave';
import { useLoadError } from '../shared/useLoadError';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface Options<TFields, V> {
  /** Names the form's draft in this browser, e.g. 'statistics'. */
  draftName: string;
  /** Reads the settings: one root field, spread from `fragment`. */
  query: TypedDocumentNode<Record<string, unknown>, Record<string, never>>;
  fragment: TypedDocumentNode<TFields, unknown>;
  /** Writes them: `input` is the form's values; answers the settings as stored. */
  mutation: TypedDocumentNode<Record<string, unknown>, { input: V }>;
  /** The form's values from what was read (ids and type names dropped). */
  pick: (fields: TFields) => V;
  /** Shown until the first load answers. */
  initial: V;
  validate: (values: V) => FieldErrors<V>;
  messages: { loadFailed: string; success: string; failure: string };
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A single-row settings screen (statistics, footer; see docs/screens.md): load
 * (fresh from the server each visit), Refresh, edit, validate on submit, the
 * guarded save with its session checks and toasts, and the draft kept in the
 * browser as the form is typed. A save that fails keeps the form as typed.
 */
export function useSettingsForm<TFields, V>({ draftName, query, fragment, mutation, pick, initial, validate, messages }: Options<TFields, V>) {
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [update, { loading: saving }] = useMutation(mutation);
  const [values, setValues] = useState<V>(initial);
  /** The settings as last read: the form's values are unsaved changes where they differ. */
  const [stored, setStored] = useState<V>(initial);
  const [touched, setTouched] = useState(false);
  const drafts = useDraftKeeper({ form: draftName, itemId: null, values, baseline: stored, ready: Boolean(data) });
  const guardedSave = useGuardedSave({ success: messages.success, failure: messages.failure });
  useLoadError(error, messages.loadFailed);

  const read = useCallback(
    (answer: unknown) => {
      const fields = rootField(answer) as FragmentType<typeof fragment> | null | undefined;
      if (!fields) return;
      const loaded = pick(unmask(fragment, fields));
      setValues(loaded);
      setStored(loaded);
    },
    [fragment, pick],
  );

  useEffect(() => read(data), [data, read]);

  const refresh = async () => {
    try {
      read((await refetch()).data);
      setTouched(false);
    } catch {
      // useLoadError reports it.
    }
  };

  const errors = validate(values);
  /** Messages show once a save was tried. */
  const shown: FieldErrors<V> = touched ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    if (await guardedSave(async () => (await update({ variables: { input: values } })).data)) drafts.forget(null);
  };

  const restoreDraft = () => {
    const draft = drafts.restore();
    if (draft) setValues({ ...initial, ...draft.values });
  };

  /** name, value, onChange and the error of a required text input bound to one field. */
  const field = (name: TextKeys<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    required: true,
    error: Boolean(shown[name]),
    helperText: shown[name],
  });

  const draft = { offer: drafts.offer, restore: restoreDraft, discard: drafts.discard };
  return { values, setValues, field, errors: shown, loading, firstLoad: loading && !data, saving, refresh, submit, draft };
}

export type SettingsForm = Pick<ReturnType<typeof useSettingsForm>, 'loading' | 'firstLoad' | 'saving' | 'refresh' | 'draft'>;

/** Messages for the text fields left blank, from their labels. */
export function requiredErrors<V>(values: V, fields: ReadonlyArray<{ name: TextKeys<V>; label: string }>, message: (label: string) => string): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const { name, label } of fields) if (!(values[name] as string).trim()) errors[name] = message(label);
  return errors;
}
