import { ptBR } from 'date-fns/locale';
import type * as React from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '@/lib/cn';

/** react-day-picker in Brazilian Portuguese, themed for the shop. */
export function Calendar({ className, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={ptBR}
      className={cn('movie-tour-calendar text-sm', className)}
      style={
        {
          '--rdp-accent-color': 'var(--color-curtain)',
          '--rdp-accent-background-color': 'var(--color-muted)',
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          '--rdp-day_button-height': '38px',
          '--rdp-day_button-width': '38px',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
