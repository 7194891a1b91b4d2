import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, MessageCircle, UserPlus, UserRoundSearch } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isDayAvailable } from '@/domain/booking-rules';
import { tours } from '@/domain/catalogue/tours';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatDateBR } from '@/domain/date-format';
import { parseIsoDate, toIsoDate } from '@/domain/dates';
import { bookingConfirmedMessage } from '@/domain/email/booking-mails';
import { formatBRL, roundMoney } from '@/domain/money';
import { formatPhone, isoToBR, partyLabel, whatsappChatUrl } from '@/domain/operator';
import { orderValue } from '@/domain/pricing';
import { hotelsQueryOptions, meetingPointsQueryOptions, tourCalendar } from '@/features/cart';
import { toast } from '@/lib/toast-store';
import { customersQueryOptions, recordBookingMutationOptions, type CustomerRow } from './api/record-booking';
import { OperatorShell } from './components/operator-shell';

const controlClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Form = {
  nome: string;
  celular: string;
  email: string;
  tourId: string;
  date: string;
  adultos: number;
  criancas: number;
  bebes: number;
  pets: number;
  embarque: string;
  passageiros: string;
  observacao: string;
  desconto: string;
  motivoDesconto: string;
};

const emptyForm: Form = {
  nome: '',
  celular: '',
  email: '',
  tourId: tours[0]!.id,
  date: '',
  adultos: 1,
  criancas: 0,
  bebes: 0,
  pets: 0,
  embarque: '',
  passageiros: '',
  observacao: '',
  desconto: '',
  motivoDesconto: '',
};

type Errors = Partial<Record<keyof Form | 'cliente', string>>;

/** A typed discount in reais ('20', '20,50'); 0 when empty, NaN when not a number. */
const discountOf = (text: string) =>
  text.trim() === '' ? 0 : Number(text.replace(/\./g, '').replace(',', '.'));

function validate(form: Form, customer: CustomerRow | null, registering: boolean, gross: number): Errors {
  const errors: Errors = {};
  if (!customer && !registering) errors.cliente = 'Busque o cliente ou cadastre um novo.';
  if (registering) {
    if (form.nome.trim().length < 3)
      errors.nome = 'Informe o nome completo do cliente (mínimo 3 caracteres).';
    if (!/^\d{10,11}$/.test(form.celular.replace(/\D/g, '')))
      errors.celular = 'Informe um celular válido com DDD.';
    if (form.email.trim() && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim()))
      errors.email = 'Informe um e-mail válido ou deixe em branco.';
  }
  if (!form.date) errors.date = 'Selecione uma data para o passeio.';
  if (!form.embarque) errors.embarque = 'Escolha um hotel ou ponto de encontro da lista.';
  const discount = discountOf(form.desconto);
  if (Number.isNaN(discount) || discount < 0 || discount > gross)
    errors.desconto = 'O desconto vai de R$ 0,00 até o valor do passeio.';
  else if (discount > 0 && form.motivoDesconto.trim().length < 3)
    errors.motivoDesconto = 'Informe o motivo do desconto.';
  return errors;
}

function Counter({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  onChange: (n: number) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={50}
          value={value}
          onChange={(event) =>
            onChange(Math.max(min, Math.min(50, Math.trunc(Number(event.target.value)) || min)))
          }
        />
      )}
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <legend className="px-1 font-display text-2xl tracking-wide text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

