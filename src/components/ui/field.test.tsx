import { render, screen } from '@testing-library/react';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('names its control by the label', () => {
    render(<Field label="Email">{(control) => <Input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('describes the control with the hint and the error, and marks it invalid only with an error', () => {
    const { rerender } = render(
      <Field label="Celular" hint="Com DDD">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Celular' });
    expect(input).toHaveAccessibleDescription('Com DDD');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(
      <Field label="Celular" hint="Com DDD" error="Celular inválido">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(input).toHaveAccessibleDescription('Com DDD Celular inválido');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Celular inválido');
  });

  it('keeps a fixed id when given one', () => {
    render(
      <Field label="Dia" id="analytics-date">
        {(control) => <Input type="date" {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Dia')).toHaveAttribute('id', 'analytics-date');
  });
});
