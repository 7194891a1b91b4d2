import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A table that scrolls sideways inside its box rather than widening the page. */
export function Table({
  className,
  containerClassName,
  ...props
}: React.ComponentProps<'table'> & { containerClassName?: string }) {
  return (
    <div className={cn('w-full overflow-x-auto', containerClassName)}>
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      className={cn(
        'border-b border-border text-xs uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />;
}

export function TableRow(props: React.ComponentProps<'tr'>) {
  return <tr {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th scope={scope} className={cn('px-3 py-2', className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-2 text-sm text-muted-foreground', className)} {...props} />;
}
