import type { PGlite } from '@electric-sql/pglite';
import { asRole, createTestDatabase, service } from '../../helpers/db.ts';
import { departureInstant } from '../../../src/domain/boarding.ts';
import {
  cancellationPolicy,
  type PolicyAnswer,
  type PolicyBooking,
  type PolicyRule,
} from '../../../src/domain/cancellation-policy.ts';
import { combos } from '../../../src/domain/catalogue/combos.ts';
import { tours } from '../../../src/domain/catalogue/tours.ts';

// The policy exists twice: src/domain/cancellation-policy.ts (what the customer's dialog and the operator's panel
// show) and public.cancellation_terms() (what the database lets a request ask for and proposes to the operator).
// Each case below runs through both at the same instant (the SQL's p_agora, the domain's `now`), at every boundary
// of the rules; the two must give the same answer. Instants are written in São Paulo time (UTC−3).

let db: PGlite;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sp = (dayAndTime: string) => new Date(`${dayAndTime}-03:00`);
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const tourDate = '2027-03-31';
const daysBefore = (days: number, time = '12:00') => sp(`${shift(tourDate, -days)}T${time}`);
const longAgo = '2027-01-04T10:00:00-03:00';
const combo = combos.find((candidate) => candidate.title === 'Combo MovieTour')!.title;

type Terms = {
  regra: string;
  pode_cancelar: boolean;
  percentual: number;
  reembolso: number;
  pode_remarcar: boolean;
  dias: number;
};

const fromDomain = (answer: PolicyAnswer): Terms => ({
  regra: answer.rule,
  pode_cancelar: answer.canCancel,
  percentual: answer.refundPercent,
  reembolso: answer.refundAmount,
  pode_remarcar: answer.canReschedule,
  dias: answer.daysOfNotice,
});

async function fromSql(booking: PolicyBooking, now: Date): Promise<Terms> {
  const { rows } = await asRole(db, service, (tx) =>
    tx.query<Terms>(
      `select regra, pode_cancelar, percentual, reembolso::float8 as reembolso, pode_remarcar, dias
         from public.cancellation_terms($1, $2::date, $3::timestamptz, $4::numeric, $5, $6::timestamptz, $7)`,
      [
        booking.tourTitle,
        booking.tourDate,
        booking.confirmedAt,
        String(booking.amountPaid),
        booking.cancelledByCompany ?? false,
        now.toISOString(),
        Boolean(booking.isCombo && booking.comboStarted),
      ],
    ),
  );
  return rows[0]!;
}

type Case = [
  name: string,
  booking: Partial<PolicyBooking>,
  now: Date,
  expected: { rule: PolicyRule; percent: number; reschedule: boolean },
];

// Regret: confirmed on 10 March at 15:00; the tour on the 31st is 14 days away by the 17th (no refund by notice).
const confirmed = '2027-03-10T15:00:00-03:00';
const lateConfirmed = '2027-03-10T23:30:00-03:00'; // 02:30 of the 11th in UTC

