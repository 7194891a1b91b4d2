import * as PopoverPrimitive from '@radix-ui/react-popover';
import { addDays } from 'date-fns';
import { useRef, type RefObject } from 'react';
import type { DayMark } from '@/domain/availability';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import { parseIsoDate, toIsoDate } from '@/domain/dates';
import { Calendar, closesDay } from './calendar';
import { PopoverContent } from './popover';

export type DatePickerCalendarProps = {
  selected?: Date;
  defaultMonth?: Date;
  /** Days that cannot be chosen; called only while the calendar is open. */
  isDisabled: (day: Date) => boolean;
  onSelect: (day: Date | undefined) => void;
};

export type DatePickerPopoverProps = DatePickerCalendarProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The date button, which stays outside this lazily loaded module (src/components/ui/date-picker.tsx). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  /** Days full or nearly full, by 'YYYY-MM-DD' (a feature's popover that knows the seats passes them). */
  marks?: ReadonlyMap<string, DayMark>;
};

/**
 * The month a calendar opens on when no month is given: the chosen day's; else the first day from today (São Paulo)
 * that can be chosen, so that near a month's end, when the tour has no more days in it, the calendar does not open on
 * a month of greyed-out days; else today's.
 */
export function openingMonth(
  selected: Date | undefined,
  isDisabled: (day: Date) => boolean,
  today: Date | undefined,
): Date | undefined {
  if (selected || !today) return selected ?? today;
  for (let offset = 0; offset <= 366; offset++) {
    const day = addDays(today, offset);
    if (!isDisabled(day)) return day;
  }
  return today;
}

/** The calendar popover of DatePicker: Radix Popover anchored to the date button, with react-day-picker. */
export function DatePickerPopover({
  open,
  onOpenChange,
  triggerRef,
  contentId,
  selected,
  defaultMonth,
  isDisabled,
  onSelect,
  marks,
}: DatePickerPopoverProps) {
  // Closed by a click elsewhere: focus stays where the visitor put it instead of going back to the button.
  const closedFromOutside = useRef(false);
  // The shop's today (São Paulo), which the bookable days count from, whatever the device's time zone.
  const today = parseIsoDate(todayInSaoPaulo(new Date())) ?? undefined;
  // react-day-picker reads it as the calendar opens (the popover's content mounts on each opening).
  // Days the marks close are disabled too (Calendar), so the month opened on has a day to choose.
  const unavailable = (day: Date) => isDisabled(day) || closesDay(marks?.get(toIsoDate(day)));
  const month = open ? (defaultMonth ?? openingMonth(selected, unavailable, today)) : undefined;
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={triggerRef} />
      <PopoverContent
        id={contentId}
        onOpenAutoFocus={() => {
          closedFromOutside.current = false;
        }}
        onInteractOutside={(event) => {
          // The button toggles the calendar itself.
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else closedFromOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!closedFromOutside.current) triggerRef.current?.focus();
        }}
      >
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={month}
          today={today}
          onSelect={onSelect}
          disabled={isDisabled}
          marks={marks}
        />
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
