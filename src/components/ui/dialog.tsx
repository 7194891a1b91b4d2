import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The element the last dialog opened will give focus back to. */
let lastOpener: HTMLElement | null = null;

/**
 * The dialog's box. On closing, focus goes back to the element that had it when the dialog opened, as a keyboard
 * user expects: Radix gives it back only to a DialogTrigger, and most dialogs here are opened from state (a button's
 * onClick, the checkout's steps, the sign-in asked for by the cart), which left focus on the page's <body>. A dialog
 * with its own onCloseAutoFocus that prevents the default keeps its own choice.
 *
 * Escape inside the dialog closes it even under a toast: Radix hands Escape only to the layer opened last, and a toast
 * raised with the dialog (the sign-in asked for by 'Adicionar' says why with one) is such a layer, so the first Escape
 * only closed the toast. An Escape no layer took as its own dismissal (a toast takes none; the dialog itself or a
 * list open in it does) closes the dialog as its × does, after the dialog's own onEscapeKeyDown.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-primary/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          // One column that may shrink below its content's widest line (minmax(0, 1fr)): with the default `auto` track a
          // long unbreakable text (the PIX copia e cola) widened the track past the dialog and pushed everything off screen.
          'fixed left-1/2 top-1/2 z-50 grid max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-2xl',
          className,
        )}
        {...props}
        onEscapeKeyDown={onEscapeKeyDown}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          onEscapeKeyDown?.(event.nativeEvent);
          if (event.nativeEvent.defaultPrevented) return;
          event.preventDefault();
          close.current?.click();
        }}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the dialog: the active element is still the one that opened it. A dialog
          // opened by a button of another one (the payment choice's PIX opens the PIX dialog) finds the focus on
          // <body>, that button gone: it gives focus back to the first dialog's opener, still on the page.
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body
              ? active
              : lastOpener?.isConnected
                ? lastOpener
                : null;
          lastOpener = opener.current;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const element = opener.current;
          opener.current = null;
          if (event.defaultPrevented) return;
          // A dialog that closed as the next one opened leaves the focus in that one (unless it was opened from it).
          const open = document.querySelector('[role=dialog],[role=alertdialog]');
          if (open && !(element && open.contains(element))) {
            event.preventDefault();
            return;
          }
          if (!element?.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
      >
        {children}
        {hideClose ? (
          <DialogPrimitive.Close ref={close} hidden tabIndex={-1} />
        ) : (
          <DialogPrimitive.Close
            ref={close}
            aria-label="Fechar"
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    // A title may hold a code with no space to break at (a 30-character coupon): it wraps anywhere rather than
    // widening the dialog past a phone's screen.
    <DialogPrimitive.Title
      className={cn('font-display text-3xl tracking-wide wrap-anywhere', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

const statusTones = {
  /** Something the customer waits for: an e-mail, a review. */
  waiting: 'bg-accent/20 text-curtain',
  done: 'bg-success/15 text-success',
  /** Over without a result: a PIX that expired. */
  lapsed: 'bg-muted text-muted-foreground',
} as const;

/**
 * The header of a dialog that reports an outcome (paid, confirmed, waiting, expired): an icon in a disc over the title
 * and the description, all centred. `announce` makes the title a live status, for an outcome that arrives while the
 * dialog is open.
 */
export function DialogStatusHeader({
  icon: Icon,
  tone,
  title,
  announce = false,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof statusTones;
  title: string;
  announce?: boolean;
  children: React.ReactNode;
}) {
  return (
    // DialogHeader is a grid: its items centre with justify-items (items-center would only align them vertically).
    <DialogHeader className="justify-items-center text-center sm:text-center">
      <span className={cn('mb-2 grid size-14 place-items-center rounded-full', statusTones[tone])}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <DialogTitle role={announce ? 'status' : undefined}>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