function CustomerPicker({
  selected,
  onSelect,
  error,
}: {
  selected: CustomerRow | null;
  onSelect: (customer: CustomerRow | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const found = useQuery(customersQueryOptions(query));
  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-muted/40 p-3">
        <p className="min-w-0 break-words text-sm">
          <span className="block font-semibold">{selected.nome_cliente}</span>
          <span className="text-muted-foreground">
            {[formatPhone(selected.celular), selected.email_cliente].filter(Boolean).join(' · ')}
          </span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => onSelect(null)}>
          Trocar cliente
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Field
        label="Buscar cliente por celular, e-mail ou nome"
        error={error}
        hint="Digite pelo menos 3 caracteres."
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      {query.trim().length >= 3 ? (
        found.isPending ? (
          <p className="text-sm text-muted-foreground">Buscando...</p>
        ) : (found.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum cliente encontrado: cadastre um novo.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Clientes encontrados">
            {(found.data ?? []).map((customer) => (
              <li key={customer.id_cliente}>
                <button
                  type="button"
                  onClick={() => onSelect(customer)}
                  className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="block break-words font-semibold">{customer.nome_cliente}</span>
                  <span className="break-all text-muted-foreground">
                    {[formatPhone(customer.celular), customer.email_cliente].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

type Recorded = {
  id: number;
  nome: string;
  celular: string;
  tour: string;
  date: string;
  embarque: string;
  party: { adults: number; children: number; babies: number; pets: number };
  value: number;
};

function RecordedCard({ recorded, onAnother }: { recorded: Recorded; onAnother: () => void }) {
  // The text of the mail 'Reserva confirmada' the customer also gets.
  const text = bookingConfirmedMessage(
    {
      nome: recorded.nome,
      passeio: recorded.tour,
      data: recorded.date,
      embarque: recorded.embarque,
      endereco: null,
      adultos: recorded.party.adults,
      criancas: recorded.party.children,
      bebes: recorded.party.babies,
      pets: recorded.party.pets,
      valor: recorded.value,
    },
    window.location.origin,
  );
  const chat = whatsappChatUrl(recorded.celular, text);
  return (
    <div
      role="status"
      className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center shadow-sm"
    >
      <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 className="mt-2 font-display text-3xl tracking-wide text-primary">Reserva registrada</h2>
      <p className="mt-1 break-words text-muted-foreground">
        {recorded.tour} em {isoToBR(recorded.date)} para {recorded.nome} ({formatBRL(recorded.value)}). Ela já
        está no manifesto do dia.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {chat ? (
          <Button asChild>
            <a href={chat} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" />
              Enviar confirmação pelo WhatsApp
            </a>
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <Link to={`${paths.operator.bookings}?ref=R${recorded.id}`}>Ver reserva</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Registrar outra
        </Button>
      </div>
    </div>
  );
}

/** `/admin/reservas/nova`: a booking that came through the messaging app. */
export function NewBookingPage() {
  const [form, setForm] = useState<Form>(emptyForm);
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const [registering, setRegistering] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const hotels = useQuery(hotelsQueryOptions());
  const points = useQuery(meetingPointsQueryOptions());
  const record = useMutation(recordBookingMutationOptions());
  const today = dayInSaoPaulo(new Date());
  const tour = tours.find((candidate) => candidate.id === form.tourId) ?? tours[0]!;
  const party = { adults: form.adultos, children: form.criancas, babies: form.bebes, pets: form.pets };
  const gross = orderValue(tour, party);
  const discount = discountOf(form.desconto);
  const total = Number.isNaN(discount) ? gross : roundMoney(Math.max(0, gross - discount));
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, customer, registering, gross);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      toast({
        title: 'Atenção!',
        description: Object.values(found).filter(Boolean)[0]!,
        variant: 'destructive',
      });
      return;
    }
    const nome = customer?.nome_cliente ?? form.nome.trim();
    const celular = customer?.celular ?? form.celular.replace(/\D/g, '');
    record.mutate(
      {
        customerId: customer?.id_cliente ?? null,
        nome: form.nome.trim(),
        celular: form.celular.replace(/\D/g, ''),
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
        desconto: Number.isNaN(discount) ? 0 : discount,
        motivoDesconto: form.motivoDesconto,
      },
      {
        onSuccess: (id) =>
          setRecorded({
            id,
            nome,
            celular: celular ?? '',
            tour: tour.title,
            date: form.date,
            embarque: form.embarque,
            party,
            value: total,
          }),
        onError: (error) =>
          toast({
            title: 'Não foi possível registrar a reserva',
            description: error instanceof Error && error.message ? error.message : 'Tente novamente.',
            variant: 'destructive',
          }),
      },
    );
  };

  const selectedDate = parseIsoDate(form.date) ?? undefined;

  return (
    <OperatorShell
      title="Nova reserva"
      description="Registre uma reserva que chegou pelo WhatsApp: ela entra no manifesto e o cliente recebe o e-mail."
      path={paths.operator.newBooking}
    >
      {recorded ? (
        <RecordedCard
          recorded={recorded}
          onAnother={() => {
            setRecorded(null);
            setForm(emptyForm);
            setCustomer(null);
            setRegistering(false);
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="grid gap-5">
            <Section title="Cliente">
              {registering ? (
                <>
                  <Field label="Nome completo" error={errors.nome}>
                    {(control) => (
                      <Input
                        {...control}
                        value={form.nome}
                        autoComplete="off"
                        onChange={(e) => set('nome')(e.target.value)}
                      />
                    )}
                  </Field>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label="Celular com DDD" error={errors.celular}>
                      {(control) => (
                        <Input
                          {...control}
                          type="tel"
                          inputMode="tel"
                          value={form.celular}
                          placeholder="(12) 99999-0000"
                          onChange={(e) => set('celular')(e.target.value)}
                        />
                      )}
                    </Field>
                    <Field
                      label="E-mail (opcional)"
                      error={errors.email}
                      hint="Com o e-mail, o cliente recebe a confirmação e vê a reserva ao criar a conta."
                    >
                      {(control) => (
                        <Input
                          {...control}
                          type="email"
                          value={form.email}
                          onChange={(e) => set('email')(e.target.value)}
                        />
                      )}
                    </Field>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => setRegistering(false)}
                  >
                    <UserRoundSearch aria-hidden="true" />
                    Buscar cliente cadastrado
                  </Button>
                </>
              ) : (
                <>
                  <CustomerPicker
                    selected={customer}
                    error={errors.cliente}
                    onSelect={(picked) => {
                      setCustomer(picked);
                      setErrors((current) => ({ ...current, cliente: undefined }));
                    }}
                  />
                  {customer ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      className="justify-self-start"
                      onClick={() => setRegistering(true)}
                    >
                      <UserPlus aria-hidden="true" />
                      Cadastrar novo cliente
                    </Button>
                  )}
                </>
              )}
            </Section>

            <Section title="Passeio">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Passeio">
                  {(control) => (
                    <select
                      {...control}
                      value={form.tourId}
                      onChange={(event) => {
                        set('tourId')(event.target.value);
                        set('date')('');
                      }}
                      className={controlClass}
                    >
                      {tours.map((candidate) => (
                        <option key={candidate.id} value={candidate.id}>
                          {candidate.title}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div className="grid gap-2">
                  <span id="nova-reserva-data-rotulo" className="text-sm font-medium leading-none">
                    Data do passeio
                  </span>
                  <DatePicker
                    aria-labelledby="nova-reserva-data-rotulo nova-reserva-data-valor"
                    aria-invalid={errors.date ? true : undefined}
                    aria-describedby={errors.date ? 'nova-reserva-data-erro' : undefined}
                    className="w-full justify-start font-normal"
                    selected={selectedDate}
                    defaultMonth={selectedDate}
                    isDisabled={(date) => !isDayAvailable(tour, date, today)}
                    onSelect={(date) => set('date')(date ? toIsoDate(date) : '')}
                    // The customers' calendar: full days 'Esgotado', four seats or fewer 'Últimas vagas'.
                    calendar={tourCalendar}
                    calendarProps={{
                      tourId: tour.id,
                      party: { adults: form.adultos, children: form.criancas, babies: form.bebes },
                    }}
                  >
                    <span id="nova-reserva-data-valor">
                      {selectedDate ? formatDateBR(selectedDate) : 'Escolher data'}
                    </span>
                  </DatePicker>
                  {errors.date ? (
                    <p
                      id="nova-reserva-data-erro"
                      role="alert"
                      className="text-sm font-medium text-destructive"
                    >
                      {errors.date}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                <Counter label="Adultos" value={form.adultos} min={1} onChange={set('adultos')} />
                <Counter label="Crianças (6 a 10)" value={form.criancas} min={0} onChange={set('criancas')} />
                <Counter label="Bebês (até 5)" value={form.bebes} min={0} onChange={set('bebes')} />
                <Counter label="Pets" value={form.pets} min={0} onChange={set('pets')} />
              </div>
              <Field label="Local de embarque" error={errors.embarque}>
                {(control) => (
                  <select
                    {...control}
                    value={form.embarque}
                    onChange={(e) => set('embarque')(e.target.value)}
                    className={controlClass}
                  >
                    <option value="">Escolha o hotel ou ponto de encontro</option>
                    <optgroup label="Hotéis e pousadas">
                      {(hotels.data ?? []).map((hotel) => (
                        <option key={`h${hotel.id}`} value={hotel.Hospedagem}>
                          {hotel.Hospedagem}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Pontos de encontro">
                      {(points.data ?? []).map((point) => (
                        <option key={`p${point.id}`} value={point.local}>
                          {point.local}
                        </option>
                      ))}
                    </optgroup>
                  </select>
                )}
              </Field>
              <Field label="Nomes dos passageiros">
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    maxLength={2000}
                    value={form.passageiros}
                    onChange={(e) => set('passageiros')(e.target.value)}
                    className={controlClass}
                  />
                )}
              </Field>
              <Field label="Observações">
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    maxLength={2000}
                    value={form.observacao}
                    onChange={(e) => set('observacao')(e.target.value)}
                    className={controlClass}
                  />
                )}
              </Field>
            </Section>
          </div>

          <Section title="Valor">
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt className="text-muted-foreground">Catálogo ({partyLabel(party)})</dt>
              <dd className="text-right font-semibold">{formatBRL(gross)}</dd>
            </dl>
            <Field label="Desconto (R$)" error={errors.desconto}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={form.desconto}
                  placeholder="0,00"
                  onChange={(e) => set('desconto')(e.target.value)}
                />
              )}
            </Field>
            {discount > 0 ? (
              <Field label="Motivo do desconto" error={errors.motivoDesconto}>
                {(control) => (
                  <Input
                    {...control}
                    value={form.motivoDesconto}
                    maxLength={500}
                    onChange={(e) => set('motivoDesconto')(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
            <p className="flex items-baseline justify-between border-t border-border pt-3">
              <span className="font-semibold">Total</span>
              <span className="text-2xl font-bold text-primary">{formatBRL(total)}</span>
            </p>
            <Button type="submit" size="lg" disabled={record.isPending}>
              {record.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {record.isPending ? 'Registrando...' : 'Registrar reserva'}
            </Button>
          </Section>
        </form>
      )}
    </OperatorShell>
  );
}

export default NewBookingPage;
