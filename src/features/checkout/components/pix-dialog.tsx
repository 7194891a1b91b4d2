import { QRCodeSVG } from 'qrcode.react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { site } from '@/config/site';
import { buildPixPayload, truncateForDisplay } from '@/domain/br-code';
import { formatBRL } from '@/domain/money';
import { CopyField } from './copy-field';

type PixDialogProps = {
  open: boolean;
  amount: number;
  transactionId: string;
  onPaid: () => void;
  onOpenChange: (open: boolean) => void;
};

/** The static PIX charge: a scannable BR Code, its 'copia e cola' text, the key and the beneficiary. */
export function PixDialog({ open, amount, transactionId, onPaid, onOpenChange }: PixDialogProps) {
  const payload = useMemo(
    () =>
      buildPixPayload({
        key: site.pix.key,
        name: site.pix.beneficiary,
        city: site.pix.city,
        amount,
        txid: transactionId,
      }),
    [amount, transactionId],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Compact on phones: at 360 × 780 everything, the button included, is on screen without scrolling. */}
      <DialogContent className="max-w-lg gap-3 p-5 sm:gap-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Pagamento via PIX</DialogTitle>
          <DialogDescription>
            Escaneie o QR Code no app do seu banco ou use o PIX copia e cola.
          </DialogDescription>
        </DialogHeader>
        <p className="text-center leading-tight">
          <span className="block text-sm text-muted-foreground">Valor a pagar</span>
          <span className="font-display text-4xl tracking-wide text-curtain sm:text-5xl">
            {formatBRL(amount)}
          </span>
        </p>
        {/* The white padding is the code's quiet zone (about four modules), which scanners need around it. */}
        <div className="mx-auto rounded-2xl bg-white p-4 shadow-inner">
          <QRCodeSVG value={payload} size={184} level="M" title={`QR Code PIX de ${formatBRL(amount)}`} />
        </div>
        <CopyField label="PIX copia e cola" value={payload} successTitle="Código PIX copiado!" />
        <CopyField label="Chave PIX" value={site.pix.key} successTitle="Chave PIX copiada!" />
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Beneficiário</dt>
            <dd className="break-words font-medium">{site.pix.beneficiary}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Identificador</dt>
            <dd className="break-all font-medium">{truncateForDisplay(transactionId, 20)}</dd>
          </div>
        </dl>
        <Button
          size="lg"
          variant="accent"
          className="h-auto min-h-12 whitespace-normal py-2"
          onClick={onPaid}
        >
          Click aqui se pagamento Efetuado
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export default PixDialog;
