import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { errorText } from '@/lib/error-text';

/** What the database refused in an operator dialog, written in the form above its buttons (FormActions). */
export type DialogRefusal = {
  text: string | null;
  clear: () => void;
};

export const DialogRefusalContext = createContext<DialogRefusal | null>(null);

/** The refusal of the ActionDialog around this form, if it has one. */
export const useDialogRefusal = () => useContext(DialogRefusalContext);

/**
 * The refusal of an operator dialog's action: give it to ActionDialog (`refusal`), and `failed(title)` to
 * `mutate(..., { onError })` instead of failureToast. The dialog is tall on a phone and its buttons sit where the
 * toasts show, so the refusal ('Vagas não alteradas: Escolha um dia a partir de hoje.') is written in the form.
 */
export function useRefusal() {
  const [text, setText] = useState<string | null>(null);
  const clear = useCallback(() => setText(null), []);
  const failed = useCallback(
    (title: string) => (error: unknown) => setText(`${title}: ${errorText(error)}`),
    [],
  );
  return useMemo(() => ({ text, clear, failed }), [text, clear, failed]);
}
