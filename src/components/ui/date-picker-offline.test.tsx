import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast-store';
import { DatePicker } from './date-picker';
import { Toaster } from './toaster';

// The calendar's code cannot be fetched (offline, or a deploy replaced it).
vi.mock('./date-picker-popover', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => act(() => resetToasts()));

describe('DatePicker without its calendar code', () => {
  it('says so instead of doing nothing, and leaves the button usable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DatePicker isDisabled={() => false} onSelect={vi.fn()} aria-label="Data do passeio">
          Escolha uma data
        </DatePicker>
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Data do passeio' });
    await user.click(button);
    expect(await screen.findByText('Não foi possível abrir o calendário')).toBeInTheDocument();
    expect(screen.getByText('Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toBeEnabled();
  });
});
