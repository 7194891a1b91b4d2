import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { parseVoucherCode } from '@/domain/voucher-code';

type CodeFormProps = { busy: boolean; onCode: (codigo: string) => void; onInvalid: () => void };

/** The voucher's code typed by hand: 'ABCD-EFGH-JKMN', dashes, spaces and case as the driver likes. */
export function CodeForm({ busy, onCode, onInvalid }: CodeFormProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codigo = parseVoucherCode(text);
    if (!codigo) {
      onInvalid();
      return;
    }
    onCode(codigo);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={id}>Código do voucher</Label>
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="ABCD-EFGH-JKMN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="h-12 font-mono text-lg uppercase tracking-wider"
        />
      </div>
      <Button type="submit" size="lg" disabled={busy || text.trim() === ''}>
        Confirmar embarque
      </Button>
    </form>
  );
}
