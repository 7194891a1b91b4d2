import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DayMark } from '@/domain/availability';
import { Calendar } from './calendar';

const march2030 = new Date(2030, 2, 1);
const marks = new Map<string, DayMark>([
  ['2030-03-15', 'esgotado'],
  ['2030-03-20', 'ultimas-vagas'],
]);

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('Calendar with seats marked', () => {
  it("disables a full day and names it 'Esgotado'; a nearly full one says 'Últimas vagas' and stays bookable", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Calendar mode="single" defaultMonth={march2030} marks={marks} onSelect={onSelect} />);

    const full = day(/^sexta-feira, 15 de março de 2030, Esgotado$/);
    expect(full).toBeDisabled();
    expect(full.closest('td')).toHaveClass('rdp-disabled');
    expect(full.closest('td')).toHaveClass('[&>button]:line-through');

    const few = day(/^quarta-feira, 20 de março de 2030, Últimas vagas$/);
    expect(few).toBeEnabled();
    expect(few.closest('td')?.className).toContain("[&>button]:after:content-['']");
    await user.click(few);
    expect(onSelect).toHaveBeenCalledWith(
      new Date(2030, 2, 20),
      new Date(2030, 2, 20),
      expect.anything(),
      expect.anything(),
    );

    const plain = day(/^quinta-feira, 21 de março de 2030$/);
    expect(plain).toBeEnabled();
    expect(plain.closest('td')?.className ?? '').not.toContain('line-through');

    const legend = screen.getByText('Últimas vagas').closest('p')!;
    expect(within(legend).getByText('Esgotado')).toBeInTheDocument();
  });

  it('keeps the days the caller disables, and a full day stays disabled beside them', () => {
    render(
      <Calendar
        mode="single"
        defaultMonth={march2030}
        marks={marks}
        disabled={(date) => date.getDate() === 10}
      />,
    );
    expect(day(/10 de março de 2030$/)).toBeDisabled();
    expect(day(/15 de março de 2030, Esgotado$/)).toBeDisabled();
    expect(day(/16 de março de 2030$/)).toBeEnabled();
  });

  it('without marks (seats unknown: not loaded, or the call failed) marks nothing and shows no legend', () => {
    render(<Calendar mode="single" defaultMonth={march2030} disabled={(date) => date.getDate() === 10} />);
    expect(day(/10 de março de 2030$/)).toBeDisabled();
    expect(day(/^sexta-feira, 15 de março de 2030$/)).toBeEnabled();
    expect(screen.queryByText('Esgotado')).not.toBeInTheDocument();
    expect(screen.queryByText('Últimas vagas')).not.toBeInTheDocument();
  });

  it('names the selected day and today in Portuguese', () => {
    render(
      <Calendar
        mode="single"
        defaultMonth={march2030}
        today={new Date(2030, 2, 4)}
        selected={new Date(2030, 2, 20)}
        marks={marks}
      />,
    );
    expect(day(/^Hoje, segunda-feira, 4 de março de 2030$/)).toBeInTheDocument();
    expect(day(/^quarta-feira, 20 de março de 2030, selecionado, Últimas vagas$/)).toBeInTheDocument();
  });
});

describe('Calendar in Portuguese', () => {
  it('names its month buttons and its month grid in Portuguese, for screen readers and the keyboard', () => {
    render(<Calendar mode="single" defaultMonth={march2030} />);
    expect(screen.getByRole('button', { name: 'Ir para o mês anterior' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ir para o próximo mês' })).toBeVisible();
    expect(screen.getByRole('grid', { name: /março.*2030/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Go to/i })).toBeNull();
  });
});
