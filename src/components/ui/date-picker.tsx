import { CalendarDays } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast-store';
import { whenIdle } from '@/lib/when-idle';
import { Button } from './button';
import type { DatePickerCalendarProps, DatePickerPopover } from './date-picker-popover';

type PopoverComponent = typeof DatePickerPopover;

let loading: Promise<PopoverComponent> | undefined;
let loaded: PopoverComponent | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Loads the calendar (react-day-picker, Radix Popover and their styles, a third of a tour page's code) once:
 * pages hydrate without it, and it arrives when the visitor moves towards the date button.
 */
export function preloadDatePicker(): Promise<PopoverComponent> {
  loading ??= import('./date-picker-popover').then(
    (module) => {
      loaded = module.DatePickerPopover;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The calendar popover, once its module has loaded. */
function LoadedPopover(props: ComponentProps<PopoverComponent>) {
  const Popover = loaded;
  return Popover ? <Popover {...props} /> : null;
}

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
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded !== undefined,
    () => false,
  );

  useEffect(() => {
    if (loaded) return;
    const button = triggerRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // In view: fetched when the browser has nothing better to do.
      cancelIdle = whenIdle(() => load(), { timeoutMs: 5000, fallbackDelayMs: 1000 });
    });
    observer.observe(button);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load() from any render is the same: the module loads once.
  }, []);

  function load(openWhenReady = false) {
    if (ready) return;
    preloadDatePicker().catch(() => {
      if (!openWhenReady) return;
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
        aria-controls={open && ready ? contentId : undefined}
        {...aria}
        onPointerEnter={() => load()}
        onFocus={() => load()}
        onTouchStart={() => load()}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
          load(true);
        }}
      >
        <CalendarDays aria-hidden="true" />
        {children}
      </Button>
      {ready ? (
        <LoadedPopover
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