const cases: Case[] = [
  // Notice, in São Paulo calendar days.
  ['60 days ahead', {}, daysBefore(60), { rule: 'antecedencia-31', percent: 90, reschedule: true }],
  ['31 days ahead', {}, daysBefore(31), { rule: 'antecedencia-31', percent: 90, reschedule: true }],
  [
    '31 days ahead, 23:59:59',
    {},
    daysBefore(31, '23:59:59'),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
  [
    '31 days ahead, 22:30 (the next day in UTC)',
    {},
    daysBefore(31, '22:30'),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
  [
    '30 days ahead, 00:00',
    {},
    daysBefore(30, '00:00'),
    { rule: 'antecedencia-21-30', percent: 80, reschedule: true },
  ],
  ['30 days ahead', {}, daysBefore(30), { rule: 'antecedencia-21-30', percent: 80, reschedule: true }],
  ['21 days ahead', {}, daysBefore(21), { rule: 'antecedencia-21-30', percent: 80, reschedule: true }],
  [
    '21 days ahead, 23:59:59',
    {},
    daysBefore(21, '23:59:59'),
    { rule: 'antecedencia-21-30', percent: 80, reschedule: true },
  ],
  [
    '20 days ahead, 00:00',
    {},
    daysBefore(20, '00:00'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  ['20 days ahead', {}, daysBefore(20), { rule: 'sem-reembolso', percent: 0, reschedule: true }],
  ['1 day ahead', {}, daysBefore(1), { rule: 'sem-reembolso', percent: 0, reschedule: false }],
  [
    '0 days, before the 8h pickup',
    {},
    sp(`${tourDate}T07:59:59`),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],
  [
    '0 days, an afternoon tour at noon',
    { tourTitle: 'Parque Amantikir' },
    sp(`${tourDate}T12:59`),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],

  // The departure: the start of the pickup window; from then on, a no-show.
  [
    'at the departure',
    {},
    sp(`${tourDate}T08:00`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],
  [
    'the day after',
    {},
    sp(`${shift(tourDate, 1)}T10:00`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],
  [
    'an afternoon tour at 13:00',
    { tourTitle: 'Parque Amantikir' },
    sp(`${tourDate}T13:00`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],
  [
    'a full-day tour at 07:30',
    { tourTitle: 'Agroturismo na Serra' },
    sp(`${tourDate}T07:30`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],
  [
    'a full-day tour at 07:29:59',
    { tourTitle: 'Agroturismo na Serra' },
    sp(`${tourDate}T07:29:59`),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],

  // Rescheduling: at least 72 hours before the departure.
  [
    '72 h before an 8h departure',
    {},
    daysBefore(3, '08:00'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    '72 h − 1 s before an 8h departure',
    {},
    daysBefore(3, '08:00:01'),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],
  [
    '72 h before a 13h departure',
    { tourTitle: 'Fazenda Prana — Pôr do Sol' },
    daysBefore(3, '13:00'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    '72 h − 1 s before a 13h departure',
    { tourTitle: 'Fazenda Prana — Pôr do Sol' },
    daysBefore(3, '13:00:01'),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],
  [
    '72 h before a 7h30 departure',
    { tourTitle: 'Rota do Horto Florestal' },
    daysBefore(3, '07:30'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    '72 h − 1 s before a 7h30 departure',
    { tourTitle: 'Rota do Horto Florestal' },
    daysBefore(3, '07:30:01'),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],

  // Regret right: 7 days from the confirmation.
  [
    'regret: just after the confirmation',
    { confirmedAt: confirmed },
    sp('2027-03-10T15:01'),
    { rule: 'arrependimento', percent: 100, reschedule: true },
  ],
  [
    'regret: 7 days to the second',
    { confirmedAt: confirmed },
    sp('2027-03-17T15:00'),
    { rule: 'arrependimento', percent: 100, reschedule: true },
  ],
  [
    'regret: 7 days and 1 second, the same São Paulo day',
    { confirmedAt: confirmed },
    sp('2027-03-17T15:00:01'),
    { rule: 'arrependimento', percent: 100, reschedule: true },
  ],
  [
    'regret: the end of the 7th day after the confirmation',
    { confirmedAt: confirmed },
    sp('2027-03-17T23:59:59'),
    { rule: 'arrependimento', percent: 100, reschedule: true },
  ],
  [
    'regret: the 8th day after the confirmation',
    { confirmedAt: confirmed },
    sp('2027-03-18T00:00'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    'regret: confirmed at 23:30 (the next day in UTC), the end of the 7th São Paulo day',
    { confirmedAt: lateConfirmed },
    sp('2027-03-17T23:59:59'),
    { rule: 'arrependimento', percent: 100, reschedule: true },
  ],
  [
    'regret: confirmed at 23:30, the 8th São Paulo day',
    { confirmedAt: lateConfirmed },
    sp('2027-03-18T00:30'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    'regret inside 72 hours: refund, no rescheduling',
    { confirmedAt: '2027-03-29T10:00:00-03:00' },
    sp('2027-03-30T10:00'),
    { rule: 'arrependimento', percent: 100, reschedule: false },
  ],
  [
    'regret after the departure: a no-show',
    { confirmedAt: '2027-03-29T10:00:00-03:00' },
    sp(`${tourDate}T09:00`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],

  // Cancelled by the company: 100% and rescheduling, whenever the customer answers.
  [
    'company: 60 days ahead',
    { cancelledByCompany: true },
    daysBefore(60),
    { rule: 'cancelado-pela-empresa', percent: 100, reschedule: true },
  ],
  [
    'company: 1 day ahead',
    { cancelledByCompany: true },
    daysBefore(1),
    { rule: 'cancelado-pela-empresa', percent: 100, reschedule: true },
  ],
  [
    'company: after the departure',
    { cancelledByCompany: true },
    sp(`${shift(tourDate, 2)}T10:00`),
    { rule: 'cancelado-pela-empresa', percent: 100, reschedule: true },
  ],

  // Combos.
  [
    'a combo not started, 40 days ahead',
    { tourTitle: combo, isCombo: true },
    daysBefore(40),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
  [
    'a started combo, inside the regret days',
    { tourTitle: combo, isCombo: true, comboStarted: true, confirmedAt: confirmed },
    sp('2027-03-12T10:00'),
    { rule: 'combo-iniciado', percent: 0, reschedule: false },
  ],
  [
    'a started combo, after its departure',
    { tourTitle: combo, isCombo: true, comboStarted: true },
    sp(`${shift(tourDate, 1)}T10:00`),
    { rule: 'combo-iniciado', percent: 0, reschedule: false },
  ],
  [
    'a started combo the company cancelled',
    { tourTitle: combo, isCombo: true, comboStarted: true, cancelledByCompany: true },
    daysBefore(10),
    { rule: 'cancelado-pela-empresa', percent: 100, reschedule: true },
  ],
  [
    'a title outside the catalogue leaves at 7h30: 72 h before',
    { tourTitle: combo, isCombo: true },
    daysBefore(3, '07:30'),
    { rule: 'sem-reembolso', percent: 0, reschedule: true },
  ],
  [
    'a title outside the catalogue leaves at 7h30: 72 h − 15 min before',
    { tourTitle: combo, isCombo: true },
    daysBefore(3, '07:45'),
    { rule: 'sem-reembolso', percent: 0, reschedule: false },
  ],
  [
    'a title outside the catalogue leaves at 7h30: at 7h45 on the day',
    { tourTitle: combo, isCombo: true },
    sp(`${tourDate}T07:45`),
    { rule: 'passeio-realizado', percent: 0, reschedule: false },
  ],

  // Cents, rounded half away from zero.
  [
    'R$ 100,05 at 90%',
    { amountPaid: 100.05 },
    daysBefore(40),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
  [
    'R$ 100,05 at 80%',
    { amountPaid: 100.05 },
    daysBefore(25),
    { rule: 'antecedencia-21-30', percent: 80, reschedule: true },
  ],
  [
    'R$ 0,05 at 90%',
    { amountPaid: 0.05 },
    daysBefore(40),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
  [
    'R$ 333,33 at 80%',
    { amountPaid: 333.33 },
    daysBefore(25),
    { rule: 'antecedencia-21-30', percent: 80, reschedule: true },
  ],
  [
    'R$ 1.234,56 at 90%',
    { amountPaid: 1234.56 },
    daysBefore(31),
    { rule: 'antecedencia-31', percent: 90, reschedule: true },
  ],
];

describe('the domain policy and cancellation_terms() give the same answer', () => {
  it.each(cases)('%s', async (_name, overrides, now, expected) => {
    const booking: PolicyBooking = {
      tourTitle: 'City Tour Tradicional',
      tourDate,
      amountPaid: 500,
      confirmedAt: longAgo,
      ...overrides,
    };
    const domain = fromDomain(cancellationPolicy(booking, now));
    // The case is at the boundary it names.
    expect({ rule: domain.regra, percent: domain.percentual, reschedule: domain.pode_remarcar }).toEqual(
      expected,
    );
    expect(await fromSql(booking, now)).toEqual(domain);
  });
});

describe('tour_departure_time() is the domain departure of every tour', () => {
  const departureInSaoPaulo = (title: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(departureInstant(title, tourDate));

  it.each([...tours.map((tour) => tour.title), ...combos.map((c) => c.title), 'Passeio aposentado'])(
    '%s',
    async (title) => {
      const { rows } = await asRole(db, service, (tx) =>
        tx.query<{ hora: string }>('select public.tour_departure_time($1)::text as hora', [title]),
      );
      expect(rows[0]!.hora).toBe(departureInSaoPaulo(title));
    },
  );
});
