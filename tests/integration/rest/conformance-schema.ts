import type { PGlite } from '@electric-sql/pglite';

/**
 * The schema of the REST conformance suite, modelled on the examples of PostgREST's API reference (directors,
 * films, actors through roles, technical specs one to one), with row level security so every embedded level is
 * judged as the caller. Independent of the shop's migrations.
 */
export const conformanceSchemaSql = `
    create table public.directors (id int primary key, first_name text not null, last_name text not null);
    create table public.films (
      id int primary key,
      title text not null,
      year int not null,
      budget numeric(10, 2),
      rating int,
      director_id int references public.directors (id),
      co_director_id int references public.directors (id),
      hidden boolean not null default false,
      season int4range,
      meta jsonb
    );
    create table public.technical_specs (film_id int primary key references public.films (id), camera text);
    create table public.actors (id int primary key, name text not null);
    create table public.roles (
      film_id int references public.films (id),
      actor_id int references public.actors (id),
      character text,
      primary key (film_id, actor_id)
    );
    create table public.writes (id serial primary key, code text not null unique, qty int not null default 7, note text);
    create function public.full_name(public.directors) returns text
      language sql stable as $$ select $1.first_name || ' ' || $1.last_name $$;
    create function public.classics(public.directors) returns setof public.films
      language sql stable as $$ select * from public.films where director_id = $1.id and year < 1980 $$;
    create function public.echo(json) returns json language sql immutable as $$ select $1 $$;
    create function public.pick(a int) returns text language sql immutable as $$ select 'int' $$;
    create function public.pick(a text) returns text language sql immutable as $$ select 'text' $$;
    create function public.films_since(y int) returns setof public.films
      language sql stable as $$ select * from public.films where year >= y $$;

    create function public.numbers() returns setof int
      language sql immutable as $$ select generate_series(1, 10) $$;
    create function public.record_call(code text) returns setof public.writes
      language sql as $$ insert into public.writes (code) values (code) returning * $$;

    create function public.request_info() returns json language sql stable as $$
      select json_build_object(
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'probe', current_setting('request.headers', true)::json ->> 'x-probe',
        'cookies', current_setting('request.cookies', true)::json,
        'role', current_setting('request.jwt.claims', true)::json ->> 'role'
      ) $$;
    create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
    create function public.noon() returns timestamptz
      language sql immutable as $$ select '2026-01-01 12:00:00+00'::timestamptz $$;

    -- More rows than max_rows (1000 in supabase/config.toml), all of director 1.
    create table public.screenings (id int primary key, director_id int not null references public.directors (id));
    create function public.screening_ids() returns setof int
      language sql stable as $$ select id from public.screenings order by id $$;

    create schema archive;
    create table archive.films (id int primary key, title text not null);
    insert into archive.films values (1, 'Nosferatu');

    insert into public.directors values (1, 'Anna', 'Muylaert'), (2, 'Fernando', 'Meirelles'), (3, 'Kleber', 'Mendonça');
    insert into public.films values
      (1, 'Que Horas Ela Volta?', 2015, 1500000, 5, 1, null, false),
      (2, 'Cidade de Deus', 2002, 3300000, 5, 2, 3, false),
      (3, 'Ensaio sobre a Cegueira', 2008, 25000000, 3, 2, null, false),
      (4, 'Bacurau', 2019, 4000000, 4, 3, null, false),
      (5, 'Segredo de produção', 1975, 10, 1, 1, null, true);
    update public.films set season = '[2019,2020)', meta = '{"awards": {"cannes": "Prêmio do Júri"}}' where id = 4;
    update public.films set season = '[2002,2003)' where id = 2;
    insert into public.technical_specs values (2, 'Arri 535'), (4, 'Alexa');
    insert into public.actors values (1, 'Regina Casé'), (2, 'Alice Braga'), (3, 'Sônia Braga');
    insert into public.roles values (1, 1, 'Val'), (2, 2, 'Angélica'), (4, 3, 'Domingas');
    insert into public.screenings select n, 1 from generate_series(1, 1005) as n;

    do $$
    declare t text;
    begin
      foreach t in array array['directors', 'films', 'technical_specs', 'actors', 'roles', 'writes', 'screenings'] loop
        execute format('alter table public.%I enable row level security', t);
        execute format('grant select on public.%I to anon, authenticated', t);
        execute format('grant all on public.%I to service_role', t);
      end loop;
    end $$;
    -- A visitor sees every row but the hidden film, at every level of an embedding.
    create policy "visible films" on public.films for select using (not hidden);
    create policy "everything else" on public.directors for select using (true);
    create policy "specs" on public.technical_specs for select using (true);
    create policy "actors" on public.actors for select using (true);
    create policy "roles" on public.roles for select using (true);
    create policy "screenings" on public.screenings for select using (true);
    grant usage on schema archive to anon, authenticated, service_role;
    grant select on archive.films to anon, authenticated, service_role;
    grant all on sequence public.writes_id_seq to service_role;
    grant execute on all functions in schema public to anon, authenticated, service_role;
  `;

export async function createConformanceSchema(db: PGlite): Promise<void> {
  await db.exec(conformanceSchemaSql);
}
