import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { onlyDigits } from '@/domain/auth-validation';
import { tours } from '@/domain/catalogue/tours';
import {
  emptyNewBooking,
  firstError,
  newBookingPrice,
  validateNewBooking,
  type NewBookingErrors,
  type NewBookingForm,
} from '@/domain/operator-new-booking';
import { orderValue } from '@/domain/pricing';
import { toast } from '@/lib/toast-store';
import { recordBookingMutationOptions, type CustomerRow } from '../api/record-booking';
import { failureToast } from '../components/failure-toast';

/** A booking the database recorded, as the page confirms it and the messaging app repeats it. */
export type RecordedBooking = {
  id: number;
  /** The voucher's code, linked from the confirmation. */
  voucher: string | null;
  nome: string;
  celular: string;
  tour: string;
  date: string;
  embarque: string;
  party: { adults: number; children: number; babies: number; pets: number };
  value: number;
};

const firstTour = tours[0]!;

/** The state of Nova reserva, its price, its checks and the call that records it. */
export function useNewBookingForm(onRecorded: (booking: RecordedBooking) => void) {
  const [form, setForm] = useState<NewBookingForm>(() => emptyNewBooking(firstTour.id));
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const [registering, setRegistering] = useState(false);
  const [errors, setErrors] = useState<NewBookingErrors>({});
  const record = useMutation(recordBookingMutationOptions());
  const tour = tours.find((candidate) => candidate.id === form.tourId) ?? firstTour;
  const party = { adults: form.adultos, children: form.criancas, babies: form.bebes, pets: form.pets };
  const gross = orderValue(tour, party);
  const price = newBookingPrice(gross, form.desconto);

  const set =
    <Key extends keyof NewBookingForm>(key: Key) =>
    (value: NewBookingForm[Key]) => {
      // Another tour runs on other days: its date is chosen again.
      setForm((current) => ({ ...current, [key]: value, ...(key === 'tourId' ? { date: '' } : {}) }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const pickCustomer = (picked: CustomerRow | null) => {
    setCustomer(picked);
    setErrors((current) => ({ ...current, cliente: undefined }));
  };

  const submit = () => {
    const found = validateNewBooking(form, { hasCustomer: customer !== null, registering, gross });
    setErrors(found);
    const problem = firstError(found);
    if (problem) {
      toast({ title: 'Atenção!', description: problem, variant: 'destructive' });
      return;
    }
    const booking = {
      customerId: customer?.id_cliente ?? null,
      nome: form.nome.trim(),
      celular: onlyDigits(form.celular),
      email: form.email.trim(),
      passeio: tour.title,
      data: form.date,
      adultos: form.adultos,
      criancas: form.criancas,
      bebes: form.bebes,
      pets: form.pets,
      embarque: form.embarque,
      passageiros: form.passageiros,
      observacao: form.observacao,
      desconto: price.discount,
      motivoDesconto: form.motivoDesconto,
    };
    record.mutate(booking, {
      onSuccess: ({ id, voucher }) =>
        onRecorded({
          id,
          voucher,
          nome: customer?.nome_cliente ?? booking.nome,
          celular: customer?.celular ?? booking.celular,
          tour: tour.title,
          date: form.date,
          embarque: form.embarque,
          party,
          value: price.total,
        }),
      onError: failureToast('Não foi possível registrar a reserva'),
    });
  };

  return {
    form,
    set,
    customer,
    pickCustomer,
    registering,
    setRegistering,
    errors,
    tour,
    party,
    gross,
    price,
    submit,
    busy: record.isPending,
  };
}

export type NewBookingState = ReturnType<typeof useNewBookingForm>;
