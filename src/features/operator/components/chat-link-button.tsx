import { MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';

/** A conversation with the customer in the messaging app, opened in a new tab, drawn as a button. */
export function ChatLinkButton({
  href,
  variant,
  className,
  children,
}: {
  href: string;
  variant?: 'default' | 'outline';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a className={buttonVariants({ variant, className })} href={href} target="_blank" rel="noreferrer">
      <MessageCircle aria-hidden="true" />
      {children}
    </a>
  );
}
