import type { CompanyOption } from '@/domain/booking-changes';
import { ChoiceRadio } from '@/components/ui/choice-radio';

/**
 * The three ways on after the company cancelled a tour (spec §9), as the customer chooses them in 'Minhas Compras'
 * and as the operator records a choice made on WhatsApp: the same options, in the same words.
 */
export function CompanyOptionChoices({
  name,
  option,
  onPick,
  paid,
  noMoveReason,
}: {
  name: string;
  option: CompanyOption | null;
  onPick: (option: CompanyOption) => void;
  /** What was paid, formatted ('R$ 240,00'). */
  paid: string;
  /** Why the tour cannot be moved here (not in the catalogue); absent when it can. */
  noMoveReason?: string;
}) {
  const pick = (value: string) => onPick(value as CompanyOption);
  return (
    <>
      <ChoiceRadio
        name={name}
        value="remarcar"
        checked={option === 'remarcar'}
        disabled={noMoveReason !== undefined}
        onChange={pick}
        label="Remarcar para outro dia"
        hint={noMoveReason ?? 'Sem custo adicional.'}
      />
      <ChoiceRadio
        name={name}
        value="credito"
        checked={option === 'credito'}
        onChange={pick}
        label="Crédito de 100%"
        hint={`${paid} para usar em outro passeio.`}
      />
      <ChoiceRadio
        name={name}
        value="reembolso"
        checked={option === 'reembolso'}
        onChange={pick}
        label="Reembolso integral"
        hint={`${paid} devolvidos pela forma de pagamento da compra.`}
      />
    </>
  );
}
