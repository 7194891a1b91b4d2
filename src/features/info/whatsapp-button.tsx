import type * as React from 'react';
import { whatsappLink } from '@/config/site';
import { cn } from '@/lib/cn';
import { WhatsAppIcon } from '@/components/brand-icons';

type WhatsAppButtonProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & { message: string };

/** A button-styled deep link that opens a messaging-app chat with the business, text already typed. */
export function WhatsAppButton({ message, className, children, ...props }: WhatsAppButtonProps) {
  return (
    <a
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-whatsapp px-6 py-2.5 text-sm font-bold text-white shadow-sm transition-colors hover:bg-whatsapp/90',
        className,
      )}
      {...props}
    >
      <WhatsAppIcon className="size-5 shrink-0" />
      {children}
    </a>
  );
}
