import type { PGlite } from '@electric-sql/pglite';

/** Scratch tables and functions owned by the backend tests, independent of the app's migrations. */
export async function createScratchSchema(db: PGlite): Promise<void> {
  await db.exec(`
    create table public.grammar_items (
      id int primary key,
      name text not null unique,
      qty int,
      price numeric(10,2),
      tags text[] not null default '{}',
      meta jsonb,
      born date,
      "Hospedagem" text
    );
    alter table public.grammar_items enable row level security;
    create policy "Everyone reads items" on public.grammar_items for select using (true);
    grant select on public.grammar_items to anon, authenticated;
    grant all on public.grammar_items to service_role;
    insert into public.grammar_items values
      (1, 'apple', 5, 1.50, '{red,fruit}', '{"a": 1}', '2024-01-10', 'Hotel A'),
      (2, 'banana', 0, 0.25, '{yellow,fruit}', '{"a": 2}', '2024-02-20', null),
      (3, 'Cherry', null, 10.00, '{red}', null, null, 'Pousada, B'),
      (4, 'date', 12, 3.00, '{}', '{"b": true}', '2023-12-31', 'Hotel (C)');

    create table public."Grammar Hoteis" ("Id" int primary key, "Nome" text not null);
    alter table public."Grammar Hoteis" enable row level security;
    create policy "Everyone reads hotels" on public."Grammar Hoteis" for select using (true);
    grant select on public."Grammar Hoteis" to anon, authenticated;
    grant all on public."Grammar Hoteis" to service_role;
    insert into public."Grammar Hoteis" values (1, 'Hotel Frontenac'), (2, 'Pousada Vila');

    create table public.grammar_writes (
      id serial primary key,
      code text not null unique,
      qty int not null default 7,
      note text
    );
    alter table public.grammar_writes enable row level security;
    grant all on public.grammar_writes to service_role;
    grant all on sequence public.grammar_writes_id_seq to service_role;

    create function public.grammar_add(a int, b int default 10) returns int
      language sql stable as $$ select a + b $$;
    create function public.grammar_by_min(min_qty int) returns setof public.grammar_items
      language sql stable as $$ select * from public.grammar_items where qty >= min_qty $$;
    create function public.grammar_names() returns setof text
      language sql stable as $$ select name from public.grammar_items order by id $$;
    create function public.grammar_doubled(factor int) returns table (name text, doubled int)
      language sql stable as $$ select name, qty * factor from public.grammar_items where qty is not null order by id $$;
    create function public.grammar_first() returns public.grammar_items
      language sql stable as $$ select * from public.grammar_items order by id limit 1 $$;
    create function public.grammar_noop() returns void language sql as $$ select $$;
    create function public.grammar_tags(wanted text[]) returns int
      language sql stable as $$ select count(*)::int from public.grammar_items where tags && wanted $$;
    grant execute on all functions in schema public to anon, authenticated, service_role;
  `);
}
