import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = () => void;

const LIMIT = 5;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast (title + optional description), as the spec's messages are written. */
export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const item: ToastMessage = {
    id,
    open: true,
    title: message.title,
    description: message.description,
    variant: message.variant ?? 'default',
  };
  toasts = [...toasts, item].slice(-LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  // Keep the closed toast for its exit animation, then drop it.
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, 300);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Test helper: forget every toast. */
export function resetToasts() {
  toasts = [];
  emit();
}
