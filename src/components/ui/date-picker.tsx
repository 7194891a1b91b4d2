import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useDeferred } from '@/boot/deferred';
import { loadOnce, type LoadOnce } from '@/boot/load-once';
import { toast } from '@/lib/toast-store';
import { Button } from './button';
import type { DatePickerCalendarProps, DatePickerPopoverProps } from './date-picker-popover';

/**
 * The calendar (react-day-picker, Radix Popover and their styles, a third of a tour page's code), loaded once:
 * pages hydrate without it, and it arrives when the visitor moves towards the date button.
 */
const plainCalendar = loadOnce(() =>
  import('./date-picker-plain').then((module) => module.DatePickerPopover),
);

/**
 * A calendar popover loaded like the plain one: DatePickerPopover wrapped by a feature that fetches what the
 * days carry (free seats, say) in the same lazily loaded code, with the props it needs in `calendarProps`.
 */
export type DatePickerCalendar<Extra> = LoadOnce<ComponentType<DatePickerPopoverProps & Extra>>;

type DatePickerProps<Extra extends object> = DatePickerCalendarProps & {
  /** What the button shows: the chosen date or a prompt. */
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
} & (
    | { calendar?: undefined; calendarProps?: undefined }
    | { calendar: DatePickerCalendar<Extra>; calendarProps: Extra }
  );

/**
 * A date button that opens a calendar popover. The button is plain HTML until the calendar's code has loaded
 * (on hover, focus or touch, when the button scrolls into view, or on the click itself), so prerendered pages
 * hydrate without the calendar.
 */
export function DatePicker<Extra extends object = object>({
  children,
  className,
  selected,
  defaultMonth,
  isDisabled,
  onSelect,
  calendar,
  calendarProps,
  ...aria
}: DatePickerProps<Extra>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = `${useId()}-calendario`;
  const [open, setOpen] = useState(false);
  // Not while hydrating (the prerendered HTML has no calendar either); at once on later pages once loaded.
  const {
    module: Popover,
    start,
    intent,
  } = useDeferred<ComponentType<DatePickerPopoverProps & Extra>>({
    view: triggerRef,
    // Without calendarProps, Extra is the plain popover's (none).
    load: calendar ?? (plainCalendar as DatePickerCalendar<Extra>),
  });

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
          {...(calendarProps as Extra)}
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
