import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** A dialog opened from state, as most of the shop's are (no DialogTrigger). */
function OpenedFromState({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Finalizar Compra
      </button>
      <button type="button">Outro botão</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Forma de pagamento</DialogTitle>
          <DialogDescription>Escolha como prefere pagar.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives focus back to the button that opened it from state, on Escape and on Fechar', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Finalizar Compra' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Forma de pagamento' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("leaves the focus to a dialog's own onCloseAutoFocus that prevents the default", async () => {
    const user = userEvent.setup();
    render(
      <OpenedFromState
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole('button', { name: 'Outro botão' }).focus();
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Outro botão' })).toHaveFocus();
  });
});

describe('TabsContent', () => {
  it('keeps the focus ring of its panel, which the Tab key reaches (Radix makes it focusable)', () => {
    render(
      <Tabs defaultValue="login">
        <TabsList>
          <TabsTrigger value="login">Entrar</TabsTrigger>
        </TabsList>
        <TabsContent value="login">Email</TabsContent>
      </Tabs>,
    );
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel.className).not.toMatch(/outline-none/);
  });
});

/** A dialog whose button opens a second one as it closes, as the payment choice opens the PIX dialog. */
function Chained() {
  const [step, setStep] = useState<'none' | 'choice' | 'pix'>('none');
  const close = (open: boolean) => (open ? undefined : setStep('none'));
  return (
    <>
      <button type="button" onClick={() => setStep('choice')}>
        Finalizar Compra
      </button>
      <Dialog open={step === 'choice'} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>Forma de pagamento</DialogTitle>
          <DialogDescription>Escolha como prefere pagar.</DialogDescription>
          <button type="button" onClick={() => setStep('pix')}>
            PIX
          </button>
        </DialogContent>
      </Dialog>
      <Dialog open={step === 'pix'} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>Pagamento via PIX</DialogTitle>
          <DialogDescription>Pague pelo QR code.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent opened from another dialog', () => {
  it('gives focus back to the button that opened the first one', async () => {
    const user = userEvent.setup();
    render(<Chained />);
    const opener = screen.getByRole('button', { name: 'Finalizar Compra' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByRole('dialog', { name: 'Pagamento via PIX' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
