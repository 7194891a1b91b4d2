/**
 * Issue 30 on PostgreSQL 15: "a check-in is recorded once per booking whatever arrives twice". Twenty connections,
 * half as the seeded driver and half as the seeded operator (the role and JWT claims PostgREST sets), each open a
 * transaction, wait until all twenty are open, call check_in for the same booking at once and hold their
 * transaction a moment before committing, so the calls really overlap. The unique booking key of embarques must
 * keep exactly one 'embarque_confirmado'; every other caller is told 'ja_embarcou' with the first check-in's time
 * and staff name, and one check-in is stored and audited.
 *
 * `tsx scripts/race-check-in-pg15.ts <connection string>` against a migrated and seeded database
 * (scripts/check-migrations-pg15.sh); exits 1 when the race ends any other way. The embedded backend's copy is
 * tests/integration/boarding/check-in-race.test.ts.
 */
import { race, runRace } from './pg15-race.ts';

const racers = 20;
const title = 'City Tour Tradicional';
const staff = ['d0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001'];

type Answer = { resultado: string; embarcou_em: Date | null; registrado_por: string | null };

runRace('race-check-in-pg15.ts', racers, async (sql) => {
  // Today's booking of the demo customer, written as it stands on the day (past the sales triggers).
  const [booking] = await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    return tx<{ ref: string; voucher: string; day: string }[]>`
      insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos, status)
      select c.id_cliente, ${title}, (now() at time zone 'America/Sao_Paulo')::date, 2, 2, 'Aguardando'
        from public.clientes c where c.email_cliente = 'cliente@movietour.local'
      returning 'R' || id_itinerario as ref, voucher, to_char(data_passeio, 'YYYY-MM-DD') as day`;
  });
  if (!booking) throw new Error('no demo customer: is the database seeded?');

  // The driver and the operator, one phone each of twenty.
  const { answers: raced, elapsed } = await race(
    sql,
    Array.from({ length: racers }, (_, index) => staff[index % 2]!),
    async (tx, index) => {
      const [answer] = await tx<Answer[]>`
        select resultado, embarcou_em, registrado_por
          from public.check_in(${booking.voucher}, ${title}, ${booking.day}::date, null, ${`pg15-${index}`})`;
      return answer!;
    },
  );
  const refused = raced.flatMap((answer) => (answer.ok ? [] : [answer.error]));
  const answers = raced.flatMap((answer) => (answer.ok ? [answer.value] : []));

  const confirmed = answers.filter((answer) => answer.resultado === 'embarque_confirmado');
  const first = confirmed[0];
  const told = answers.filter(
    (answer) =>
      answer.resultado === 'ja_embarcou' &&
      answer.embarcou_em?.getTime() === first?.embarcou_em?.getTime() &&
      answer.registrado_por === first?.registrado_por,
  );
  const [stored] = await sql<{ embarques: number; audited: number }[]>`
    select (select count(*)::int from public.embarques where ref = ${booking.ref}) as embarques,
           (select count(*)::int from public.operator_audit
             where entity = 'embarques' and entity_id = ${booking.ref}) as audited`;
  if (
    refused.length > 0 ||
    confirmed.length !== 1 ||
    told.length !== racers - 1 ||
    stored?.embarques !== 1 ||
    stored.audited !== 1
  ) {
    console.error(
      `FAIL: ${confirmed.length} confirmed, ${told.length} told of the first, stored ${JSON.stringify(stored)}:`,
      refused.slice(0, 2),
      answers.slice(0, 4),
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `race of ${racers} check-ins of one booking: 1 'embarque_confirmado', ${racers - 1} 'ja_embarcou' ` +
      `with the first's time and staff, 1 stored and audited (${Math.round(elapsed)} ms)`,
  );
});
