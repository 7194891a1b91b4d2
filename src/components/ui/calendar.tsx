import { ptBR } from 'react-day-picker/locale';
import type * as React from 'react';
import { DateLib, DayPicker, type DateLibOptions, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { DayMark } from '@/domain/availability';
import { toIsoDate } from '@/domain/dates';
import { cn } from '@/lib/cn';

const markNames: Record<DayMark, string> = {
  'vendas-encerradas': 'Vendas encerradas',
  esgotado: 'Esgotado',
  'ultimas-vagas': 'Últimas vagas',
};

/** A day's name for assistive technology, in Portuguese, with its mark: 'sábado, 5 de dezembro de 2026, Esgotado'. */
function labelDayButton(date: Date, modifiers: Modifiers, options?: DateLibOptions, dateLib?: DateLib) {
  let label = (dateLib ?? new DateLib(options)).format(date, 'PPPP');
  if (modifiers.today) label = `Hoje, ${label}`;
  if (modifiers.selected) label = `${label}, selecionado`;
  if (modifiers.vendasEncerradas) label = `${label}, ${markNames['vendas-encerradas']}`;
  else if (modifiers.esgotado) label = `${label}, ${markNames.esgotado}`;
  else if (modifiers.ultimasVagas) label = `${label}, ${markNames['ultimas-vagas']}`;
  return label;
}

/** Whether a day so marked cannot be chosen: no longer sold, or full ('Últimas vagas' still can). */
export const closesDay = (mark: DayMark | null | undefined): boolean =>
  mark === 'vendas-encerradas' || mark === 'esgotado';

const soldOutDay = 'text-destructive [&>button]:line-through';
const salesClosedDay = 'text-muted-foreground [&>button]:line-through';
// A small gold dot under the day's number.
const lastSeatsDay =
  "[&>button]:relative [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:left-1/2 [&>button]:after:size-1.5 [&>button]:after:-translate-x-1/2 [&>button]:after:rounded-full [&>button]:after:bg-gold-deep [&>button]:after:content-['']";

function MarksLegend({ salesClosed }: { salesClosed: boolean }) {
  return (
    // w-0 min-w-full: the legend wraps within the month's width instead of widening the popover past a phone's edge.
    <p className="mt-2 flex w-0 min-w-full flex-wrap gap-x-4 gap-y-1 border-t border-border px-1 pt-2 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-deep" />
        <span>Últimas vagas</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="font-semibold text-destructive line-through">
          12
        </span>
        <span>Esgotado</span>
      </span>
      {salesClosed ? (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="font-semibold line-through">
            12
          </span>
          <span>{markNames['vendas-encerradas']}</span>
        </span>
      ) : null}
    </p>
  );
}

type CalendarProps = React.ComponentProps<typeof DayPicker> & {
  /** Days no longer sold ('Vendas encerradas') or full ('Esgotado'), both disabled, or nearly full ('Últimas
   * vagas'), by 'YYYY-MM-DD'. */
  marks?: ReadonlyMap<string, DayMark>;
};

/**
 * react-day-picker in Brazilian Portuguese (its own pt-BR locale: date-fns' with the month buttons' and the grid's
 * names translated), themed for the shop, with seats marked when `marks` is given.
 */
export function Calendar({ className, marks, disabled, ...props }: CalendarProps) {
  const markOf = (day: Date) => marks?.get(toIsoDate(day));
  const soldOut = (day: Date) => markOf(day) === 'esgotado';
  const salesClosed = (day: Date) => markOf(day) === 'vendas-encerradas';
  const marked = marks !== undefined && marks.size > 0;
  const disabledDays: Matcher | Matcher[] | undefined = marked
    ? [
        ...(Array.isArray(disabled) ? disabled : disabled === undefined ? [] : [disabled]),
        (day: Date) => closesDay(markOf(day)),
      ]
    : disabled;
  return (
    <>
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
        disabled={disabledDays}
        modifiers={{
          vendasEncerradas: salesClosed,
          esgotado: soldOut,
          ultimasVagas: (day: Date) => markOf(day) === 'ultimas-vagas',
        }}
        modifiersClassNames={{
          vendasEncerradas: salesClosedDay,
          esgotado: soldOutDay,
          ultimasVagas: lastSeatsDay,
        }}
        labels={{ labelDayButton }}
        {...props}
      />
      {marks && marked ? (
        <MarksLegend salesClosed={[...marks.values()].includes('vendas-encerradas')} />
      ) : null}
    </>
  );
}
