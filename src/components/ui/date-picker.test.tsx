import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import type { DayMark } from '@/domain/availability';
import { DatePicker } from './date-picker';
import { DatePickerPopover } from './date-picker-popover';

const trigger = createRef<HTMLButtonElement>();

const march2030 = new Date(2030, 2, 10);

function Picker({ onSelect = vi.fn() }: { onSelect?: (day: Date | undefined) => void }) {
  return (
    <>
      <DatePicker
        defaultMonth={march2030}
        isDisabled={(day) => day.getDate() === 15}
        onSelect={onSelect}
        aria-label="Data do passeio"
      >
        Escolha uma data
      </DatePicker>
      <button type="button">Outro botão</button>
    </>
  );
}

describe('DatePicker', () => {
  it('renders a plain button with no calendar code on the server (what the prerendered page holds)', () => {
    const html = renderToString(<Picker />);
    expect(html).toContain('Escolha uma data');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('rdp');
  });

  it('opens the calendar on the first click, even before its code has loaded, and picks a day', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Picker onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Data do passeio' });
    await user.click(button);
    // The calendar's code arrives only now (the test runner compiles it on this first import: slow on a busy machine).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveTextContent(/março 2030/i);
    // Disabled days cannot be chosen.
    expect(screen.getByRole('button', { name: /15 de março/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /20 de março/i }));
    expect(onSelect).toHaveBeenCalledWith(new Date(2030, 2, 20));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with Escape back to the button, and the button toggles it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const button = screen.getByRole('button', { name: 'Data do passeio' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves focus where a click outside put it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Data do passeio' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Outro botão' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Outro botão' })).toHaveFocus();
  });
});

describe('DatePicker today', () => {
  afterEach(() => vi.useRealTimers());

  it("marks São Paulo's today, not the device's (here UTC, already the next day)", async () => {
    // 01:30 UTC on 15 March 2030 is still 14 March in São Paulo (UTC-3).
    vi.useFakeTimers({ now: new Date('2030-03-15T01:30:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Data do passeio' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: /14 de março/i }).closest('td')).toHaveClass('rdp-today');
    expect(screen.getByRole('button', { name: /15 de março/i }).closest('td')).not.toHaveClass('rdp-today');
  });

  it('opens on the month of the first day that can be chosen, when the rest of this month is closed', async () => {
    // 28 March 2030 in São Paulo; nothing can be chosen before 4 April.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-28T15:00:00-03:00'));
    try {
      const user = userEvent.setup();
      render(
        <DatePicker
          isDisabled={(day) => day < new Date(2030, 3, 4)}
          onSelect={vi.fn()}
          aria-label="Nova data"
        >
          Selecione a nova data
        </DatePicker>,
      );
      await user.click(screen.getByRole('button', { name: 'Nova data' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
      expect(dialog).toHaveTextContent(/abril 2030/i);
      expect(screen.getByRole('button', { name: /\b4 de abril/i })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts days no longer sold or full as closed too, when it picks that month', async () => {
    // 28 March 2030 in São Paulo: the 28th no longer sold, the 30th full, and the tour runs on those days only.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-28T15:00:00-03:00'));
    try {
      const runs = (day: Date) => [28, 30].includes(day.getDate()) || day.getMonth() === 3;
      const marks = new Map<string, DayMark>([
        ['2030-03-28', 'vendas-encerradas'],
        ['2030-03-30', 'esgotado'],
      ]);
      render(
        <>
          <button type="button" ref={trigger}>
            Data
          </button>
          <DatePickerPopover
            open
            onOpenChange={vi.fn()}
            triggerRef={trigger}
            contentId="calendario"
            isDisabled={(day) => !runs(day)}
            onSelect={vi.fn()}
            marks={marks}
          />
        </>,
      );
      expect(await screen.findByRole('dialog')).toHaveTextContent(/abril 2030/i);
    } finally {
      vi.useRealTimers();
    }
  });
});
