import { createStore, useStore } from './store';

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  /** Toasts of one group (a form's messages) do not stack: a new one takes the place of the one shown. */
  group?: string;
};

const LIMIT = 5;
const toasts = createStore<ToastMessage[]>([]);
let nextId = 1;

/**
 * Shows a toast (title + optional description), as the spec's messages are written. With a `group`, it replaces the
 * group's toast still shown (a form's second error does not pile on its first, covering the form on a phone).
 */
export function toast(message: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  group?: string;
}): number {
  const id = nextId++;
  const item: ToastMessage = {
    id,
    open: true,
    title: message.title,
    description: message.description,
    variant: message.variant ?? 'default',
    ...(message.group ? { group: message.group } : {}),
  };
  toasts.set((current) =>
    [...current.filter((shown) => !message.group || shown.group !== message.group), item].slice(-LIMIT),
  );
  return id;
}

export function dismissToast(id: number) {
  toasts.set((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Keep the closed toast for its exit animation, then drop it.
  setTimeout(() => toasts.set((current) => current.filter((item) => item.id !== id)), 300);
}

export function useToasts(): ToastMessage[] {
  return useStore(toasts);
}

/** Test helper: forget every toast. */
export function resetToasts() {
  toasts.set([]);
}
