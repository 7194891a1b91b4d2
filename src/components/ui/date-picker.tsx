import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useDeferred } from '@/boot/deferred';
import { loadOnce } from '@/boot/load-once';
import { toast } from '@/lib/toast-store';
import { Button } from './button';
import type { DatePickerCalendarProps } from './date-picker-popover';

/**
 * The calendar (react-day-picker, Radix Popover and their styles, a third of a tour page's code), loaded once:
 * pages hydrate without it, and it arrives when the visitor moves towards the date button.
 */
const calendar = loadOnce(() => import('./date-picker-popover').then((module) => module.DatePickerPopover));

type DatePickerProps = DatePickerCalendarProps & {
  /** What the button shows: the chosen date or a prompt. */
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A date button that opens a calendar popover. The button is plain HTML until the calendar's code has loaded
 * (on hover, focus or touch, when the button scrolls into view, or on the click itself), so prerendered pages
 * hydrate without the calendar.
 */
export function DatePicker({
  children,
  className,
  selected,
  defaultMonth,
  isDisabled,
  onSelect,
  ...aria
}: DatePickerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = `${useId()}-calendario`;
  const [open, setOpen] = useState(false);
  // Not while hydrating (the prerendered HTML has no calendar either); at once on later pages once loaded.
  const { module: Popover, start, intent } = useDeferred({ view: triggerRef, load: calendar });

  function openWhenLoaded() {
    setOpen((wasOpen) => !wasOpen);
    start().catch(() => {
      setOpen(false);
      toast({
        title: 'Não foi possível abrir o calendário',
        description: 'Verifique sua conexão e tente novamente.',
        variant: 'destructive',
      });
    });
  }

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Popover ? contentId : undefined}
        {...aria}
        {...intent}
        onClick={openWhenLoaded}
      >
        <CalendarDays aria-hidden="true" />
        {children}
      </Button>
      {Popover ? (
        <Popover
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
          contentId={contentId}
          selected={selected}
          defaultMonth={defaultMonth}
          isDisabled={isDisabled}
          onSelect={(day) => {
            onSelect(day);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
