import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartCoupon } from '@/domain/coupons';
import { CouponField } from './coupon-field';

// The field alone, with the cart's coupon state held in the test: what the database answers is the integration
// tests' (tests/integration/coupons); here, what the customer sees and can do with the keyboard.

type Answer = { coupon?: CartCoupon; refusal?: string };

function Harness({ answer, onApply }: { answer: Answer; onApply?: (code: string) => void }) {
  const [code, setCode] = useState<string | null>(null);
  return (
    <CouponField
      code={code}
      coupon={code ? (answer.coupon ?? null) : null}
      refusal={code ? (answer.refusal ?? null) : null}
      checking={false}
      apply={(typed) => {
        onApply?.(typed);
        setCode(typed.trim().toUpperCase());
      }}
      remove={() => setCode(null)}
    />
  );
}

const inverno: CartCoupon = { codigo: 'INVERNO10', tipo: 'percentual', percentual: 10, eligible: [true] };

describe("the cart's 'Cupom de desconto' field", () => {
  it('applies a code typed and sent with Enter, then offers to remove it', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness answer={{ coupon: inverno }} onApply={onApply} />);
    await user.click(screen.getByRole('textbox', { name: 'Cupom de desconto' }));
    await user.keyboard(' inverno10 {Enter}');
    expect(onApply).toHaveBeenCalledWith(' inverno10 ');
    expect(screen.getByText('Cupom INVERNO10 aplicado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(screen.getByRole('textbox', { name: 'Cupom de desconto' })).toHaveValue('');
  });

  it("shows the database's refusal under the field, linked to it", async () => {
    const user = userEvent.setup();
    render(<Harness answer={{ refusal: 'Cupom expirado' }} />);
    const input = screen.getByRole('textbox', { name: 'Cupom de desconto' });
    await user.type(input, 'VERAO2025');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cupom expirado');
    expect(input).toHaveAccessibleDescription('Cupom expirado');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a code that cannot be one without asking the database', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness answer={{}} onApply={onApply} />);
    await user.type(screen.getByRole('textbox', { name: 'Cupom de desconto' }), 'a!{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Cupom não encontrado');
  });
});
