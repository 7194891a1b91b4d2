import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const entries = [
  { value: 'horario', trigger: 'Qual o horário de saída?', content: 'Saímos às 9h da Vila Capivari.' },
  { value: 'criancas', trigger: 'Crianças pagam?', content: 'Até 5 anos não pagam.' },
];

describe('Accordion', () => {
  it('is served closed, as plain buttons, without any answer', () => {
    const html = renderToString(<Accordion entries={entries} />);
    expect(html).toContain('Qual o horário de saída?');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Saímos às 9h');
  });

  it('opens the entry clicked before Radix came, with the focus on its button', async () => {
    render(<Accordion entries={entries} />);
    await userEvent.click(screen.getByRole('button', { name: 'Crianças pagam?' }));
    expect(await screen.findByText('Até 5 anos não pagam.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crianças pagam?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Crianças pagam?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Saímos às 9h da Vila Capivari.')).not.toBeInTheDocument();
  });

  it('then opens one entry at a time, and closes the open one on a second click', async () => {
    render(<Accordion entries={entries} />);
    await userEvent.click(screen.getByRole('button', { name: 'Qual o horário de saída?' }));
    expect(await screen.findByText('Saímos às 9h da Vila Capivari.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Crianças pagam?' }));
    expect(screen.getByText('Até 5 anos não pagam.')).toBeVisible();
    expect(screen.queryByText('Saímos às 9h da Vila Capivari.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crianças pagam?' }));
    await waitFor(() => expect(screen.queryByText('Até 5 anos não pagam.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Crianças pagam?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
