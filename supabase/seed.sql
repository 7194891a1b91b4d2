-- Local development data, applied once to a new database (embedded backend or `supabase db reset`).
-- The two accounts are for local use only; their credentials are printed in the README.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Hotels and pousadas of Campos do Jordão
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into public."Hoteis" ("Hospedagem", "Endereco") values
  ('Grande Hotel Campos do Jordão', 'Av. Frei Orestes Girardi, 3549 - Capivari, Campos do Jordão - SP'),
  ('Hotel Frontenac', 'Av. Dr. Paulo Ribas, 295 - Capivari, Campos do Jordão - SP'),
  ('Pousada Villa Capivari', 'Av. Victor Godinho, 131 - Capivari, Campos do Jordão - SP'),
  ('Hotel Leão da Montanha', 'Rua Dr. Raul Mesquita, 443 - Capivari, Campos do Jordão - SP'),
  ('Hotel Toriba', 'Av. Ernesto Diederichsen, 2962 - Alto do Toriba, Campos do Jordão - SP'),
  ('Hotel Vila Inglesa', 'Av. Senador Roberto Simonsen, 3500 - Vila Inglesa, Campos do Jordão - SP'),
  ('Serra da Estrella Hotel', 'Rua Dr. Raul Mesquita, 175 - Capivari, Campos do Jordão - SP'),
  ('Hotel Estoril', 'Av. Macedo Soares, 234 - Capivari, Campos do Jordão - SP'),
  ('Pousada Recanto da Serra', 'Av. Macedo Soares, 1180 - Capivari, Campos do Jordão - SP'),
  ('Pousada Quinta dos Pinhais', 'Rua Djalma Forjaz, 215 - Vila Abernéssia, Campos do Jordão - SP'),
  ('Pousada Abernéssia', 'Av. Dr. Januário Miráglia, 1450 - Vila Abernéssia, Campos do Jordão - SP'),
  ('Hotel Jaguaribe', 'Av. Dr. Januário Miráglia, 3810 - Jaguaribe, Campos do Jordão - SP'),
  ('Pousada Vale do Jaguaribe', 'Rua Benedito Lourenço da Silva, 88 - Jaguaribe, Campos do Jordão - SP'),
  ('Pousada Mirante da Boa Vista', 'Av. Adhemar de Barros, 2450 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Hotel Palácio das Hortênsias', 'Rua das Hortênsias, 120 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Pousada Jardim das Araucárias', 'Rua Eduardo Moreira da Cruz, 356 - Jardim Embaixador, Campos do Jordão - SP'),
  ('Pousada Vila Suíça', 'Rua Carlos Augusto Portella, 62 - Vila Suíça, Campos do Jordão - SP'),
  ('Chalés Bosque do Silêncio', 'Estrada do Horto Florestal, 4200 - Horto Florestal, Campos do Jordão - SP');

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Meeting points
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into public.ponto_encontro (local, endereco) values
  ('Portal da Cidade', 'Av. Frei Orestes Girardi, s/n - Vila Abernéssia, Campos do Jordão - SP'),
  ('Praça do Capivari', 'Praça São Benedito, s/n - Capivari, Campos do Jordão - SP'),
  ('Estação Emílio Ribas', 'Av. Emílio Ribas, s/n - Capivari, Campos do Jordão - SP'),
  ('Palácio Boa Vista', 'Av. Adhemar de Barros, 3001 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Mercado Municipal', 'Av. Dr. Januário Miráglia, s/n - Vila Abernéssia, Campos do Jordão - SP');

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Accounts: operator (admin) and demo customer, as Supabase Auth stores them. The trigger
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
  );

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id in ('a0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001');

update public.user_roles set role = 'admin'
where user_id = 'a0000000-0000-4000-8000-000000000001';

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- The demo customer's itineraries: one done, one coming (dates relative to today in São Paulo)
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into public.itinerarios (
  id_cliente, nome_passeio, data_passeio, valor_total_liquido, qtd_pessoas, hospedagem,
  local_embarque, passageiros_nomes, observacao, status
)
select
  c.id_cliente, i.nome_passeio, (now() at time zone 'America/Sao_Paulo')::date + i.offset_days,
  i.valor, i.pessoas, 'Hotel Frontenac', 'Hotel Frontenac', 'Cliente Demonstração; Acompanhante',
  i.observacao, i.status
from public.clientes c
cross join (values
  ('City Tour Tradicional', -14, 180.00, 2, 'Passeio realizado.', 'Concluído'),
  ('Parque Amantikir', 10, 240.00, 2, 'Ingressos não inclusos.', 'Aguardando')
) as i (nome_passeio, offset_days, valor, pessoas, observacao, status)
where c.email_cliente = 'cliente@movietour.local';
