import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/cn';

const buttonClasses = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * A button's classes, merged: a size's font size replaces the base's (`lg`'s `text-base` over `text-sm`), and a
 * caller's className overrides both. A link drawn as a button is the link with these classes (the shop's one way:
 * `<Link className={buttonVariants(…)}>`), so it matches `<Button>` exactly and stays a link.
 */
export const buttonVariants = (options: Parameters<typeof buttonClasses>[0] = {}) =>
  cn(buttonClasses(options));

/** A `<button>`. A link that looks like one is a link with `buttonVariants` classes. */
export function Button({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonClasses>) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}
