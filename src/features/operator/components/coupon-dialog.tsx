import { useMutation, type UseMutateFunction } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { tours } from '@/domain/catalogue/tours';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import {
  couponEndedDetail,
  couponFormOf,
  emptyCouponForm,
  validateCouponForm,
  type CouponFields,
  type CouponForm,
  type CouponFormErrors,
  type CouponType,
  type OperatorCoupon,
} from '@/domain/operator-coupons';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast-store';
import { saveCouponMutationOptions } from '../api/coupons';
import { ActionDialog } from './action-dialog';
import { FormActions } from './form-actions';
import { OptionSelect } from './option-select';

const typeOptions: { value: CouponType; label: string }[] = [
  { value: 'percentual', label: 'Percentual (%)' },
  { value: 'valor', label: 'Valor fixo (R$)' },
];

type CouponDialogProps = {
  /** Open for a new coupon ('new') or to edit one; closed with null. */
  target: OperatorCoupon | 'new' | null;
  onClose: () => void;
};

/**
 * 'Novo cupom' and 'Editar cupom': the operator's form, checked here and again by the database. The form is tall
 * (its buttons at the bottom of the screen on a phone, at the toasts' corner at a desk), so no toast covers them:
 * ActionDialog closes the toasts when it opens, and the database's refusal is written in the form, above its
 * buttons (FormActions).
 */
export function CouponDialog({ target, onClose }: CouponDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  // Here, not in the form: the dialog waits for the save (busy), and the save's answer outlives the form.
  const save = useMutation(saveCouponMutationOptions());
  return (
    <ActionDialog
      open={target !== null}
      busy={save.isPending}
      onClose={onClose}
      title={editing ? `Editar cupom ${editing.codigo}` : 'Novo cupom'}
      description="O desconto vale no carrinho para os passeios escolhidos; o banco de dados confere cada uso."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {target !== null ? (
        <CouponFormFields
          key={editing?.id ?? 'new'}
          coupon={editing}
          busy={save.isPending}
          onSave={save.mutate}
          onClose={onClose}
        />
      ) : null}
    </ActionDialog>
  );
}

type CouponFormFieldsProps = {
  coupon: OperatorCoupon | null;
  busy: boolean;
  onSave: UseMutateFunction<void, Error, { id: number | null; fields: CouponFields }>;
  onClose: () => void;
};

function CouponFormFields({ coupon, busy, onSave, onClose }: CouponFormFieldsProps) {
  const [form, setForm] = useState<CouponForm>(() => (coupon ? couponFormOf(coupon) : emptyCouponForm()));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set =
    <Key extends keyof CouponForm>(key: Key) =>
    (value: CouponForm[Key]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
      setRefusal(null);
    };
  const toggleTour = (title: string, checked: boolean) =>
    set('passeios')(checked ? [...form.passeios, title] : form.passeios.filter((tour) => tour !== title));

  function submit() {
    setRefusal(null);
    const result = validateCouponForm(form, {
      today: dayInSaoPaulo(new Date()),
      savedEnd: coupon?.validoAte ?? null,
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave(
      { id: coupon?.id ?? null, fields: result.fields },
      {
        onSuccess: () => {
          toast({
            title: coupon ? 'Cupom alterado' : 'Cupom criado',
            description: `${result.fields.codigo} já vale no carrinho.`,
          });
          onClose();
        },
        onError: (error) => {
          // The day may have turned since the form checked it: the database's refusal goes beside the field.
          if ((error as { details?: unknown }).details === couponEndedDetail) {
            setErrors({ validoAte: errorText(error) });
            return;
          }
          setRefusal(`${coupon ? 'Cupom não alterado' : 'Cupom não criado'}: ${errorText(error)}`);
        },
      },
    );
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Código" error={errors.codigo} hint={coupon ? 'O código não muda.' : 'Ex.: INVERNO10'}>
          {(control) => (
            <Input
              {...control}
              value={form.codigo}
              readOnly={coupon !== null}
              autoComplete="off"
              className="uppercase"
              onChange={(event) => set('codigo')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Tipo de desconto">
          {(control) => (
            <OptionSelect
              control={control}
              value={form.tipo}
              onValueChange={set('tipo')}
              options={typeOptions}
            />
          )}
        </Field>
        <Field label={form.tipo === 'percentual' ? 'Percentual' : 'Valor (R$)'} error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              value={form.amount}
              inputMode={form.tipo === 'percentual' ? 'numeric' : 'decimal'}
              onChange={(event) => set('amount')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Mínimo de pessoas por passeio" error={errors.minPessoas}>
          {(control) => (
            <Input
              {...control}
              value={form.minPessoas}
              inputMode="numeric"
              onChange={(event) => set('minPessoas')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Válido de" hint="Vazio: desde já.">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.validoDe}
              onChange={(event) => set('validoDe')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Válido até" hint="Vazio: sem prazo." error={errors.validoAte}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.validoAte}
              onChange={(event) => set('validoAte')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Total de usos" hint="Vazio: sem limite." error={errors.usosMax}>
          {(control) => (
            <Input
              {...control}
              value={form.usosMax}
              inputMode="numeric"
              onChange={(event) => set('usosMax')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Usos por cliente" hint="Vazio: sem limite." error={errors.usosPorCliente}>
          {(control) => (
            <Input
              {...control}
              value={form.usosPorCliente}
              inputMode="numeric"
              onChange={(event) => set('usosPorCliente')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Passeios (nenhum marcado: todos)</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {tours.map((tour) => (
            <label key={tour.id} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.passeios.includes(tour.title)}
                onChange={(event) => toggleTour(tour.title, event.target.checked)}
              />
              {tour.title}
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions busy={busy} onBack={onClose} refusal={refusal}>
        {coupon ? 'Salvar' : 'Criar cupom'}
      </FormActions>
    </form>
  );
}
