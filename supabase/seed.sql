-- Demo data for local use only, applied once to a new database (embedded backend or a local
-- `supabase db reset`); never sent to a hosted project. The three accounts' credentials are printed in the
-- README. The hotels and meeting points are reference data: migration 20261124000500_reference_places.sql.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Accounts: operator (admin), driver (motorista) and demo customer, as Supabase Auth stores them. The trigger
-- on auth.users creates their clientes and user_roles rows.
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'admin@movietour.local',
    extensions.crypt('movietour-admin', extensions.gen_salt('bf')), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"nome_completo": "Operador Movie Tour", "celular": "12999990001"}',
    now(), now(), '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'c0000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'cliente@movietour.local',
    extensions.crypt('movietour123', extensions.gen_salt('bf')), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"nome_completo": "Cliente Demonstração", "celular": "12999990000"}',
    now(), now(), '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'motorista@movietour.local',
    extensions.crypt('movietour-motorista', extensions.gen_salt('bf')), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"nome_completo": "Motorista Movie Tour", "celular": "12999990002"}',
    now(), now(), '', '', '', ''
  );

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id in (
  'a0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
  'd0000000-0000-4000-8000-000000000001'
);

update public.user_roles set role = 'admin'
where user_id = 'a0000000-0000-4000-8000-000000000001';

-- The driver (issue 30): /embarque, today's boarding only.
update public.user_roles set role = 'motorista'
where user_id = 'd0000000-0000-4000-8000-000000000001';

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The demo customer's itineraries: one done, one coming (dates relative to today in São Paulo)
-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Two adults each: qtd_pessoas is adults + children + babies, as the purchase card and the voucher read it.
insert into public.itinerarios (
  id_cliente, nome_passeio, data_passeio, valor_total_liquido, qtd_pessoas, qtd_adultos, hospedagem,
  local_embarque, passageiros_nomes, observacao, status
)
select
  c.id_cliente, i.nome_passeio, (now() at time zone 'America/Sao_Paulo')::date + i.offset_days,
  i.valor, i.pessoas, i.pessoas, 'Hotel Frontenac', 'Hotel Frontenac', 'Cliente Demonstração; Acompanhante',
  i.observacao, i.status
from public.clientes c
cross join (values
  ('City Tour Tradicional', -14, 180.00, 2, 'Passeio realizado.', 'Concluído'),
  ('Parque Amantikir', 10, 240.00, 2, 'Ingressos não inclusos.', 'Aguardando')
) as i (nome_passeio, offset_days, valor, pessoas, observacao, status)
where c.email_cliente = 'cliente@movietour.local';
