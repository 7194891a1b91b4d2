import { useRef } from 'react';

/**
 * Focus back on what opened a dialog when it closes. Radix gives it back to a DialogTrigger only; these dialogs
 * are opened by a row's button, so without this a keyboard user would start again from the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before focus moves into the dialog: the active element is still the one that opened it.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}
