import { useMutation } from '@tanstack/react-query';
import { Gift, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { formatGiftCardCode, parseGiftCardCode, REDEEM_PARAM } from '@/domain/gift-cards';
import { formatBRL } from '@/domain/money';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast-store';
import { redeemGiftCardMutationOptions } from '../api/redeem-gift-card';

/**
 * Minhas Compras' 'Resgatar vale-presente': the code typed (dashes and case ignored) becomes credit, and the
 * panel's balance grows. The database judges the code; its refusal is shown under the field.
 */
export function RedeemGiftCard() {
  // The printed card's QR code opens this page with the code filled in (redeemPath).
  const [search] = useSearchParams();
  const linked = search.get(REDEEM_PARAM);
  const [open, setOpen] = useState(Boolean(linked));
  const [typed, setTyped] = useState(linked ? formatGiftCardCode(linked) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useMutation(redeemGiftCardMutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A code that cannot be one still goes to the database: it counts the wrong guess and answers in its words.
    const code = parseGiftCardCode(typed) ?? typed.trim();
    if (!code) return setProblem('Digite o código do vale-presente.');
    setProblem(null);
    redeem.mutate(code, {
      onSuccess: ({ valor }) => {
        setOpen(false);
        setTyped('');
        toast({
          title: 'Vale-presente resgatado',
          description: `${formatBRL(valor)} entraram no seu crédito.`,
        });
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <section
      aria-labelledby="redeem-gift-card-title"
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-dashed border-border bg-card p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-curtain text-white">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="redeem-gift-card-title" className="text-lg font-semibold">
            Ganhou um vale-presente?
          </h2>
          <p className="text-sm text-muted-foreground">
            Resgate o código e o valor vira crédito para seus passeios.{' '}
            <Link to={paths.giftCards} className="font-semibold text-primary underline">
              Dar um vale-presente
            </Link>
          </p>
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (redeem.isPending) return;
          setOpen(next);
          setProblem(null);
        }}
      >
        <DialogTrigger asChild>
          <Button className="sm:shrink-0">Resgatar vale-presente</Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Resgatar vale-presente</DialogTitle>
              <DialogDescription>
                Digite o código impresso no vale (ex.: ABCD-EFGH-JKMN). O valor entra no seu crédito e vale
                por 12 meses.
              </DialogDescription>
            </DialogHeader>
            <Field label="Código do vale-presente" error={problem}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  className="font-mono uppercase tracking-widest"
                />
              )}
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={redeem.isPending}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" disabled={redeem.isPending}>
                {redeem.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Resgatar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
